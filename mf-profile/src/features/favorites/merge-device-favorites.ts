import {
  baseApi,
  selectUser,
  userSet,
  type AppDispatch,
  type FavoriteProducts,
  type RootState,
} from '@storefront/shared';
import { forgetDeviceFavorites, readDeviceFavorites } from './device-favorites';

/** Kept apart from the profile's API: the sign-in and registration dialogs load only this. */
const mergeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * `POST user/favorites`: the favorites a guest kept on the device join the account's. The
     * device lets go of them once the account has them; on failure they wait for the next
     * sign-in.
     */
    mergeFavorites: build.mutation<FavoriteProducts, readonly string[]>({
      query: (productIds) => ({ url: 'user/favorites', method: 'POST', body: { productIds } }),
      async onQueryStarted(productIds, { dispatch, getState, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => null);
        if (!answer) return;
        forgetDeviceFavorites(productIds);
        const user = selectUser(getState() as RootState);
        if (user) dispatch(userSet({ ...user, favoriteProducts: answer.data.favoriteProducts }));
      },
      invalidatesTags: (result) => (result ? ['Favorite'] : []),
    }),
  }),
});

/** Sends the favorites a guest marked on this device to the account that just signed in. */
export function mergeDeviceFavorites(dispatch: AppDispatch) {
  const kept = readDeviceFavorites();
  if (kept.length > 0) void dispatch(mergeApi.endpoints.mergeFavorites.initiate(kept));
}
