import { OUTAGE_STATUS, type ApiErrorBody } from '@storefront/shared/core';

/** What is used of a reply here: a page's, or the API proxy's (of another server type). */
interface Reply {
  header(name: string, value: string): unknown;
  status(code: number): { send(body: unknown): unknown };
}

/**
 * How long a client (a crawler above all) is asked to wait before it asks again for a page that
 * is unavailable now (503): an API or a remote that is down, or a server too busy to render for a
 * crawler, usually recovers within seconds to a minute, and Googlebot slows its crawl on 503s.
 */
export const RETRY_AFTER_SECONDS = 30;

/** The header that says when to come back, on an answer that is unavailable for now. */
export const retryAfter = (status: number): Record<string, string> =>
  status === OUTAGE_STATUS ? { 'Retry-After': String(RETRY_AFTER_SECONDS) } : {};

/**
 * The answer of the API's proxy when the API cannot be reached: unavailable for now, in the
 * API's own error shape, so the browser's requests fail as the server's render did (503).
 */
export function apiUnreachable(reply: Reply): void {
  reply.header('Retry-After', String(RETRY_AFTER_SECONDS));
  reply.status(OUTAGE_STATUS).send({
    statusCode: OUTAGE_STATUS,
    code: 'UNKNOWN_ERROR',
    message: 'The API cannot be reached: try again in a moment',
  } satisfies ApiErrorBody);
}
