import { baseApi } from '@storefront/shared';
import type {
  DeliverySettingsUpdate,
  DeliverySettingsView,
  ScheduleSettingsUpdate,
  ScheduleSettingsView,
  SeoSettingsUpdate,
  SeoSettingsView,
} from '@storefront/shared/admin';

/** A save over a newer version is the form's to say (who, when, what), not a toast. */
const shownInForm = { codes: ['ENTITY_ACTION_NOT_ALLOWED'] } as const;

/**
 * The store's settings, a section at a time (`admin/settings/<section>`). A save answers the
 * section as it is now, with its new version, which replaces what was read.
 */
export const settingsApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['DeliverySettings', 'ScheduleSettings', 'SeoSettings'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getDeliverySettings: build.query<DeliverySettingsView, void>({
        query: () => 'admin/settings/delivery',
        providesTags: ['DeliverySettings'],
      }),
      saveDeliverySettings: build.mutation<DeliverySettingsView, DeliverySettingsUpdate>({
        query: (body) => ({ url: 'admin/settings/delivery', method: 'PUT', body }),
        extraOptions: { shownInForm },
        async onQueryStarted(_body, { dispatch, queryFulfilled }) {
          const { data } = await queryFulfilled.catch(() => ({ data: null }));
          if (data)
            dispatch(settingsApi.util.upsertQueryData('getDeliverySettings', undefined, data));
        },
      }),
      getScheduleSettings: build.query<ScheduleSettingsView, void>({
        query: () => 'admin/settings/schedule',
        providesTags: ['ScheduleSettings'],
      }),
      saveScheduleSettings: build.mutation<ScheduleSettingsView, ScheduleSettingsUpdate>({
        query: (body) => ({ url: 'admin/settings/schedule', method: 'PUT', body }),
        extraOptions: { shownInForm },
        async onQueryStarted(_body, { dispatch, queryFulfilled }) {
          const { data } = await queryFulfilled.catch(() => ({ data: null }));
          if (data)
            dispatch(settingsApi.util.upsertQueryData('getScheduleSettings', undefined, data));
        },
      }),
      getSeoSettings: build.query<SeoSettingsView, void>({
        query: () => 'admin/settings/seo',
        providesTags: ['SeoSettings'],
      }),
      saveSeoSettings: build.mutation<SeoSettingsView, SeoSettingsUpdate>({
        query: (body) => ({ url: 'admin/settings/seo', method: 'PUT', body }),
        extraOptions: { shownInForm },
        async onQueryStarted(_body, { dispatch, queryFulfilled }) {
          const { data } = await queryFulfilled.catch(() => ({ data: null }));
          if (data) dispatch(settingsApi.util.upsertQueryData('getSeoSettings', undefined, data));
        },
      }),
    }),
  });

export const {
  useGetDeliverySettingsQuery,
  useSaveDeliverySettingsMutation,
  useGetScheduleSettingsQuery,
  useSaveScheduleSettingsMutation,
  useGetSeoSettingsQuery,
  useSaveSeoSettingsMutation,
} = settingsApi;
