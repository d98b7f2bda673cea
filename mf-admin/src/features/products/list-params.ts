import { LANGUAGES, type Language } from '@storefront/shared';
import type { AdminProductFilters } from '@storefront/shared/admin';

/** The product list's state as its address holds it: the filters and the page. */
export interface ProductListState extends AdminProductFilters {
  page: number;
}

const flag = (value: string | null) =>
  value === 'true' ? true : value === 'false' ? false : undefined;

const text = (value: string | null) => (value?.trim() ? value.trim().slice(0, 100) : undefined);

/** The list's state from the address (`?q=&category=&…&page=`); anything unknown is left out. */
export function readListParams(params: URLSearchParams): ProductListState {
  const missing = params.get('missing');
  const page = Number(params.get('page'));
  return {
    q: text(params.get('q')),
    category: text(params.get('category')),
    brand: text(params.get('brand')),
    inStock: flag(params.get('inStock')),
    discounted: flag(params.get('discounted')),
    hidden: flag(params.get('hidden')),
    missing:
      missing === 'any' || LANGUAGES.includes(missing as Language)
        ? (missing as Language | 'any')
        : undefined,
    page: Number.isInteger(page) && page > 1 && page <= 500 ? page : 1,
  };
}

/** The address's query for a state: only what is set, the first page left out. */
export function writeListParams(state: ProductListState): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(state)) {
    if (value === undefined || (key === 'page' && value === 1)) continue;
    params.set(key, String(value));
  }
  return params;
}

/** The filters set, for the API's query. */
export function filtersOf({ page: _page, ...filters }: ProductListState): AdminProductFilters {
  return Object.fromEntries(
    Object.entries(filters).filter(([, value]) => value !== undefined),
  ) as AdminProductFilters;
}
