import {
  productSeoInput,
  selectStore,
  validityAfterError,
  type PageModule,
  type PageProps,
} from '@storefront/shared';
import { catalogApi, useGetProductQuery } from '../../api/catalog-api';
import { ProductView } from '../../features/product/product-view';

function ProductPage({ lang, params }: PageProps) {
  const { data } = useGetProductQuery({ slug: params.slug!, lang });
  return data ? <ProductView product={data} lang={lang} /> : null;
}

/**
 * The product page. A slug the catalog does not have, or a category segment that is not the
 * product's, fails the validity check (404 'Page not found'); an API that cannot answer fails it
 * with its own status.
 */
export const productPage: PageModule = {
  Component: ProductPage,
  head: ({ state, lang, params, origin }) => {
    const product = catalogApi.endpoints.getProduct.select({ slug: params.slug!, lang })(
      state,
    ).data;
    return product ? productSeoInput(selectStore(state), product, lang, origin) : {};
  },
  prefetch: ({ dispatch, lang, params }) =>
    dispatch(catalogApi.util.prefetch('getProduct', { slug: params.slug!, lang }, {})),
  validate: async ({ dispatch, lang, params }) => {
    const request = dispatch(
      catalogApi.endpoints.getProduct.initiate({ slug: params.slug!, lang }),
    );
    const { data, error } = await request;
    request.unsubscribe();
    if (!data) return validityAfterError(error);
    return data.category.slug === params.category;
  },
};
