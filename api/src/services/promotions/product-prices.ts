import type { Database } from '../../db/database';
import { CACHE_TAGS } from '../events/invalidation';
import { setDiscountPrices } from './repository';

/**
 * Keeps each product's discount price (what every storefront read and an order's price use) in
 * line with what gives it: the product's own sale price, and the running promotions of the
 * product or its category (PRODUCTS and CATEGORIES scopes), the lowest of them, at `now`. Called
 * in the transaction of every write that changes one of those (and by the promotions' clock when
 * a period starts or ends); answers the ids of the products whose price changed (their pages and
 * the listings are stale: see `priceTags`).
 */
export function applyProductPrices(
  tx: Database,
  productIds: readonly string[] | 'all',
  now: Date = new Date(),
): Promise<string[]> {
  if (productIds !== 'all' && productIds.length === 0) return Promise.resolve([]);
  return setDiscountPrices(tx, productIds, now);
}

/** The cache tags a change of these products' shown prices makes stale (none for none). */
export function priceTags(changed: readonly string[]): string[] {
  if (changed.length === 0) return [];
  return [CACHE_TAGS.listings, ...changed.map((id) => CACHE_TAGS.product(id))];
}
