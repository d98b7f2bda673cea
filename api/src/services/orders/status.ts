import {
  canChangeStatus,
  type Language,
  type Order,
  type OrderStatus,
} from '@storefront/shared/core';
import type { Database } from '../../db/database';
import { AppError } from '../../errors';
import { CACHE_TAGS } from '../events/invalidation';
import { queueStatusChanged } from '../emails/order-notifications';
import { readEmailShop } from '../store/store';
import { findOrder } from './access';
import { insertStatusChange, moveOrderStatus, quantitiesOf, returnStock } from './repository';
import { toOrderView } from './view';

export interface StatusChange {
  status: OrderStatus;
  note?: string;
}

export interface StatusChangeContext {
  staffId: string;
  /** The language of the answer's line names; the order's own language when absent. */
  lang?: Language;
  /** The storefront's address, for the links in the shopper's email. */
  publicUrl: string;
  /**
   * Names, in the write's transaction, the cache tags the change makes stale (a cancellation's
   * stock back on the shelf: its products' pages and the lists); see request.invalidate.
   */
  invalidate?: (tx: Database, tags: string[]) => Promise<void>;
}

const notAllowed = (from: OrderStatus, to: OrderStatus) =>
  new AppError(409, 'ENTITY_ACTION_NOT_ALLOWED', `An order cannot go from ${from} to ${to}`);

/**
 * Moves an order to the next status (ORDER_TRANSITIONS; 409 ENTITY_ACTION_NOT_ALLOWED for any
 * other move) and records who did it. Cancelling puts the items back in stock in the same
 * transaction, and the shopper's email about the new status is queued there too. The update is
 * conditional on the status read, so two staff members changing the same order at once cannot
 * both succeed (nor restock twice, nor email twice).
 */
export async function changeOrderStatus(
  db: Database,
  orderId: string,
  change: StatusChange,
  { staffId, lang, publicUrl, invalidate }: StatusChangeContext,
): Promise<Order> {
  const current = await findOrder(db, orderId);
  if (!canChangeStatus(current.status, change.status)) {
    throw notAllowed(current.status, change.status);
  }
  const shop = await readEmailShop(db, publicUrl);
  const now = new Date();
  const updated = await db.transaction(async (tx) => {
    const moved = await moveOrderStatus(tx, orderId, {
      from: current.status,
      to: change.status,
      now,
    });
    if (!moved) throw notAllowed(current.status, change.status);
    await insertStatusChange(tx, {
      orderId,
      status: change.status,
      changedBy: staffId,
      note: change.note || null,
      createdAt: now,
    });
    if (change.status === 'CANCELLED') {
      const lines = await quantitiesOf(tx, orderId);
      await returnStock(tx, lines, { kind: 'CANCELLATION', orderId, actorId: staffId });
      // Their stock shows on their pages, their cards and in the lists (in stock or not).
      await invalidate?.(tx, [
        CACHE_TAGS.listings,
        ...lines.map(({ productId }) => CACHE_TAGS.product(productId)),
      ]);
    }
    await queueStatusChanged(tx, moved, change.status, shop);
    return moved;
  });
  return toOrderView(db, updated, lang);
}
