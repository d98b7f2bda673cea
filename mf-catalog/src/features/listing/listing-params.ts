import {
  PAGE_SIZE,
  PRODUCT_SORTS,
  toMainMinorUnits,
  type CurrencyCode,
  type Language,
  type ProductQuery,
  type ProductSort,
  type StoreCurrencies,
} from '@storefront/shared';

/** A listing's filters, sort and page as they stand in the URL, so a reload or a link keeps them. */
export interface ListingState {
  q: string;
  brand: string;
  /** Price bounds in whole units of the visitor's currency, as typed. */
  min: string;
  max: string;
  inStock: boolean;
  sort: ProductSort;
  page: number;
}

export const DEFAULT_SORT: ProductSort = 'newest';

const wholeNumber = (value: string | null) => (value && /^\d{1,7}$/.test(value) ? value : '');

export function readListingParams(
  params: URLSearchParams,
  defaultSort: ProductSort = DEFAULT_SORT,
): ListingState {
  const sort = params.get('sort');
  const page = Number(params.get('page'));
  return {
    q: params.get('q')?.slice(0, 100) ?? '',
    brand: params.get('brand') ?? '',
    min: wholeNumber(params.get('min')),
    max: wholeNumber(params.get('max')),
    inStock: params.get('stock') === '1',
    sort: (PRODUCT_SORTS as readonly string[]).includes(sort ?? '')
      ? (sort as ProductSort)
      : defaultSort,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The URL query of a state; defaults are left out, so the plain listing has a plain URL. */
export function writeListingParams(
  state: ListingState,
  defaultSort: ProductSort = DEFAULT_SORT,
): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q.trim()) params.set('q', state.q.trim());
  if (state.brand) params.set('brand', state.brand);
  if (state.min) params.set('min', state.min);
  if (state.max) params.set('max', state.max);
  if (state.inStock) params.set('stock', '1');
  if (state.sort !== defaultSort) params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** A change of filters starts again at page 1; a change of page keeps the filters. */
export function changeListing(state: ListingState, patch: Partial<ListingState>): ListingState {
  return { ...state, page: 1, ...patch };
}

/** The API query of a listing state, prices converted to minor units of the main currency. */
export function listingQuery(
  state: ListingState,
  context: {
    lang: Language;
    category?: string;
    currency: CurrencyCode;
    currencies: StoreCurrencies;
  },
): ProductQuery {
  const minor = (value: string) =>
    value ? toMainMinorUnits(Number(value), context.currency, context.currencies) : undefined;
  return {
    lang: context.lang,
    category: context.category,
    brand: state.brand || undefined,
    q: state.q.trim() || undefined,
    minPrice: minor(state.min),
    maxPrice: minor(state.max),
    inStock: state.inStock || undefined,
    sort: state.sort,
    page: state.page,
    limit: PAGE_SIZE,
  };
}

/** How many filters narrow the listing (the sort and the page do not). */
export function activeFilterCount(state: ListingState): number {
  return [state.q.trim(), state.brand, state.min, state.max, state.inStock].filter(Boolean).length;
}
