import type { OrderStatus } from '@storefront/shared/core';
import { isPrepaid } from '@storefront/shared/orders';
import type { Database } from '../../db/database';
import type { OrderRow } from '../orders/view';
import { toOrderView } from '../orders/view';
import { queueEmail } from './outbox';
import { STATUS_KINDS, orderPlacedValues, orderStatusValues, type EmailShop } from './order-emails';
import { isNotified } from './order-texts';
import { composeEmail } from './templates';

/*
 * Both are called with the transaction's handle of what they tell about: the email exists only
 * if the order or its new status does, once, and the outbox sends it later. Each is written from
 * its kind's template in the order's language: the one staff saved, else the shop's default.
 */

/** Queues the confirmation of an order just placed, to its contact, in its language. */
export async function queueOrderPlaced(tx: Database, row: OrderRow, shop: EmailShop) {
  const order = await toOrderView(tx, row);
  await queueEmail(tx, {
    recipient: row.email,
    ...(await composeEmail(tx, 'order-placed', order.language, orderPlacedValues(order, shop))),
    template: 'order-placed',
  });
}

/** Queues the news of a new status, when the shopper should know about it. */
export async function queueStatusChanged(
  tx: Database,
  row: OrderRow,
  status: OrderStatus,
  shop: EmailShop,
) {
  if (!isNotified(status)) return;
  const order = await toOrderView(tx, row);
  const values = orderStatusValues(order, status, shop, {
    paidAhead: isPrepaid(row.paymentMethod),
  });
  const email = await composeEmail(tx, STATUS_KINDS[status], order.language, values);
  await queueEmail(tx, { recipient: row.email, ...email, template: 'order-status' });
}
