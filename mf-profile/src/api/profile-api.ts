import {
  baseApi,
  favoriteAdded,
  favoriteRemoved,
  userSet,
  type CustomerPromoCode,
  type FavoriteProducts,
  type Language,
  type OrderPage,
  type ProductSummary,
  type ShownInForm,
  type User,
} from '@storefront/shared';
import type { PasswordChangeInput, PersonalData } from '@storefront/shared/schemas';

export interface OrdersArgs {
  page: number;
  limit: number;
  lang: Language;
}

/**
 * A wrong current password and a new one the API refuses (a common one) are said beside their
 * fields, and only there.
 */
export const PASSWORD_FORM_ERRORS = {
  fields: ['currentPassword', 'newPassword'],
} as const satisfies ShownInForm;

/**
 * The signed-in customer's own data. Every route acts on the session's user (401 without one),
 * and every tag here is one the shared auth API drops on sign-in and sign-out.
 */
export const profileApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** `GET order`: the customer's orders, newest first. */
    getOrders: build.query<OrderPage, OrdersArgs>({
      query: (params) => ({ url: 'order', params }),
      providesTags: ['Order'],
    }),
    getPersonalData: build.query<User, void>({
      query: () => 'user/personal-data',
      providesTags: ['User'],
    }),
    /** Saves the details; the header and every page read the answer from the auth slice. */
    updatePersonalData: build.mutation<User, PersonalData>({
      query: (body) => ({ url: 'user/personal-data', method: 'PUT', body }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data: user } = await queryFulfilled.catch(() => ({ data: null }));
        if (!user) return;
        dispatch(userSet(user));
        dispatch(profileApi.util.upsertQueryData('getPersonalData', undefined, user));
      },
    }),
    /** `PUT user/password`: 204; 400 USER_PASSWORD_INCORRECT when the current one is wrong. */
    changePassword: build.mutation<void, PasswordChangeInput>({
      query: (body) => ({ url: 'user/password', method: 'PUT', body }),
      extraOptions: { shownInForm: PASSWORD_FORM_ERRORS },
    }),
    /** `GET user/favorites`: the products as catalog cards, the last added first. */
    getFavorites: build.query<ProductSummary[], { lang: Language }>({
      query: (params) => ({ url: 'user/favorites', params }),
      providesTags: ['Favorite'],
    }),
    /**
     * `GET product/cards`: a guest's favorites kept on the device as catalog cards, in the
     * device's order (`ids` comma-separated); products the shop no longer shows are left out.
     */
    getDeviceFavorites: build.query<ProductSummary[], { ids: string; lang: Language }>({
      query: (params) => ({ url: 'product/cards', params }),
    }),
    /** Marks the product at once, and takes the mark back when the shop refuses. */
    addFavorite: build.mutation<FavoriteProducts, string>({
      query: (productId) => ({
        url: `user/favorites/${encodeURIComponent(productId)}`,
        method: 'POST',
      }),
      async onQueryStarted(productId, { dispatch, queryFulfilled }) {
        dispatch(favoriteAdded(productId));
        await queryFulfilled.catch(() => dispatch(favoriteRemoved(productId)));
      },
      // The list of favorites gains a card it cannot draw without the product: fetch it again.
      invalidatesTags: (result) => (result ? ['Favorite'] : []),
    }),
    /** Unmarks the product and drops its card from every loaded list at once; undone on failure. */
    removeFavorite: build.mutation<FavoriteProducts, string>({
      query: (productId) => ({
        url: `user/favorites/${encodeURIComponent(productId)}`,
        method: 'DELETE',
      }),
      async onQueryStarted(productId, { dispatch, getState, queryFulfilled }) {
        const patches = profileApi.util
          .selectCachedArgsForQuery(getState(), 'getFavorites')
          .map((args) =>
            dispatch(
              profileApi.util.updateQueryData('getFavorites', args, (products) =>
                products.filter((product) => product.id !== productId),
              ),
            ),
          );
        // Last: RTK Query tells subscribers of its patches a frame later, this action at once.
        dispatch(favoriteRemoved(productId));
        await queryFulfilled.catch(() => {
          dispatch(favoriteAdded(productId));
          for (const patch of patches) patch.undo();
        });
      },
    }),
    /** `GET promo-code`: the customer's codes with their state. */
    getPromoCodes: build.query<CustomerPromoCode[], void>({
      query: () => 'promo-code',
      providesTags: ['PromoCode'],
    }),
  }),
});

export const {
  useGetOrdersQuery,
  useGetPersonalDataQuery,
  useUpdatePersonalDataMutation,
  useChangePasswordMutation,
  useGetFavoritesQuery,
  useGetDeviceFavoritesQuery,
  useAddFavoriteMutation,
  useRemoveFavoriteMutation,
  useGetPromoCodesQuery,
} = profileApi;
