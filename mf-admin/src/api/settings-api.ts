import { baseApi } from '@storefront/shared';
import type {
  ContactInfoSettingsUpdate,
  ContactInfoSettingsView,
  DeliverySettingsUpdate,
  DeliverySettingsView,
  MainInfoSettingsUpdate,
  MainInfoSettingsView,
  ScheduleSettingsUpdate,
  ScheduleSettingsView,
  StorePicture,
} from '@storefront/shared/admin';

/** A save over a newer version is the form's to say (who, when, what), not a toast. */
const shownInForm = { codes: ['ENTITY_ACTION_NOT_ALLOWED'] } as const;

/** The main info's form also says a main language the storefront is not offered in. */
const mainInfoShownInForm = {
  codes: ['ENTITY_ACTION_NOT_ALLOWED', 'STORE_NO_LANGUAGES_AVAILABLE'],
  fields: ['section.languageCode'],
} as const;

/** A picture's refusal is said beside it (its format, its size, a newer version). */
const pictureShownInForm = {
  codes: ['ENTITY_ACTION_NOT_ALLOWED', 'IMAGE_UPLOAD_FAILED', 'FETCH_ERROR'],
} as const;

/** A change's answer replaces what its section's query holds. */
const keepingAnswerOf =
  (
    query:
      | 'getMainInfoSettings'
      | 'getDeliverySettings'
      | 'getScheduleSettings'
      | 'getContactInfoSettings',
  ) =>
  async (
    _body: unknown,
    {
      dispatch,
      queryFulfilled,
    }: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<{ data: unknown }> },
  ) => {
    const { data } = await queryFulfilled.catch(() => ({ data: null }));
    if (data) dispatch(settingsApi.util.upsertQueryData(query, undefined, data as never));
  };

/**
 * The store's settings, a section at a time (`admin/settings/<section>`). A save answers the
 * section as it is now, with its new version, which replaces what was read.
 */
export const settingsApi = baseApi
  .enhanceEndpoints({
    addTagTypes: [
      'MainInfoSettings',
      'DeliverySettings',
      'ScheduleSettings',
      'ContactInfoSettings',
    ],
  })
  .injectEndpoints({
    endpoints: (build) => ({
      getMainInfoSettings: build.query<MainInfoSettingsView, void>({
        query: () => 'admin/settings/main-info',
        providesTags: ['MainInfoSettings'],
      }),
      saveMainInfoSettings: build.mutation<MainInfoSettingsView, MainInfoSettingsUpdate>({
        query: (body) => ({ url: 'admin/settings/main-info', method: 'PUT', body }),
        extraOptions: { shownInForm: mainInfoShownInForm },
        onQueryStarted: keepingAnswerOf('getMainInfoSettings'),
      }),
      /** The logo or the favicon from a file (its bytes as they are), over the main info's version. */
      setStorePicture: build.mutation<
        MainInfoSettingsView,
        { picture: StorePicture; version: number; file: File }
      >({
        query: ({ picture, version, file }) => ({
          url: `admin/settings/main-info/${picture}`,
          method: 'POST',
          params: { version },
          headers: { 'content-type': file.type || 'application/octet-stream' },
          body: file,
        }),
        extraOptions: { shownInForm: pictureShownInForm },
        onQueryStarted: keepingAnswerOf('getMainInfoSettings'),
      }),
      removeStorePicture: build.mutation<
        MainInfoSettingsView,
        { picture: StorePicture; version: number }
      >({
        query: ({ picture, version }) => ({
          url: `admin/settings/main-info/${picture}`,
          method: 'DELETE',
          params: { version },
        }),
        extraOptions: { shownInForm: pictureShownInForm },
        onQueryStarted: keepingAnswerOf('getMainInfoSettings'),
      }),
      getDeliverySettings: build.query<DeliverySettingsView, void>({
        query: () => 'admin/settings/delivery',
        providesTags: ['DeliverySettings'],
      }),
      saveDeliverySettings: build.mutation<DeliverySettingsView, DeliverySettingsUpdate>({
        query: (body) => ({ url: 'admin/settings/delivery', method: 'PUT', body }),
        extraOptions: { shownInForm },
        onQueryStarted: keepingAnswerOf('getDeliverySettings'),
      }),
      getScheduleSettings: build.query<ScheduleSettingsView, void>({
        query: () => 'admin/settings/schedule',
        providesTags: ['ScheduleSettings'],
      }),
      saveScheduleSettings: build.mutation<ScheduleSettingsView, ScheduleSettingsUpdate>({
        query: (body) => ({ url: 'admin/settings/schedule', method: 'PUT', body }),
        extraOptions: { shownInForm },
        onQueryStarted: keepingAnswerOf('getScheduleSettings'),
      }),
      getContactInfoSettings: build.query<ContactInfoSettingsView, void>({
        query: () => 'admin/settings/contact-info',
        providesTags: ['ContactInfoSettings'],
      }),
      saveContactInfoSettings: build.mutation<ContactInfoSettingsView, ContactInfoSettingsUpdate>({
        query: (body) => ({ url: 'admin/settings/contact-info', method: 'PUT', body }),
        extraOptions: { shownInForm },
        onQueryStarted: keepingAnswerOf('getContactInfoSettings'),
      }),
    }),
  });

export const {
  useGetMainInfoSettingsQuery,
  useSaveMainInfoSettingsMutation,
  useSetStorePictureMutation,
  useRemoveStorePictureMutation,
  useGetDeliverySettingsQuery,
  useSaveDeliverySettingsMutation,
  useGetScheduleSettingsQuery,
  useSaveScheduleSettingsMutation,
  useGetContactInfoSettingsQuery,
  useSaveContactInfoSettingsMutation,
} = settingsApi;
