import { LOW_STOCK } from '@storefront/shared/admin';
import type { OrderStatus } from '@storefront/shared/core';
import type { Database } from '../../db/database';
import { orderCountsByStatus, ordersSinceShopMidnight, stockCounts } from './repository';

/** The statuses of orders that still need a staff member's work. */
const TO_PROCESS: readonly OrderStatus[] = ['NEW', 'CONFIRMED', 'PACKED', 'SHIPPED'];

/** What the back office's first page shows: the work waiting, and the stock to look at. */
export async function readOverview(db: Database) {
  const [counts, ordersToday, stock] = await Promise.all([
    orderCountsByStatus(db, TO_PROCESS),
    ordersSinceShopMidnight(db),
    stockCounts(db, LOW_STOCK),
  ]);
  return { orders: counts, ordersToday, ...stock };
}
