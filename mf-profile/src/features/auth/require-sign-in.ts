import {
  addAppListener,
  selectAuthLoading,
  selectIsAuthenticated,
  type RouteMiddleware,
  type RouteMiddlewareContext,
} from '@storefront/shared';
import { signInPath } from './return-to';

/** Resolves once the start-up's `GET auth/me` has settled (at once when it has). */
export function authSettled({
  dispatch,
  getState,
}: Pick<RouteMiddlewareContext, 'dispatch' | 'getState'>) {
  if (!selectAuthLoading(getState())) return Promise.resolve();
  return new Promise<void>((resolve) => {
    dispatch(
      addAppListener({
        predicate: (_action, state) => !selectAuthLoading(state),
        effect: (_action, api) => {
          api.unsubscribe();
          resolve();
        },
      }),
    );
  });
}

/**
 * Route middleware `auth`, for the pages of a signed-in customer. A guest is sent to the home
 * page with the sign-in dialog open and the page to come back to:
 * `/{lang}?overlay=login&return-to=/{lang}/profile/orders`. After signing in the dialog opens
 * that page (`safeReturnTo`). While the start-up is still asking who is signed in, it waits.
 */
export const requireSignIn: RouteMiddleware = async (context) => {
  await authSettled(context);
  if (selectIsAuthenticated(context.getState())) return undefined;
  return { redirect: signInPath(context.lang, context.path) };
};
