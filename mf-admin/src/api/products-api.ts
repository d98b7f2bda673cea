import {
  LANGUAGES,
  baseApi,
  type Brand,
  type Language,
  type ShownInForm,
} from '@storefront/shared';
import type {
  AdminProduct,
  AdminProductFilters,
  AdminProductPage,
  ProductImagesInput,
  ProductInput,
} from '@storefront/shared/admin';

export interface AdminProductsQuery extends AdminProductFilters {
  lang: Language;
  page: number;
}

/** What a saved form answers with; the form says its own refusals (fields, slug, conflict). */
const shownInForm: ShownInForm = {
  codes: ['ENTITY_ACTION_NOT_ALLOWED', 'PRODUCT_ALREADY_EXISTS', 'PRODUCT_IMAGE_REQUIRED'],
  fields: [
    'slug',
    'category',
    'brand',
    'price',
    'salePrice',
    ...LANGUAGES.flatMap((lang) => [`texts.${lang}.name`, `texts.${lang}.description`]),
  ],
};

/** A picture's refusals are said beside its file, and a change over a newer version above all. */
const shownWithPictures: ShownInForm = {
  codes: [
    'IMAGE_UPLOAD_FAILED',
    'ENTITY_ACTION_NOT_ALLOWED',
    'PRODUCT_IMAGE_REQUIRED',
    'ENTITY_BAD_REQUEST',
    'FETCH_ERROR',
  ],
};

/**
 * The back office's products (`admin/products…`): the list, a product's form and its pictures.
 * Every write answers the product as it now is, which replaces the one read.
 */
export const productsApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['AdminProducts', 'AdminProduct', 'Brands'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getAdminProducts: build.query<AdminProductPage, AdminProductsQuery>({
        query: (params) => ({ url: 'admin/products', params }),
        providesTags: ['AdminProducts'],
      }),
      getAdminProduct: build.query<AdminProduct, string>({
        query: (id) => `admin/products/${encodeURIComponent(id)}`,
        providesTags: (_result, _error, id) => [{ type: 'AdminProduct', id }],
      }),
      getBrands: build.query<Brand[], void>({ query: () => 'brand', providesTags: ['Brands'] }),
      createProduct: build.mutation<AdminProduct, ProductInput>({
        query: (body) => ({ url: 'admin/products', method: 'POST', body }),
        invalidatesTags: ['AdminProducts'],
        extraOptions: { shownInForm },
      }),
      saveProduct: build.mutation<
        AdminProduct,
        { id: string; body: ProductInput & { version: number } }
      >({
        query: ({ id, body }) => ({ url: `admin/products/${id}`, method: 'PUT', body }),
        invalidatesTags: ['AdminProducts'],
        extraOptions: { shownInForm },
        onQueryStarted: keepAnswer,
      }),
      uploadPicture: build.mutation<AdminProduct, { id: string; version: number; file: File }>({
        query: ({ id, version, file }) => ({
          url: `admin/products/${id}/images`,
          method: 'POST',
          params: { version },
          // The bytes as they are: the API reads what they are from them, not from the name.
          headers: { 'content-type': file.type || 'application/octet-stream' },
          body: file,
        }),
        invalidatesTags: ['AdminProducts'],
        extraOptions: { shownInForm: shownWithPictures },
        onQueryStarted: keepAnswer,
      }),
      arrangePictures: build.mutation<AdminProduct, { id: string; body: ProductImagesInput }>({
        query: ({ id, body }) => ({ url: `admin/products/${id}/images`, method: 'PUT', body }),
        invalidatesTags: ['AdminProducts'],
        extraOptions: { shownInForm: shownWithPictures },
        onQueryStarted: keepAnswer,
      }),
      removePicture: build.mutation<AdminProduct, { id: string; imageId: string; version: number }>(
        {
          query: ({ id, imageId, version }) => ({
            url: `admin/products/${id}/images/${imageId}`,
            method: 'DELETE',
            params: { version },
          }),
          invalidatesTags: ['AdminProducts'],
          extraOptions: { shownInForm: shownWithPictures },
          onQueryStarted: keepAnswer,
        },
      ),
    }),
  });

/** A write's answer is the product as it now is: it replaces the one read, without asking again. */
async function keepAnswer(
  { id }: { id: string },
  {
    dispatch,
    queryFulfilled,
  }: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<{ data: AdminProduct }> },
) {
  try {
    const { data } = await queryFulfilled;
    dispatch(productsApi.util.upsertQueryData('getAdminProduct', id, data));
  } catch {
    // A refusal changes nothing: the form says it.
  }
}

export const {
  useGetAdminProductsQuery,
  useGetAdminProductQuery,
  useLazyGetAdminProductQuery,
  useGetBrandsQuery,
  useCreateProductMutation,
  useSaveProductMutation,
  useUploadPictureMutation,
  useArrangePicturesMutation,
  useRemovePictureMutation,
} = productsApi;
