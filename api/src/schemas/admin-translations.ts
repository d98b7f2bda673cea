import { TRANSLATION_KINDS, TRANSLATION_STATES } from '@storefront/shared/admin';
import { LANGUAGES } from '@storefront/shared/core';
import { z } from 'zod';
import { paging } from './common';

/*
 * The translations page's routes: the list's query and the answers. The save's body is the
 * shared `translationSaveSchema` (@storefront/shared/admin), which the page's editor checks with.
 */

export const translationQuery = z.object({
  ...paging,
  language: z.enum(LANGUAGES).optional(),
  kind: z.enum(TRANSLATION_KINDS).optional(),
  state: z.enum(TRANSLATION_STATES).optional(),
  record: z.uuid().optional(),
});

const kindCounts = z.object(
  Object.fromEntries(TRANSLATION_STATES.map((state) => [state, z.number().int()])) as Record<
    (typeof TRANSLATION_STATES)[number],
    z.ZodNumber
  >,
);

export const translationPage = z.object({
  items: z.array(
    z.object({
      kind: z.enum(TRANSLATION_KINDS),
      id: z.string(),
      field: z.string(),
      language: z.enum(LANGUAGES),
      state: z.enum(TRANSLATION_STATES),
      label: z.string(),
      source: z.string(),
      text: z.string(),
      version: z.number().int().nullable(),
      draft: z.object({ text: z.string(), model: z.string(), createdAt: z.string() }).nullable(),
    }),
  ),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  languages: z.object({ main: z.enum(LANGUAGES), all: z.array(z.enum(LANGUAGES)) }),
  counts: z.partialRecord(
    z.enum(LANGUAGES),
    z.object({ product: kindCounts, category: kindCounts, store: kindCounts }),
  ),
});

export const translationSaveResult = z.object({
  saved: z.number().int(),
  records: z.array(
    z.object({
      kind: z.enum(TRANSLATION_KINDS),
      id: z.string(),
      version: z.number().int().nullable(),
    }),
  ),
});
