import {
  OUTAGE_STATUS,
  normalizeError,
  type RootState,
  type RouteMiddlewareResult,
} from '@storefront/shared';

/**
 * The check of a page whose validity check got no answer in time (the API hangs): whether the
 * page exists is not known, so it is neither shown empty (a 200 without its content) nor called
 * missing (a 404), but unavailable for now.
 */
export const uncheckedPage = (path: string): RouteMiddlewareResult => ({
  error: { status: OUTAGE_STATUS, message: `Page Not Available: ${path}` },
});

/**
 * Whether some of the render's data is missing because the API could not give it: a request
 * still running when the render stopped waiting, or one that failed with a server error or got no
 * answer. A refusal (4xx) is not an outage: the page's check decides what it means (a 404).
 */
export function dataMissing(state: RootState): boolean {
  return Object.values(state.api.queries).some((query) => {
    if (query?.status === 'pending') return true;
    if (query?.status !== 'rejected') return false;
    const { status } = normalizeError(query.error);
    return status === 'FETCH_ERROR' || (typeof status === 'number' && status >= 500);
  });
}
