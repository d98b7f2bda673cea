import type { RootState } from '@storefront/shared';

/**
 * The state the browser hydrates from: the shell's own slices (a remote's slice is injected in
 * the browser when its remote loads, and starts afresh there), and of the API cache only the
 * answers that arrived (a request still running on the server must be made again by the browser,
 * not waited for). `withStore: false` leaves the public store out (a 404 page's: the browser
 * reads it, cached, before it hydrates), so a page that does not exist stays small.
 */
export function serializableState(
  { api, settings, auth }: RootState,
  { withStore = true }: { withStore?: boolean } = {},
): Partial<RootState> {
  const queries = Object.fromEntries(
    Object.entries(api.queries)
      .filter(([, query]) => query?.status === 'fulfilled')
      .filter(([, query]) => withStore || query?.endpointName !== 'getStore')
      // Without the request's id and times, the same data gives the same page (and ETag). The
      // answer's time stays truthy: RTK Query asks again for an answer it thinks never came.
      .map(([key, query]) => [
        key,
        { ...query, requestId: 'server', startedTimeStamp: 0, fulfilledTimeStamp: 1 },
      ]),
  );
  return {
    settings,
    auth,
    api: { ...api, queries: queries as typeof api.queries, mutations: {}, subscriptions: {} },
  };
}
