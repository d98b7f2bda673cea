import { and, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { products } from '../../../db/schema';

export interface StockLine {
  productId: string;
  quantity: number;
}

/**
 * Every transaction that changes stock locks the products in id order, so two orders sharing
 * products never wait on each other in a cycle.
 */
const inIdOrder = (lines: readonly StockLine[]) =>
  [...lines].sort((a, b) => (a.productId < b.productId ? -1 : a.productId > b.productId ? 1 : 0));

/**
 * Takes the lines' units out of stock, each with one conditional update (never below zero, so
 * concurrent orders cannot oversell), and answers the ids of the products that had too few.
 * Inside a transaction: when any is short, the caller rolls the whole order back.
 */
export async function takeStock(tx: Database, lines: readonly StockLine[]): Promise<string[]> {
  const short: string[] = [];
  for (const line of inIdOrder(lines)) {
    const taken = await tx
      .update(products)
      .set({ stock: sql`${products.stock} - ${line.quantity}` })
      .where(and(eq(products.id, line.productId), gte(products.stock, line.quantity)))
      .returning({ id: products.id });
    if (taken.length === 0) short.push(line.productId);
  }
  return short;
}

/** Puts the lines' units back in stock (a cancelled order). */
export async function returnStock(tx: Database, lines: readonly StockLine[]): Promise<void> {
  for (const line of inIdOrder(lines)) {
    await tx
      .update(products)
      .set({ stock: sql`${products.stock} + ${line.quantity}` })
      .where(eq(products.id, line.productId));
  }
}
