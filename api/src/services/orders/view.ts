import {
  localizedText,
  type Language,
  type Order,
  type OrderStatusChange,
  type OrderTracking,
  type StorePaymentDetails,
} from '@storefront/shared/core';
import type { Database } from '../../db/database';
import { imageUrl } from '../images/image-url';
import { paymentDetailsFor, paymentInstructionsOf } from './payment-instructions';
import { shownMoneyOf } from './shown';
import { itemsAndHistoryOf, type ItemRow, type OrderRow } from './repository';

export type { OrderRow };

interface OrderParts {
  row: OrderRow;
  items: ItemRow[];
  history: OrderStatusChange[];
}

/** The orders' items and status history (two queries whatever their number). */
async function partsOf(db: Database, rows: OrderRow[]): Promise<OrderParts[]> {
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return [];
  const { items, changes } = await itemsAndHistoryOf(db, ids);
  return rows.map((row) => ({
    row,
    // Lines in the order the shopper listed them (cheap: an order has at most 50).
    items: items.filter((item) => item.orderId === row.id).sort((a, b) => a.position - b.position),
    history: changes
      .filter((change) => change.orderId === row.id)
      .map((change) => ({ status: change.status, at: change.createdAt.toISOString() })),
  }));
}

/** The line names in the requested language, else the one the order was placed in. */
const nameOf = (name: ItemRow['name'], lang: Language | undefined, row: OrderRow) =>
  localizedText(name, lang ?? row.language, row.language);

function toOrder(
  { row, items, history }: OrderParts,
  details: StorePaymentDetails,
  lang?: Language,
): Order {
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    history,
    createdAt: row.createdAt.toISOString(),
    customerType: row.customerType,
    language: row.language,
    contact: {
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.email,
      phone: row.phone,
    },
    delivery: row.deliveryDetails,
    paymentMethod: row.paymentMethod,
    paymentInstructions: paymentInstructionsOf(row, details),
    comment: row.comment,
    currency: row.currency,
    lines: items.map((item) => ({
      productId: item.productId,
      slug: item.slug,
      name: nameOf(item.name, lang, row),
      image: imageUrl(item.image),
      quantity: item.quantity,
      unitPrice: item.unitPrice,
      regularPrice: item.regularPrice,
      lineTotal: item.lineTotal,
    })),
    subtotal: row.subtotal,
    promotion: row.promotion && {
      ...row.promotion,
      minSubtotal: row.promotion.minSubtotal ?? null,
      name: localizedText(row.promotion.name, lang ?? row.language, row.language),
    },
    promoCode: row.promoCode,
    discount: row.discount,
    deliveryPrice: row.deliveryPrice,
    total: row.total,
    shown: shownMoneyOf(row),
  };
}

/** Orders as their owners and staff see them, in the order of the rows given. */
export async function toOrders(db: Database, rows: OrderRow[], lang?: Language): Promise<Order[]> {
  const parts = await partsOf(db, rows);
  const details = await paymentDetailsFor(db, rows);
  return parts.map((part) => toOrder(part, details, lang));
}

export async function toOrderView(db: Database, row: OrderRow, lang?: Language): Promise<Order> {
  return (await toOrders(db, [row], lang))[0]!;
}

/**
 * What order tracking shows: status and history, the delivery and payment methods, the total,
 * what was ordered, and how to pay it while it waits for its payment.
 */
export async function toTracking(
  db: Database,
  row: OrderRow,
  lang?: Language,
): Promise<OrderTracking> {
  const [{ items, history }] = (await partsOf(db, [row])) as [OrderParts];
  const details = await paymentDetailsFor(db, [row]);
  return {
    number: row.number,
    status: row.status,
    history,
    createdAt: row.createdAt.toISOString(),
    deliveryMethod: row.deliveryMethod,
    paymentMethod: row.paymentMethod,
    paymentInstructions: paymentInstructionsOf(row, details),
    currency: row.currency,
    total: row.total,
    shown: shownMoneyOf(row),
    lines: items.map((item) => ({ name: nameOf(item.name, lang, row), quantity: item.quantity })),
  };
}
