import type { VersionConflict } from '@storefront/shared/admin';
import type { ApiErrorBody, ErrorCode, ErrorProduct } from '@storefront/shared/core';

/**
 * An error the API answers with on purpose: a status, a code of the error catalogue
 * (`ERROR_CODES`), a message.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly extra: Pick<ApiErrorBody, 'products'> & {
      fields?: Record<string, string>;
      /** A save over a newer version: what changed since (see `versionConflict`). */
      conflict?: VersionConflict;
    } = {},
    /** Headers of the answer, such as Retry-After. */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (code: ErrorCode, message: string) => new AppError(404, code, message);
export const unauthorized = (message = 'Sign in to continue') =>
  new AppError(401, 'ENTITY_UNAUTHORIZED_ACTION', message);
export const forbidden = (message = 'This action is not allowed for you') =>
  new AppError(403, 'ENTITY_FORBIDDEN_ACTION', message);
export const outOfStock = (products: ErrorProduct[]) =>
  new AppError(409, 'PRODUCTS_OUT_OF_STOCK', 'Some products are out of stock', { products });
export const conflict = (code: ErrorCode, message: string) => new AppError(409, code, message);
