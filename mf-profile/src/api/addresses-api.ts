import { baseApi, type SavedAddress, type ShownInForm } from '@storefront/shared';
import type { SavedAddressInput } from '@storefront/shared/schemas';

export interface SavedAddressChange {
  id: string;
  address: SavedAddressInput;
}

/** What the API refuses on a field (a postal code of another country, say) is said beside it. */
export const ADDRESS_FORM_ERRORS = {
  fields: ['street', 'city', 'postalCode', 'country'],
} as const satisfies ShownInForm;

/**
 * The signed-in customer's saved addresses. A change updates the loaded list with the shop's
 * answer, so nothing else is fetched again; signing in or out drops the list (the `User` tag).
 */
export const addressesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** `GET user/addresses`: the first saved first. */
    getSavedAddresses: build.query<SavedAddress[], void>({
      query: () => 'user/addresses',
      providesTags: ['User'],
    }),
    /** `POST user/addresses`: 201 and the address, its postal code written the country's way. */
    addSavedAddress: build.mutation<SavedAddress, SavedAddressInput>({
      query: (body) => ({ url: 'user/addresses', method: 'POST', body }),
      extraOptions: { shownInForm: ADDRESS_FORM_ERRORS },
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => null);
        if (!answer) return;
        dispatch(
          addressesApi.util.updateQueryData('getSavedAddresses', undefined, (list) => {
            list.push(answer.data);
          }),
        );
      },
    }),
    /** `PUT user/addresses/{id}`: 404 ENTITY_NOT_FOUND when it is gone. */
    updateSavedAddress: build.mutation<SavedAddress, SavedAddressChange>({
      query: ({ id, address }) => ({
        url: `user/addresses/${encodeURIComponent(id)}`,
        method: 'PUT',
        body: address,
      }),
      extraOptions: { shownInForm: ADDRESS_FORM_ERRORS },
      async onQueryStarted(_change, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => null);
        if (!answer) return;
        dispatch(
          addressesApi.util.updateQueryData('getSavedAddresses', undefined, (list) =>
            list.map((address) => (address.id === answer.data.id ? answer.data : address)),
          ),
        );
      },
    }),
    /** `DELETE user/addresses/{id}`: 204. */
    removeSavedAddress: build.mutation<void, string>({
      query: (id) => ({ url: `user/addresses/${encodeURIComponent(id)}`, method: 'DELETE' }),
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        if (!(await queryFulfilled.then(() => true).catch(() => false))) return;
        dispatch(
          addressesApi.util.updateQueryData('getSavedAddresses', undefined, (list) =>
            list.filter((address) => address.id !== id),
          ),
        );
      },
    }),
  }),
});

export const {
  useGetSavedAddressesQuery,
  useAddSavedAddressMutation,
  useUpdateSavedAddressMutation,
  useRemoveSavedAddressMutation,
} = addressesApi;
