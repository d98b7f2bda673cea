import type { Supply, SupplyStatus } from '@storefront/shared/admin';
import type { Language } from '@storefront/shared/core';
import type { Database } from '../../db/database';
import { recordAudit } from '../audit/audit';
import { moreThanAvailable } from './corrections';
import { moveStock, type StockRecord } from './repository/movements';
import { moveSupplyStatus, storedLines } from './repository/supplies';
import { stockChanged, type StaffWrite } from './staff-write';
import { readSupply, refusalOf } from './supplies';

/** A step of a delivery's life that moves stock: its status before and after, and the units. */
interface Booking {
  from: Extract<SupplyStatus, 'DRAFT' | 'RECEIVED'>;
  to: Extract<SupplyStatus, 'RECEIVED' | 'CANCELLED'>;
  kind: StockRecord['kind'];
  /** 1 adds the lines' quantities, -1 takes them back. */
  sign: 1 | -1;
  action: string;
}

const RECEIPT: Booking = {
  from: 'DRAFT',
  to: 'RECEIVED',
  kind: 'SUPPLY',
  sign: 1,
  action: 'supply.receive',
};
const CANCELLATION: Booking = {
  from: 'RECEIVED',
  to: 'CANCELLED',
  kind: 'SUPPLY_CANCELLED',
  sign: -1,
  action: 'supply.cancel',
};

/**
 * One transaction: a conditional update moves the delivery on from `from` at the version read
 * (so of two at once, or a second later, one alone goes through, and the other is refused with
 * why), its lines' quantities move each product's stock with a movement (never below zero), and
 * the audit record and the storefront's caches are told. When a product has too few units to
 * take back, nothing changes.
 */
async function book(
  db: Database,
  supplyId: string,
  version: number,
  booking: Booking,
  write: StaffWrite,
) {
  await db.transaction(async (tx) => {
    const moved = await moveSupplyStatus(tx, supplyId, {
      from: booking.from,
      to: booking.to,
      version,
      actorId: write.actor.id,
    });
    if (!moved) throw await refusalOf(tx, supplyId, version, booking.from);
    const lines = await storedLines(tx, supplyId);
    const stock = await moveStock(
      tx,
      lines.map((line) => ({ productId: line.productId, quantity: booking.sign * line.quantity })),
      { kind: booking.kind, supplyId, actorId: write.actor.id },
    );
    if (stock.short.length > 0) throw await moreThanAvailable(tx, stock.short);
    await recordAudit(tx, write.actor, {
      action: booking.action,
      entity: 'supply',
      entityId: supplyId,
      version: moved.version,
      before: { status: booking.from },
      // Each product's stock after the change, by its id.
      after: {
        status: booking.to,
        stock: Object.fromEntries(stock.moved.map((line) => [line.productId, line.stockAfter])),
      },
    });
    await stockChanged(
      tx,
      write,
      lines.map((line) => line.productId),
    );
  });
}

/** A delivery's step as a service: the delivery, with its lines, answered once it is taken. */
const stepOf =
  (booking: Booking) =>
  async (
    db: Database,
    supplyId: string,
    { version }: { version: number },
    write: StaffWrite,
    lang: Language,
  ): Promise<Supply> => {
    await book(db, supplyId, version, booking, write);
    return readSupply(db, supplyId, lang);
  };

/**
 * Receives a drafted delivery: each line's quantity is added to its product's stock (SUPPLY
 * movements), once: receiving it again is refused with SUPPLY_IS_CREATED.
 */
export const receiveSupply = stepOf(RECEIPT);

/**
 * Cancels the receipt of a delivery booked by mistake: its quantities are taken back out of
 * stock (SUPPLY_CANCELLED movements). When some of a product's units have been sold meanwhile,
 * nothing changes: 409 SUPPLY_PRODUCT_MORE_THAN_AVAILABLE names the products (correct their
 * stock instead). Only a received delivery can be cancelled (SUPPLY_IS_NOT_CREATED otherwise).
 */
export const cancelSupply = stepOf(CANCELLATION);
