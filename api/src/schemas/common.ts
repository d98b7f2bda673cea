import { PAGE_SIZE } from '@storefront/shared/core';
import { TEXT_INVALID, isTypedText } from '@storefront/shared/schemas';
import { z } from 'zod';

/*
 * The building blocks of the routes' own query and path schemas (bodies use the shared schemas
 * of @storefront/shared/schemas, which hold the same rules).
 */

/** Paging of every list: its defaults and the most a page may hold (`GET config` tells them). */
export const PAGINATION = { defaultPage: 1, defaultLimit: PAGE_SIZE, maxLimit: 100 } as const;

/** The largest value of a PostgreSQL integer column: no integer input goes past it. */
export const INT_MAX = 2_147_483_647;

/** The deepest page of any list: page × limit stays far from any integer range. */
export const MAX_PAGE = 10_000;

/** Text from a query or a path: refused, as in the bodies, when no person could have typed it. */
export const typedText = () => z.string().refine(isTypedText, TEXT_INVALID);

export const paging = {
  page: z.coerce.number().int().min(1).max(MAX_PAGE).default(PAGINATION.defaultPage),
  limit: z.coerce.number().int().min(1).max(PAGINATION.maxLimit).default(PAGINATION.defaultLimit),
};

export const pageQuery = z.object(paging);

/** The body of a 204 answer. */
export const noContent = z.null();
