import type { StockCorrectionResult } from '@storefront/shared/admin';
import type { Language } from '@storefront/shared/core';
import type { Database } from '../../db/database';
import { AppError } from '../../errors';
import { recordAudit } from '../audit/audit';
import { findLevel } from './levels';
import { productsNamed } from './repository/names';
import { movementById, moveStock } from './repository/movements';
import { stockChanged, type StaffWrite } from './staff-write';
import { toMovement } from './views';

export interface StockCorrection {
  productId: string;
  /** Units in (positive) or out (negative), never zero. */
  quantity: number;
  reason: string;
}

/** A change that would take more units than a product has: nothing of it is written. */
export async function moreThanAvailable(db: Database, productIds: readonly string[]) {
  return new AppError(
    409,
    'SUPPLY_PRODUCT_MORE_THAN_AVAILABLE',
    'Some products have fewer units in stock than this takes: nothing was changed',
    { products: await productsNamed(db, productIds) },
  );
}

/**
 * Corrects a product's stock by a number of units, with a reason: one conditional update (never
 * below zero, whatever happens at the same moment), its movement and its audit entry in one
 * transaction. Only the change is sent, never the stock a form showed, so a form read before
 * an order or a delivery cannot overwrite what they did.
 */
export async function correctStock(
  db: Database,
  correction: StockCorrection,
  write: StaffWrite,
  lang: Language,
): Promise<StockCorrectionResult> {
  const { productId, quantity, reason } = correction;
  await findLevel(db, productId, lang);
  const movementId = await db.transaction(async (tx) => {
    const { moved, short } = await moveStock(tx, [{ productId, quantity }], {
      kind: 'CORRECTION',
      actorId: write.actor.id,
      reason,
    });
    if (short.length > 0) throw await moreThanAvailable(tx, short);
    const [line] = moved;
    await recordAudit(tx, write.actor, {
      action: 'stock.correct',
      entity: 'product',
      entityId: productId,
      before: { stock: line!.stockAfter - quantity },
      after: { stock: line!.stockAfter, quantity, reason },
    });
    await stockChanged(tx, write, [productId]);
    return line!.movementId;
  });
  const [movement, product] = await Promise.all([
    movementById(db, movementId),
    findLevel(db, productId, lang),
  ]);
  return { movement: toMovement(movement!), product };
}
