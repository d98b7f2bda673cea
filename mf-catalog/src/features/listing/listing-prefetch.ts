import {
  selectCurrency,
  selectStore,
  validityAfterError,
  type PagePrefetchContext,
  type PageValidity,
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

/** The products query of the listing a page context opens. */
function contextQuery({ getState, lang, search }: PagePrefetchContext, kind: ListingKind) {
  const state = getState();
  return productsQueryOf(search, kind, {
    lang,
    currency: selectCurrency(state),
    currencies: selectStore(state).currency,
  });
}

/** Asks for what a listing shows: its products, and the brands and categories its filters offer. */
export function prefetchListing(context: PagePrefetchContext, kind: ListingKind): void {
  const { dispatch, lang } = context;
  dispatch(catalogApi.util.prefetch('getProducts', contextQuery(context, kind), {}));
  dispatch(catalogApi.util.prefetch('getBrands', undefined, {}));
  if (kind.withCategory) dispatch(categoryApi.util.prefetch('getCategories', lang, {}));
}

/**
 * Whether the listing's page exists: the first always does (an empty list says so); a later one
 * when the list reaches it. A page past the last, or deeper than the API pages at all (it refuses
 * the page), is a 404; an API that cannot answer gives its own status.
 */
export async function validateListing(
  context: PagePrefetchContext,
  kind: ListingKind,
): Promise<PageValidity> {
  const { page } = readListingParams(context.search, kind.defaultSort);
  if (page === 1) return true;
  const request = context.dispatch(
    catalogApi.endpoints.getProducts.initiate(contextQuery(context, kind)),
  );
  const { data, error } = await request;
  request.unsubscribe();
  if (!data) return validityAfterError(error);
  return page <= data.pages;
}
