import {
  selectCurrency,
  selectStore,
  type PagePrefetchContext,
  type ProductQuery,
  type ProductSort,
} from '@storefront/shared';
import { catalogApi, categoryApi } from '../../api/catalog-api';
import { listingQuery, readListingParams } from './listing-params';

export interface ListingKind {
  /** A category listing's category. */
  category?: string;
  /** Fixed filters of the ready-made lists. */
  preset?: Pick<ProductQuery, 'featured' | 'discounted'>;
  defaultSort?: ProductSort;
  /** Whether the category select is offered (all products and category listings). */
  withCategory?: boolean;
}

/** The products query of a listing: its URL's filters, sort and page, and its fixed filters. */
export function productsQueryOf(
  search: URLSearchParams,
  kind: ListingKind,
  context: Pick<Parameters<typeof listingQuery>[1], 'lang' | 'currency' | 'currencies'>,
): ProductQuery {
  const state = readListingParams(search, kind.defaultSort);
  return { ...listingQuery(state, { ...context, category: kind.category }), ...kind.preset };
}

/** Asks for what a listing shows: its products, and the brands and categories its filters offer. */
export function prefetchListing(
  { dispatch, getState, lang, search }: PagePrefetchContext,
  kind: ListingKind,
): void {
  const state = getState();
  const query = productsQueryOf(search, kind, {
    lang,
    currency: selectCurrency(state),
    currencies: selectStore(state).currency,
  });
  dispatch(catalogApi.util.prefetch('getProducts', query, {}));
  dispatch(catalogApi.util.prefetch('getBrands', undefined, {}));
  if (kind.withCategory) dispatch(categoryApi.util.prefetch('getCategories', lang, {}));
}
