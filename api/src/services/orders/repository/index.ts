import type { OrderStatus } from '@storefront/shared/core';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { uniqueViolationOf } from '../../../db/database-errors';
import type { Database } from '../../../db/database';
import { orderItems, orderStatusHistory, orders, users } from '../../../db/schema';

export * from './admin-list';
export * from './checkout';
export * from './stock';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrderRow = typeof orders.$inferInsert;
export type ItemRow = typeof orderItems.$inferSelect;

export async function orderById(db: Database, id: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
  return row;
}

export async function orderByNumber(db: Database, number: number): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.number, number)).limit(1);
  return row;
}

/** The newest order (an email template's preview shows it when no number is given). */
export async function latestOrder(db: Database): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .orderBy(desc(orders.createdAt), desc(orders.number))
    .limit(1);
  return row;
}

export async function orderByIdempotencyKey(
  db: Database,
  key: string,
): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.idempotencyKey, key)).limit(1);
  return row;
}

/** A page of a customer's orders, newest first, and how many they have in all. */
export async function pageOfOrdersOf(
  db: Database,
  userId: string,
  { limit, offset }: { limit: number; offset: number },
): Promise<{ rows: OrderRow[]; total: number }> {
  const mine = eq(orders.userId, userId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(mine)
      .orderBy(desc(orders.createdAt), desc(orders.number))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(orders).where(mine),
  ]);
  return { rows, total: Number(total?.value ?? 0) };
}

export async function insertOrder(db: Database, row: NewOrderRow): Promise<OrderRow> {
  const [order] = await db.insert(orders).values(row).returning();
  return order!;
}

/** Whether `error` is an insert refused because another order has its Idempotency-Key. */
export const isIdempotencyKeyTaken = (error: unknown) =>
  uniqueViolationOf(error) === 'orders_idempotency_key_unique';

export async function insertOrderItems(
  db: Database,
  items: (typeof orderItems.$inferInsert)[],
): Promise<void> {
  await db.insert(orderItems).values(items);
}

export async function insertStatusChange(
  db: Database,
  change: typeof orderStatusHistory.$inferInsert,
): Promise<void> {
  await db.insert(orderStatusHistory).values(change);
}

/**
 * Moves an order from `from` to `to`, only if its status is still `from` and its version still
 * `version` (a conditional update), raising the version; undefined when it is not.
 */
export async function moveOrderStatus(
  db: Database,
  orderId: string,
  { from, to, now, version }: { from: OrderStatus; to: OrderStatus; now: Date; version: number },
): Promise<OrderRow | undefined> {
  const [moved] = await db
    .update(orders)
    .set({ status: to, updatedAt: now, version: sql`${orders.version} + 1` })
    .where(and(eq(orders.id, orderId), eq(orders.status, from), eq(orders.version, version)))
    .returning();
  return moved;
}

/**
 * An order's status changes, oldest first, each with the account that made it (as it is now:
 * email, names, role), or none when it is gone or a guest placed the order.
 */
export function statusHistoryOf(db: Database, orderId: string) {
  return db
    .select({
      status: orderStatusHistory.status,
      note: orderStatusHistory.note,
      createdAt: orderStatusHistory.createdAt,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      role: users.role,
    })
    .from(orderStatusHistory)
    .leftJoin(users, eq(users.id, orderStatusHistory.changedBy))
    .where(eq(orderStatusHistory.orderId, orderId))
    .orderBy(asc(orderStatusHistory.createdAt));
}

/** What an order holds of each product, for its stock. */
export function quantitiesOf(db: Database, orderId: string) {
  return db
    .select({ productId: orderItems.productId, quantity: orderItems.quantity })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
}

/**
 * The orders' items and status history, in two queries whatever their number, one after the
 * other: the order emails read them inside a transaction, whose connection takes one at a time.
 */
export async function itemsAndHistoryOf(db: Database, ids: string[]) {
  const items = await db.select().from(orderItems).where(inArray(orderItems.orderId, ids));
  const changes = await db
    .select({
      orderId: orderStatusHistory.orderId,
      status: orderStatusHistory.status,
      createdAt: orderStatusHistory.createdAt,
    })
    .from(orderStatusHistory)
    .where(inArray(orderStatusHistory.orderId, ids))
    // A change is stored later than the one before it (see changeOrderStatus); the enum's order
    // breaks ties of the same instant written before that rule.
    .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.status));
  return { items, changes };
}
