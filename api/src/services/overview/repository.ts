import type { OrderStatus } from '@storefront/shared/core';
import { and, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { orders, products, stores } from '../../db/schema';

/** Orders by status, of the given statuses. */
export async function orderCountsByStatus(
  db: Database,
  statuses: readonly OrderStatus[],
): Promise<Partial<Record<OrderStatus, number>>> {
  const rows = await db
    .select({ status: orders.status, count: sql<number>`count(*)::int` })
    .from(orders)
    .where(inArray(orders.status, [...statuses]))
    .groupBy(orders.status);
  return Object.fromEntries(rows.map((row) => [row.status, row.count]));
}

/** Orders placed since midnight in the shop's time zone. */
export async function ordersSinceShopMidnight(db: Database): Promise<number> {
  const zone = sql`coalesce((select ${stores.mainInfo}->>'timeZone' from ${stores} limit 1), 'Europe/Warsaw')`;
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(orders)
    .where(
      sql`${orders.createdAt} >= (date_trunc('day', now() at time zone ${zone}) at time zone ${zone})`,
    );
  return row?.count ?? 0;
}

/** Visible products with no stock, and with some but at most `low`. */
export async function stockCounts(db: Database, low: number) {
  const [soldOut, running] = await Promise.all([
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(products)
      .where(and(eq(products.visible, true), eq(products.stock, 0))),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(products)
      .where(and(eq(products.visible, true), gt(products.stock, 0), lte(products.stock, low))),
  ]);
  return { outOfStock: soldOut[0]?.count ?? 0, lowStock: running[0]?.count ?? 0 };
}
