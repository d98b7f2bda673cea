import type { Category } from '../contracts/catalog';
import type { Language } from '../contracts/languages';
import { baseApi } from './base-api';

/** The categories, named in a language: the shell's navigation and the catalog's listings use them. */
export const categoryApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCategories: build.query<Category[], Language>({
      query: (lang) => ({ url: 'category', params: { lang } }),
    }),
  }),
});

export const { useGetCategoriesQuery } = categoryApi;
