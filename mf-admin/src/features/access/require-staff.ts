import {
  AUTH_OVERLAYS,
  OVERLAY_QUERY,
  RETURN_TO_QUERY,
  localePath,
  normalizeError,
  type RouteMiddleware,
} from '@storefront/shared';
import { adminApi } from '../../api/admin-api';

/**
 * Route middleware `staff`, for every page of the back office. It asks the API who is signed in
 * (`GET admin/session`: the API alone knows a manager from a customer): a guest (401) is sent to
 * the sign-in dialog and back here (`?overlay=login&return-to=`), anyone else who is not staff
 * (403) gets the shell's "no access" screen. The page's own checks of what the role may do are
 * the API's, on every request.
 */
export const requireStaff: RouteMiddleware = async ({ dispatch, lang, path }) => {
  const query = dispatch(adminApi.endpoints.getStaffSession.initiate());
  const result = await query;
  query.unsubscribe();
  if (!result.error) return undefined;
  const { status } = normalizeError(result.error);
  if (status === 401) {
    const search = new URLSearchParams({
      [OVERLAY_QUERY]: AUTH_OVERLAYS.login,
      [RETURN_TO_QUERY]: path,
    });
    return { redirect: `${localePath('home', {}, lang)}?${search.toString()}` };
  }
  if (status === 403) return { error: { status: 403, message: 'No access to the back office' } };
  // The API could not say (it is down): the shell shows the page as unavailable.
  return { error: { status: typeof status === 'number' ? status : 503, message: 'Unavailable' } };
};
