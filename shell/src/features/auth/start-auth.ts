import { isRejectedWithValue } from '@reduxjs/toolkit';
import {
  addAppListener,
  authApi,
  authLoaded,
  readAuthHint,
  selectIsAuthenticated,
  userCleared,
  userSet,
  type AppDispatch,
  type AuthHint,
  type NormalizedError,
} from '@storefront/shared';

/**
 * The auth start-up. The cookies only hint that a session may exist: when they
 * flag the visitor authenticated and name a user id, `GET auth/me` asks the API (credentials
 * included, Accept JSON), in parallel with the store and without holding the first paint back.
 * An answer without data and an unauthorized error clear the user; any other failure (the API
 * unreachable) ends loading and keeps the hints, so the next start asks again. Without the hints
 * nobody is asked; stale ones are removed.
 */
export async function startAuth(
  dispatch: AppDispatch,
  hint: AuthHint & { present: boolean } = readAuthHint(),
): Promise<void> {
  if (!hint.authenticated || !hint.userId) {
    dispatch(hint.present ? userCleared() : authLoaded());
    return;
  }
  const request = dispatch(authApi.endpoints.getMe.initiate(undefined, { subscribe: false }));
  const { data, error } = await request;
  if (data) dispatch(userSet(data));
  else if (!error || (error as NormalizedError).status === 401) dispatch(userCleared());
  else dispatch(authLoaded());
}

/**
 * A session can end while the page is open (it expired, or the password was reset elsewhere):
 * any request the API refuses with 401 while the storefront thinks the visitor is signed in
 * clears the user. Sign-in itself answers 401 for wrong credentials and is left out.
 */
export function clearUserWhenSessionEnds(dispatch: AppDispatch) {
  return dispatch(
    addAppListener({
      predicate: (action, state) =>
        isRejectedWithValue(action) &&
        (action.payload as Partial<NormalizedError> | undefined)?.status === 401 &&
        (action.meta as { arg?: { endpointName?: string } }).arg?.endpointName !== 'login' &&
        selectIsAuthenticated(state),
      effect: (_action, api) => {
        api.dispatch(userCleared());
      },
    }),
  );
}
