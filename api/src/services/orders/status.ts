import { canChangeStatus, type OrderStatus } from '@storefront/shared/core';
import type { Database } from '../../db/database';
import { AppError } from '../../errors';
import { recordAudit, type Actor } from '../audit/audit';
import { versionConflict } from '../audit/conflicts';
import { queueStatusChanged } from '../emails/order-notifications';
import type { ShopEvent } from '../events/bus';
import { CACHE_TAGS } from '../events/invalidation';
import { readEmailShop } from '../store/store';
import { findOrder } from './access';
import {
  insertStatusChange,
  moveOrderStatus,
  productNames,
  quantitiesOf,
  returnStock,
  takeStock,
  type OrderRow,
} from './repository';

export interface StatusChange {
  status: OrderStatus;
  note?: string;
  /**
   * The version of the order the change was decided on (the back office's page or list): a
   * newer one refuses it (409 with what changed). Absent: the order as it is now.
   */
  version?: number;
}

export interface StatusChangeContext {
  actor: Actor;
  /** The storefront's address, for the links in the shopper's email. */
  publicUrl: string;
  /** Publishes an event inside the change's transaction (the app's events bus). */
  publish: (tx: Database, event: ShopEvent) => Promise<void>;
  /** Says, inside the transaction, which cache tags the change makes stale. */
  invalidate: (tx: Database, tags: string[]) => Promise<void>;
}

const notAllowed = (from: OrderStatus, to: OrderStatus) =>
  new AppError(409, 'ENTITY_ACTION_NOT_ALLOWED', `An order cannot go from ${from} to ${to}`);

class ShortOfStock extends Error {
  constructor(readonly productIds: string[]) {
    super('short of stock');
  }
}

/** A change is stored after the one before it, so an order's history reads in its own order. */
const instantAfter = (row: OrderRow) => new Date(Math.max(Date.now(), row.updatedAt.getTime() + 1));

/** The conflict of a change decided on `version` when the order is at another one now. */
const conflictOf = (db: Database, row: OrderRow, version: number) =>
  versionConflict(
    db,
    { entity: 'order', entityId: row.id, label: `Order ${row.number}` },
    version,
    row.version,
  );

/**
 * Moves an order to another status (ORDER_TRANSITIONS; 409 ENTITY_ACTION_NOT_ALLOWED for any
 * other move) in one transaction: the status and the order's version, the history (who, when,
 * why), the stock (cancelling gives it back; restoring a cancelled order takes it again, or
 * answers 409 ORDER_RESTORE_CANNOT_BE_PROCESSED naming the products short, leaving the order
 * cancelled), the audit record, the `order-changed` event, the stale cache tags, and the
 * shopper's email. The update is conditional on the status and version read, so two staff
 * members changing the same order at once cannot both succeed (nor restock twice, nor email
 * twice); with a `version` that is no longer the order's, 409 with what changed since.
 */
export async function changeOrderStatus(
  db: Database,
  orderId: string,
  change: StatusChange,
  context: StatusChangeContext,
): Promise<OrderRow> {
  const current = await findOrder(db, orderId);
  if (change.version !== undefined && change.version !== current.version) {
    throw await conflictOf(db, current, change.version);
  }
  if (!canChangeStatus(current.status, change.status)) {
    throw notAllowed(current.status, change.status);
  }
  const shop = await readEmailShop(db, context.publicUrl);
  const now = instantAfter(current);
  const restoring = current.status === 'CANCELLED' && change.status === 'NEW';
  try {
    return await db.transaction(async (tx) => {
      const moved = await moveOrderStatus(tx, orderId, {
        from: current.status,
        to: change.status,
        now,
        version: current.version,
      });
      if (!moved) throw new Moved();
      await insertStatusChange(tx, {
        orderId,
        status: change.status,
        changedBy: context.actor.id,
        note: change.note || null,
        createdAt: now,
      });
      const lines = await quantitiesOf(tx, orderId);
      const reason = { orderId, actorId: context.actor.id };
      if (change.status === 'CANCELLED') {
        await returnStock(tx, lines, { kind: 'CANCELLATION', ...reason });
      } else if (restoring) {
        const short = await takeStock(tx, lines, { kind: 'RESTORE', ...reason });
        if (short.length > 0) throw new ShortOfStock(short);
      }
      await recordAudit(tx, context.actor, {
        action: 'order.status',
        entity: 'order',
        entityId: orderId,
        version: moved.version,
        before: { status: current.status },
        after: { status: moved.status, ...(change.note ? { note: change.note } : {}) },
      });
      await context.publish(tx, {
        type: 'order-changed',
        order: { id: moved.id, number: moved.number, status: moved.status, version: moved.version },
      });
      if (change.status === 'CANCELLED' || restoring) {
        const tags = lines.map((line) => CACHE_TAGS.product(line.productId));
        await context.invalidate(tx, [...tags, CACHE_TAGS.listings]);
      }
      await queueStatusChanged(tx, moved, change.status, shop);
      return moved;
    });
  } catch (error) {
    if (error instanceof ShortOfStock) throw await restoreRefused(db, error.productIds);
    if (error instanceof Moved) {
      // Someone else changed it between the read and the update: say what it is now.
      const now = await findOrder(db, orderId);
      if (change.version !== undefined && now.version !== change.version)
        throw await conflictOf(db, now, change.version);
      throw notAllowed(now.status, change.status);
    }
    throw error;
  }
}

/** The order changed between its read and its update (see changeOrderStatus). */
class Moved extends Error {
  constructor() {
    super('the order changed meanwhile');
  }
}

async function restoreRefused(db: Database, productIds: string[]) {
  const names = await productNames(db, productIds);
  return new AppError(
    409,
    'ORDER_RESTORE_CANNOT_BE_PROCESSED',
    'The stock is short of what the order holds: it stays cancelled',
    { products: productIds.map((id) => ({ id, name: names.get(id) ?? {} })) },
  );
}
