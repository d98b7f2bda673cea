import {
  baseApi,
  withPaging,
  type Brand,
  type Language,
  type ProductDetail,
  type ProductPage,
  type ProductQuery,
} from '@storefront/shared';

export type ProductList = 'featured' | 'latest' | 'discount';

/** Drops the parameters that are not set, so equal queries share one cache entry. */
function params(query: object): Record<string, string | number | boolean> {
  return Object.fromEntries(
    Object.entries(query).filter(
      ([, value]) => value !== undefined && value !== '' && value !== false,
    ),
  );
}

export const catalogApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getProducts: build.query<ProductPage, ProductQuery>({
      query: (query) => ({ url: 'product', params: params(withPaging(query)) }),
      providesTags: ['Product'],
    }),
    getProductList: build.query<
      ProductPage,
      { list: ProductList; lang: Language; page?: number; limit?: number }
    >({
      query: ({ list, ...query }) => ({
        url: `product/${list}`,
        params: params(withPaging(query)),
      }),
      providesTags: ['Product'],
    }),
    getProduct: build.query<ProductDetail, { slug: string; lang: Language }>({
      query: ({ slug, lang }) => ({ url: `product/${encodeURIComponent(slug)}`, params: { lang } }),
      providesTags: (_result, _error, { slug }) => [{ type: 'Product', id: slug }],
    }),
    getBrands: build.query<Brand[], void>({
      query: () => 'brand',
    }),
  }),
});

export { categoryApi, useGetCategoriesQuery } from '@storefront/shared';

export const {
  useGetProductsQuery,
  useGetProductListQuery,
  useGetProductQuery,
  useGetBrandsQuery,
} = catalogApi;
