import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { ABORT_CAUSES, type AbortCause } from '../contracts/enums';
import { isErrorCode, type ErrorCode, type ErrorProduct } from '../contracts/errors';

/**
 * Every failed request, whatever its origin, as the UI handles it: an HTTP status (or
 * 'FETCH_ERROR' when the network failed, 'ABORTED' when the request was cancelled), a code of
 * the spec's catalogue or the abort cause, and the products an error names.
 */
export interface NormalizedError {
  status: number | 'FETCH_ERROR' | 'ABORTED';
  code: ErrorCode | AbortCause;
  products?: ErrorProduct[];
}

export function isAbortCause(value: unknown): value is AbortCause {
  return typeof value === 'string' && (ABORT_CAUSES as readonly string[]).includes(value);
}

function isNormalizedError(error: object): error is NormalizedError {
  return 'status' in error && 'code' in error;
}

/** Turns a fetchBaseQuery error, a serialized thunk error or anything thrown into one shape. */
export function normalizeError(error: unknown): NormalizedError {
  if (typeof error !== 'object' || error === null)
    return { status: 'FETCH_ERROR', code: 'UNKNOWN_ERROR' };
  if (isNormalizedError(error)) return error;

  // A thunk aborted with `promise.abort(cause)` rejects with { name: 'AbortError', message: cause }.
  if ('name' in error && error.name === 'AbortError') {
    const message = 'message' in error ? error.message : undefined;
    return { status: 'ABORTED', code: isAbortCause(message) ? message : 'PAGE_LEAVE' };
  }

  const { status } = error as Partial<FetchBaseQueryError>;
  if (typeof status === 'number') {
    const data = (error as { data?: unknown }).data as
      { code?: unknown; products?: ErrorProduct[] } | undefined;
    const code = isErrorCode(data?.code) ? data.code : 'UNKNOWN_ERROR';
    return Array.isArray(data?.products)
      ? { status, code, products: data.products }
      : { status, code };
  }
  return { status: 'FETCH_ERROR', code: 'UNKNOWN_ERROR' };
}

/** Errors the shopper never hears about: the page was left or a newer request replaced it. */
export function isIgnoredError(error: NormalizedError): boolean {
  return error.status === 'ABORTED' && isAbortCause(error.code);
}
