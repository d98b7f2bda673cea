import { baseApi, makeStore, storeApi, type AppStore } from '@storefront/shared';
import { initialSettingsOf } from '../app/initial-settings';
import { apiFetch } from './api-fetch';
import { API_TIMEOUT_MS, withDeadline } from './deadline';
import type { RenderRequest } from './render-request';

/*
 * A server render's store: made for one request, waited on, and let go once the page is out.
 */

/** Waits for the store's running requests, within what is left of the deadline. */
export async function settled(store: AppStore, until: number): Promise<void> {
  const running = store.dispatch(baseApi.util.getRunningQueriesThunk());
  await withDeadline(Promise.allSettled(running), Math.max(until - Date.now(), 0)).catch(
    () => undefined,
  );
}

/**
 * Lets a request's store go: RTK Query keeps each answer for a minute after its last use, by a
 * timer that would hold the whole store (and its answers) in memory that long after the page.
 */
export function release(store: AppStore): void {
  store.dispatch(baseApi.util.resetApiState());
}

/**
 * A store of this request's own: the visitor's currency, and the public store. Its API requests
 * carry no cookie: the pages rendered here are the same for every visitor (a page about one person
 * is the browser's), so nothing about a session may reach them. `answered` is told of each
 * answer they get (the render reads their cache tags).
 */
export async function requestStore(
  apiUrl: string,
  request: RenderRequest,
  answered?: (response: Response) => void,
) {
  const store = makeStore({
    preloadedState: { settings: initialSettingsOf(request.currency) },
    extra: {
      apiBaseUrl: `${apiUrl}/api/v1`,
      requestId: request.requestId,
      timeoutMs: API_TIMEOUT_MS,
      signal: request.signal,
      fetchFn: apiFetch,
      answered,
    },
  });
  if (request.publicStore) {
    await store.dispatch(storeApi.util.upsertQueryData('getStore', undefined, request.publicStore));
  } else {
    await store.dispatch(storeApi.endpoints.getStore.initiate());
  }
  return store;
}
