import type { Database } from '../../db/database';
import { setDiscountPrices } from './repository';

/**
 * Keeps each product's discount price (what every storefront read and an order's price use) in
 * line with what gives it: the product's own sale price, and the running promotions of the
 * product or its category. Called in the transaction of every write that changes one of those;
 * answers the ids of the products whose price changed (their pages and the listings are stale).
 */
export function applyProductPrices(
  tx: Database,
  productIds: readonly string[] | 'all',
): Promise<string[]> {
  if (productIds !== 'all' && productIds.length === 0) return Promise.resolve([]);
  return setDiscountPrices(tx, productIds);
}
