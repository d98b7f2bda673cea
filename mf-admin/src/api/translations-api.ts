import { baseApi, type ShownInForm } from '@storefront/shared';
import type {
  TranslationFilter,
  TranslationPage,
  TranslationSave,
  TranslationSaveResult,
} from '@storefront/shared/admin';

/** The editor says its own refusals: beside the texts, or in its result. */
const shownInForm: ShownInForm = {
  codes: ['ENTITY_ACTION_NOT_ALLOWED', 'ENTITY_BAD_REQUEST', 'LOCALE_NOT_FOUND'],
};

/**
 * The translations page (`admin/translations`): the texts a language lacks or has outdated, and
 * many saved at once. A save changes products, so their lists and forms are read again too.
 */
export const translationsApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['Translations', 'AdminProducts', 'AdminProduct'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getTranslations: build.query<TranslationPage, TranslationFilter>({
        query: (params) => ({ url: 'admin/translations', params }),
        providesTags: ['Translations'],
        // What is missing changes with every text anyone saves anywhere: read it when shown.
        keepUnusedDataFor: 0,
      }),
      saveTranslations: build.mutation<TranslationSaveResult, TranslationSave>({
        query: (body) => ({ url: 'admin/translations', method: 'POST', body }),
        invalidatesTags: (result) => [
          'Translations',
          'AdminProducts',
          ...(result?.records ?? [])
            .filter((record) => record.kind === 'product')
            .map((record) => ({ type: 'AdminProduct' as const, id: record.id })),
        ],
        extraOptions: { shownInForm },
      }),
    }),
  });

export const { useGetTranslationsQuery, useSaveTranslationsMutation } = translationsApi;
