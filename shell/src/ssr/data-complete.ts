import type { NormalizedError, RootState } from '@storefront/shared';

/**
 * A refusal that is the page's answer for good: the same request gets it again (a product that
 * does not exist, a query the API refuses). Anything else (no answer, a timeout, a 5xx, too many
 * requests) may pass, and a page rendered with it is not the page.
 */
const lasting = (error: unknown) => {
  const { status } = (error ?? {}) as Partial<NormalizedError>;
  return (
    typeof status === 'number' && status >= 400 && status < 500 && ![408, 429].includes(status)
  );
};

/**
 * Whether every API request of a render got its answer: none is still running, none failed in a
 * way that may pass. A page the server keeps for other visitors must be complete: one rendered
 * while the API stumbled is sent to its own visitor, not kept for the next ones.
 */
export function dataComplete({ api }: RootState): boolean {
  return Object.values(api.queries).every(
    (query) =>
      query?.status === 'fulfilled' || (query?.status === 'rejected' && lasting(query.error)),
  );
}
