import { LANGUAGES, baseApi, type ShownInForm } from '@storefront/shared';
import type {
  AdminBrand,
  AdminBrandList,
  AdminCategory,
  AdminCategoryList,
  BrandInput,
  CatalogRemoval,
  CatalogRemoved,
  CategoryInput,
} from '@storefront/shared/admin';

/** A form's own refusals: its fields, a slug taken, a save over a newer version. */
const shownInForm: ShownInForm = {
  codes: ['ENTITY_ACTION_NOT_ALLOWED', 'APP_CATEGORY_ALREADY_EXISTS', 'ENTITY_AlREADY_EXISTS'],
  fields: [
    'slug',
    'position',
    'country',
    'name',
    ...LANGUAGES.flatMap((lang) => [`name.${lang}`, `description.${lang}`]),
  ],
};

/** A removal's refusals are said in its dialog: products with nowhere to go, a target gone. */
const shownInRemoval: ShownInForm = {
  codes: ['ENTITY_ACTION_NOT_ALLOWED', 'APP_CATEGORY_NOT_FOUND', 'ENTITY_NOT_FOUND'],
  fields: ['moveTo'],
};

const removal = (path: string, { id, ...query }: CatalogRemoval & { id: string }) => ({
  url: `${path}/${encodeURIComponent(id)}`,
  method: 'DELETE',
  params: query,
});

/**
 * The back office's categories and brands (`admin/categories…`, `admin/brands…`), hidden ones
 * too. A write answers the record as it now is, which replaces the one read; any write drops the
 * lists (and the products', whose categories and brands it may have changed).
 */
export const catalogApi = baseApi
  .enhanceEndpoints({
    addTagTypes: ['AdminCategories', 'AdminCategory', 'AdminBrands', 'AdminBrand', 'AdminProducts'],
  })
  .injectEndpoints({
    endpoints: (build) => ({
      getAdminCategories: build.query<AdminCategoryList, void>({
        query: () => 'admin/categories',
        providesTags: ['AdminCategories'],
      }),
      getAdminCategory: build.query<AdminCategory, string>({
        query: (id) => `admin/categories/${encodeURIComponent(id)}`,
        providesTags: (_result, _error, id) => [{ type: 'AdminCategory', id }],
      }),
      createCategory: build.mutation<AdminCategory, CategoryInput>({
        query: (body) => ({ url: 'admin/categories', method: 'POST', body }),
        invalidatesTags: ['AdminCategories'],
        extraOptions: { shownInForm },
      }),
      saveCategory: build.mutation<
        AdminCategory,
        { id: string; body: CategoryInput & { version: number } }
      >({
        query: ({ id, body }) => ({ url: `admin/categories/${id}`, method: 'PUT', body }),
        invalidatesTags: ['AdminCategories', 'AdminProducts'],
        extraOptions: { shownInForm },
        async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
          const { data } = await queryFulfilled.catch(() => ({ data: null }));
          if (data) dispatch(catalogApi.util.upsertQueryData('getAdminCategory', id, data));
        },
      }),
      removeCategory: build.mutation<CatalogRemoved, CatalogRemoval & { id: string }>({
        query: (body) => removal('admin/categories', body),
        invalidatesTags: ['AdminCategories', 'AdminProducts'],
        extraOptions: { shownInForm: shownInRemoval },
      }),
      getAdminBrands: build.query<AdminBrandList, void>({
        query: () => 'admin/brands',
        providesTags: ['AdminBrands'],
      }),
      getAdminBrand: build.query<AdminBrand, string>({
        query: (id) => `admin/brands/${encodeURIComponent(id)}`,
        providesTags: (_result, _error, id) => [{ type: 'AdminBrand', id }],
      }),
      createBrand: build.mutation<AdminBrand, BrandInput>({
        query: (body) => ({ url: 'admin/brands', method: 'POST', body }),
        invalidatesTags: ['AdminBrands'],
        extraOptions: { shownInForm },
      }),
      saveBrand: build.mutation<AdminBrand, { id: string; body: BrandInput & { version: number } }>(
        {
          query: ({ id, body }) => ({ url: `admin/brands/${id}`, method: 'PUT', body }),
          invalidatesTags: ['AdminBrands', 'AdminProducts'],
          extraOptions: { shownInForm },
          async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
            const { data } = await queryFulfilled.catch(() => ({ data: null }));
            if (data) dispatch(catalogApi.util.upsertQueryData('getAdminBrand', id, data));
          },
        },
      ),
      removeBrand: build.mutation<CatalogRemoved, CatalogRemoval & { id: string }>({
        query: (body) => removal('admin/brands', body),
        invalidatesTags: ['AdminBrands', 'AdminProducts'],
        extraOptions: { shownInForm: shownInRemoval },
      }),
    }),
  });

export const {
  useGetAdminCategoriesQuery,
  useGetAdminCategoryQuery,
  useLazyGetAdminCategoryQuery,
  useCreateCategoryMutation,
  useSaveCategoryMutation,
  useRemoveCategoryMutation,
  useGetAdminBrandsQuery,
  useGetAdminBrandQuery,
  useLazyGetAdminBrandQuery,
  useCreateBrandMutation,
  useSaveBrandMutation,
  useRemoveBrandMutation,
} = catalogApi;
