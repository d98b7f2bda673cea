import type { StockMovementKind } from '@storefront/shared/admin';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { products, stockMovements } from '../../../db/schema';

export interface StockLine {
  productId: string;
  quantity: number;
}

/** Why the stock moves, for its record: the order that took or gave back the units. */
export interface StockReason {
  kind: Extract<StockMovementKind, 'ORDER' | 'CANCELLATION' | 'RESTORE'>;
  orderId: string;
  actorId: string | null;
}

/**
 * Every transaction that changes stock locks the products in id order, so two orders sharing
 * products never wait on each other in a cycle.
 */
const inIdOrder = (lines: readonly StockLine[]) =>
  [...lines].sort((a, b) => (a.productId < b.productId ? -1 : a.productId > b.productId ? 1 : 0));

type Moved = { productId: string; quantity: number; stockAfter: number };

async function recordMovements(tx: Database, moved: readonly Moved[], reason: StockReason) {
  if (moved.length === 0) return;
  await tx.insert(stockMovements).values(
    moved.map((line) => ({
      productId: line.productId,
      kind: reason.kind,
      quantity: line.quantity,
      stockAfter: line.stockAfter,
      orderId: reason.orderId,
      actorId: reason.actorId,
      // The moment of the change, taken while the product's row is locked, so a product's
      // movements are in the order their changes were made (as the stock records' own are).
      createdAt: sql`clock_timestamp()`,
    })),
  );
}

/**
 * Takes the lines' units out of stock, each with one conditional update (never below zero, so
 * concurrent orders cannot oversell), records each change, and answers the ids of the products
 * that had too few. Inside a transaction: when any is short, the caller rolls the whole order
 * back (its records with it).
 */
export async function takeStock(
  tx: Database,
  lines: readonly StockLine[],
  reason: StockReason,
): Promise<string[]> {
  const short: string[] = [];
  const moved: Moved[] = [];
  for (const line of inIdOrder(lines)) {
    const [taken] = await tx
      .update(products)
      .set({ stock: sql`${products.stock} - ${line.quantity}` })
      .where(and(eq(products.id, line.productId), gte(products.stock, line.quantity)))
      .returning({ stock: products.stock });
    if (taken) moved.push({ ...line, quantity: -line.quantity, stockAfter: taken.stock });
    else short.push(line.productId);
  }
  if (short.length === 0) await recordMovements(tx, moved, reason);
  return short;
}

/** Puts the lines' units back in stock (a cancelled order), recording each change. */
export async function returnStock(
  tx: Database,
  lines: readonly StockLine[],
  reason: StockReason,
): Promise<void> {
  const moved: Moved[] = [];
  for (const line of inIdOrder(lines)) {
    const [back] = await tx
      .update(products)
      .set({ stock: sql`${products.stock} + ${line.quantity}` })
      .where(eq(products.id, line.productId))
      .returning({ stock: products.stock });
    if (back) moved.push({ ...line, stockAfter: back.stock });
  }
  await recordMovements(tx, moved, reason);
}
