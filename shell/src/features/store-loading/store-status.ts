import { normalizeError } from '@storefront/shared';

/** A failed store load's status: the API's when it answered, 503 when it could not be reached. */
export function storeErrorStatus(error: unknown): number {
  const { status } = normalizeError(error);
  return typeof status === 'number' ? status : 503;
}
