import type { NormalizedError } from '@storefront/shared';

/** An order request as sent: its body, serialized, and the Idempotency-Key it went with. */
export interface IdempotentRequest {
  body: string;
  key: string;
}

/** A random UUID; crypto.randomUUID needs a secure context, getRandomValues does not. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The key to send an order body with: the previous request's key while the body is the same (a
 * retry after a lost answer cannot create a second order), a new key for a different body.
 */
export function idempotentRequest(
  body: unknown,
  previous: IdempotentRequest | null,
  newKey: () => string = newIdempotencyKey,
): IdempotentRequest {
  const serialized = JSON.stringify(body);
  return previous?.body === serialized ? previous : { body: serialized, key: newKey() };
}

/**
 * Whether a failed request may have created the order: the answer was lost (network) or the
 * server failed. A refusal (4xx) created nothing, so the next attempt may take a new key.
 */
export const mayHaveReachedServer = (error: NormalizedError): boolean =>
  typeof error.status !== 'number' || error.status >= 500;
