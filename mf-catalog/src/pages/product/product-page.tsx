import {
  productSeoInput,
  selectStore,
  useAppSelector,
  type PageModule,
  type PageProps,
  type SeoInput,
} from '@storefront/shared';
import { catalogApi, useGetProductQuery } from '../../api/catalog-api';
import { ProductView } from '../../features/product/product-view';

function ProductPage({ lang, params }: PageProps) {
  const { data } = useGetProductQuery({ slug: params.slug!, lang });
  return data ? <ProductView product={data} lang={lang} /> : null;
}

function useProductSeo({ lang, params }: PageProps): SeoInput {
  const store = useAppSelector(selectStore);
  const { data } = useGetProductQuery({ slug: params.slug!, lang });
  return data ? productSeoInput(store, data, lang, window.location.origin) : {};
}

/**
 * The product page. A slug the catalog does not have, or a category segment that is not the
 * product's, fails the validity check (404 'Page Not Found').
 */
export const productPage: PageModule = {
  Component: ProductPage,
  useSeo: useProductSeo,
  prefetch: ({ dispatch, lang, params }) =>
    dispatch(catalogApi.util.prefetch('getProduct', { slug: params.slug!, lang }, {})),
  validate: async ({ dispatch, lang, params }) => {
    const request = dispatch(
      catalogApi.endpoints.getProduct.initiate({ slug: params.slug!, lang }),
    );
    const { data } = await request;
    request.unsubscribe();
    return data?.category.slug === params.category;
  },
};
