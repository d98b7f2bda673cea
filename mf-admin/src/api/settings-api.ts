import { baseApi } from '@storefront/shared';
import type { DeliverySettingsUpdate, DeliverySettingsView } from '@storefront/shared/admin';

/**
 * The store's settings, a section at a time (`admin/settings/<section>`). A save answers the
 * section as it is now, with its new version, which replaces what was read.
 */
export const settingsApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['DeliverySettings'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getDeliverySettings: build.query<DeliverySettingsView, void>({
        query: () => 'admin/settings/delivery',
        providesTags: ['DeliverySettings'],
      }),
      saveDeliverySettings: build.mutation<DeliverySettingsView, DeliverySettingsUpdate>({
        query: (body) => ({ url: 'admin/settings/delivery', method: 'PUT', body }),
        // A save over a newer version is the form's to say (who, when, what), not a toast.
        extraOptions: { shownInForm: { codes: ['ENTITY_ACTION_NOT_ALLOWED'] } },
        async onQueryStarted(_body, { dispatch, queryFulfilled }) {
          const { data } = await queryFulfilled.catch(() => ({ data: null }));
          if (data)
            dispatch(settingsApi.util.upsertQueryData('getDeliverySettings', undefined, data));
        },
      }),
    }),
  });

export const { useGetDeliverySettingsQuery, useSaveDeliverySettingsMutation } = settingsApi;
