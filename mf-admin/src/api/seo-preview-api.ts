import { baseApi, type Language, type ProductDetail, type ProductPage } from '@storefront/shared';

/** How many products the SEO preview offers for the words typed. */
export const PREVIEW_PRODUCTS = 20;

/**
 * The catalog as shoppers read it, for the SEO templates' preview: the products a search finds,
 * and a product in a language, as the storefront's product page gets it.
 */
export const seoPreviewApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPreviewProducts: build.query<ProductPage, { lang: Language; q: string }>({
      query: ({ lang, q }) => ({
        url: 'product',
        params: { lang, sort: 'name', limit: PREVIEW_PRODUCTS, ...(q ? { q } : {}) },
      }),
    }),
    getPreviewProduct: build.query<ProductDetail, { slug: string; lang: Language }>({
      query: ({ slug, lang }) => ({ url: `product/${encodeURIComponent(slug)}`, params: { lang } }),
    }),
  }),
});

export const { useGetPreviewProductsQuery, useGetPreviewProductQuery } = seoPreviewApi;
