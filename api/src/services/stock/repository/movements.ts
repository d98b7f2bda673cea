import type { StockMovementKind } from '@storefront/shared/admin';
import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/database';
import { orders, products, stockMovements, supplies, users } from '../../../db/schema';

/** A change of one product's stock: units in (positive) or out (negative). */
export interface StockChange {
  productId: string;
  quantity: number;
}

/** What a staff member's change of stock is recorded with. */
export interface StockRecord {
  kind: Extract<StockMovementKind, 'SUPPLY' | 'SUPPLY_CANCELLED' | 'CORRECTION'>;
  actorId: string;
  supplyId?: string;
  reason?: string;
}

export type Moved = StockChange & { stockAfter: number; movementId: string };

/**
 * Changes the products' stock, each with one conditional update (`stock + q >= 0`, so nothing
 * concurrent can take it below zero) in id order, the order every stock-changing transaction
 * locks products in, so none waits on another in a cycle; and records each change. Answers the
 * ids of the products that had too few: then nothing is recorded, and the caller rolls back.
 */
export async function moveStock(
  tx: Database,
  changes: readonly StockChange[],
  record: StockRecord,
): Promise<{ moved: Moved[]; short: string[] }> {
  const changed: (StockChange & { stockAfter: number })[] = [];
  const short: string[] = [];
  const inIdOrder = [...changes].sort((a, b) => (a.productId < b.productId ? -1 : 1));
  for (const change of inIdOrder) {
    const [row] = await tx
      .update(products)
      .set({ stock: sql`${products.stock} + ${change.quantity}` })
      .where(
        and(eq(products.id, change.productId), sql`${products.stock} + ${change.quantity} >= 0`),
      )
      .returning({ stock: products.stock });
    if (row) changed.push({ ...change, stockAfter: row.stock });
    else short.push(change.productId);
  }
  if (short.length > 0 || changed.length === 0) return { moved: [], short };
  const ids = await tx
    .insert(stockMovements)
    .values(
      changed.map((line) => ({
        productId: line.productId,
        kind: record.kind,
        quantity: line.quantity,
        stockAfter: line.stockAfter,
        supplyId: record.supplyId ?? null,
        reason: record.reason ?? null,
        actorId: record.actorId,
        // The moment of the change itself, taken while the product's row is locked: the movements
        // of a product are in the order their changes were made, whenever their transactions began.
        createdAt: sql`clock_timestamp()`,
      })),
    )
    .returning({ id: stockMovements.id, productId: stockMovements.productId });
  const idOf = new Map(ids.map((row) => [row.productId, row.id]));
  return {
    moved: changed.map((line) => ({ ...line, movementId: idOf.get(line.productId)! })),
    short,
  };
}

const staff = alias(users, 'movement_staff');

/** The columns of a product's history, from its movements and what they point at. */
const historyColumns = {
  id: stockMovements.id,
  kind: stockMovements.kind,
  quantity: stockMovements.quantity,
  stockAfter: stockMovements.stockAfter,
  createdAt: stockMovements.createdAt,
  reason: stockMovements.reason,
  supplyId: supplies.id,
  supplyNumber: supplies.number,
  orderId: orders.id,
  orderNumber: orders.number,
  orderEmail: orders.email,
  orderFirstName: orders.firstName,
  orderLastName: orders.lastName,
  staffEmail: staff.email,
  staffFirstName: staff.firstName,
  staffLastName: staff.lastName,
};

function selectMovements(db: Database) {
  return db
    .select(historyColumns)
    .from(stockMovements)
    .leftJoin(supplies, eq(supplies.id, stockMovements.supplyId))
    .leftJoin(orders, eq(orders.id, stockMovements.orderId))
    .leftJoin(staff, eq(staff.id, stockMovements.actorId));
}

/** A page of a product's movements, newest first, and how many it has. */
export async function movementsOf(
  db: Database,
  productId: string,
  { limit, offset }: { limit: number; offset: number },
) {
  const [rows, [counted]] = await Promise.all([
    selectMovements(db)
      .where(eq(stockMovements.productId, productId))
      .orderBy(desc(stockMovements.createdAt), desc(stockMovements.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(stockMovements)
      .where(eq(stockMovements.productId, productId)),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** One movement, as a product's history shows it. */
export async function movementById(db: Database, id: string) {
  const [row] = await selectMovements(db).where(eq(stockMovements.id, id));
  return row ?? null;
}

export type MovementRow = NonNullable<Awaited<ReturnType<typeof movementById>>>;
