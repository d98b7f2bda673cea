import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { ABORT_CAUSES, type AbortCause } from '../contracts/enums';
import { isErrorCode, type ErrorCode, type ErrorProduct } from '../contracts/errors';
import { OUTAGE_STATUS } from '../ssr/outage';
import type { VersionConflict } from '../admin/versions';

/**
 * Every failed request, whatever its origin, as the UI handles it: an HTTP status (or
 * 'FETCH_ERROR' when the network failed, 'ABORTED' when the request was cancelled), a code of
 * the API's error catalogue (`ERROR_CODES`) or the abort cause, the products an error names and the fields it refused.
 */
export interface NormalizedError {
  status: number | 'FETCH_ERROR' | 'ABORTED';
  code: ErrorCode | AbortCause;
  products?: ErrorProduct[];
  /** A refused request's fields, each with a translation key of the form's `validation` group. */
  fields?: Record<string, string>;
  /** A save over a newer version of a record: what changed since, who, when (the back office). */
  conflict?: VersionConflict;
}

/** The `conflict` of an error body, if it has the shape the API sends. */
function conflictOf(value: unknown): VersionConflict | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { version, fields } = value as Partial<VersionConflict>;
  return typeof version === 'number' && Array.isArray(fields)
    ? (value as VersionConflict)
    : undefined;
}

/** The `fields` of an error body, if they are what the API sends: names to translation keys. */
function fieldsOf(value: unknown): Record<string, string> | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const entries = Object.entries(value).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
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
      | { code?: unknown; products?: ErrorProduct[]; fields?: unknown; conflict?: unknown }
      | undefined;
    const code = isErrorCode(data?.code) ? data.code : 'UNKNOWN_ERROR';
    const fields = fieldsOf(data?.fields);
    const conflict = conflictOf(data?.conflict);
    return {
      status,
      code,
      ...(Array.isArray(data?.products) ? { products: data.products } : {}),
      ...(fields ? { fields } : {}),
      ...(conflict ? { conflict } : {}),
    };
  }
  return { status: 'FETCH_ERROR', code: 'UNKNOWN_ERROR' };
}

/** Errors the shopper never hears about: the page was left or a newer request replaced it. */
export function isIgnoredError(error: NormalizedError): boolean {
  return error.status === 'ABORTED' && isAbortCause(error.code);
}

/** A failed request's HTTP status: the API's when it answered, 503 when it could not be reached. */
export function errorStatusOf(error: unknown): number {
  const { status } = normalizeError(error);
  return typeof status === 'number' ? status : OUTAGE_STATUS;
}

/**
 * A page's validity check whose request failed: the page does not exist (false, so 404) when the
 * API refused the request (4xx); otherwise the page cannot be shown right now, with the API's
 * status (5xx) or 503 when it could not be reached. An outage is not a missing page.
 */
export function validityAfterError(error: unknown): false | { status: number } {
  const status = errorStatusOf(error);
  return status >= 500 ? { status } : false;
}
