import {
  LANGUAGE_LOCALES,
  moneyIn,
  shownAndCharged,
  shownCurrencyOf,
  shownTotalsOf,
  type DeliveryDetails,
  type Language,
  type Order,
  type PaymentInstructions,
} from '@storefront/shared/core';
import { orderTrackingPath, paymentDetailRows } from '@storefront/shared/orders';
import { addressLine } from '@storefront/shared/schemas';
import type { EmailTemplateKind } from '@storefront/shared/admin';
import type { TemplateValues } from './render';
import { SHARED_ORDER_TEXTS } from './shared-order-texts';
import { ORDER_TEXTS, type NotifiedStatus } from './order-texts';

/** What the order emails tell of the shop. */
export interface EmailShop {
  name: string;
  /** Where a LOCAL_PICKUP order is collected. */
  pickupAddress: string;
  /** The storefront's address, for the tracking link. */
  publicUrl: string;
}

/** The total as the shopper saw it, the charged one beside it, worded as the pages word it. */
const totalIn = (lang: Language, amounts: Parameters<typeof shownAndCharged>[0]) =>
  shownAndCharged(amounts, LANGUAGE_LOCALES[lang], ({ shown, charged }) =>
    SHARED_ORDER_TEXTS[lang].money.shown_and_charged
      .replace('{{shown}}', shown)
      .replace('{{charged}}', charged),
  );

/** Where the order goes, in words: the shop's address, a point with its country, an address. */
function destination(delivery: DeliveryDetails, lang: Language, shop: EmailShop): string {
  const country =
    'country' in delivery
      ? (new Intl.DisplayNames([LANGUAGE_LOCALES[lang]], { type: 'region' }).of(delivery.country) ??
        delivery.country)
      : '';
  switch (delivery.method) {
    case 'LOCAL_PICKUP':
      return shop.pickupAddress;
    case 'TAXI':
      return `${delivery.street}, ${delivery.city}`;
    case 'INPOST_PARCEL_LOCKER':
    case 'INPOST_WEEKEND':
    case 'DPD_PICKUP_POINT':
    case 'DHL_PICKUP_POINT':
      return ORDER_TEXTS[lang].point(delivery.pointCode, country);
    default:
      return addressLine(delivery, country);
  }
}

const trackingLink = (shop: EmailShop, order: Pick<Order, 'language' | 'number'>) =>
  `${shop.publicUrl.replace(/\/+$/, '')}${orderTrackingPath(order.language, order.number)}`;

/**
 * The order's lines and amounts, one per row, in the currency the shopper saw them in, by the
 * storefront's one money rule (they add up as shown), the charged total beside when it differs.
 */
function summary(order: Order): string[] {
  const lang = order.language;
  const texts = ORDER_TEXTS[lang];
  const money = moneyIn(shownCurrencyOf(order), LANGUAGE_LOCALES[lang]);
  const shown = shownTotalsOf(order, money.rate);
  const method = SHARED_ORDER_TEXTS[lang].delivery_methods[order.delivery.method];
  // The stored shown total is the one these rows add up to (order-shown-money.test.ts).
  const total = totalIn(lang, order);
  return [
    texts.lines,
    ...order.lines.map(
      (line) => `  ${line.name} × ${line.quantity}: ${money.line(line.unitPrice, line.quantity)}`,
    ),
    '',
    `${texts.subtotal}: ${money.format(shown.subtotal)}`,
    ...(order.promotion
      ? [`${texts.promotion(order.promotion.name)}: −${money.format(shown.promotion!)}`]
      : []),
    ...(order.promoCode
      ? [`${texts.promoCode(order.promoCode.code)}: −${money.format(shown.promoCode!)}`]
      : []),
    `${method}: ${order.deliveryPrice === 0 ? texts.free : money.format(shown.delivery)}`,
    `${texts.total}: ${total}`,
  ];
}

/** What to pay, to whom and with which reference, with the labels the storefront's pages use. */
function instructions(pay: PaymentInstructions, lang: Language): string {
  const texts = SHARED_ORDER_TEXTS[lang];
  const labels = texts.payment_details;
  const rows = paymentDetailRows(pay, totalIn(lang, { ...pay, total: pay.amount }));
  return [
    `${labels.title} (${texts.payment_methods[pay.method]}):`,
    ...rows.map(([label, value]) => `  ${labels[label]}: ${value}`),
    labels.hint,
  ].join('\n');
}

/** The template of each status a shopper hears of (a change to NEW: a cancelled order restored). */
export const STATUS_KINDS = {
  NEW: 'order-restored',
  CONFIRMED: 'order-confirmed',
  SHIPPED: 'order-shipped',
  DELIVERED: 'order-delivered',
  CANCELLED: 'order-cancelled',
} as const satisfies Record<NotifiedStatus, EmailTemplateKind>;

/** What every order email's variables hold. */
function orderValues(order: Order, shop: EmailShop) {
  return {
    shopName: shop.name,
    customerName: order.contact.firstName,
    orderNumber: String(order.number),
    total: totalIn(order.language, order),
    status: SHARED_ORDER_TEXTS[order.language].statuses[order.status],
    trackingLink: trackingLink(shop, order),
  };
}

/**
 * The variables of the confirmation of an order just placed, in the order's language: what was
 * ordered and the amounts, where it goes, how it is paid (and, paid ahead, what to pay to whom),
 * and the link to its tracking.
 */
export function orderPlacedValues(order: Order, shop: EmailShop): TemplateValues {
  const lang = order.language;
  const names = SHARED_ORDER_TEXTS[lang];
  const where = destination(order.delivery, lang, shop);
  const method = names.delivery_methods[order.delivery.method];
  return {
    ...orderValues(order, shop),
    orderSummary: summary(order).join('\n'),
    delivery: where ? `${method}, ${where}` : method,
    paymentMethod: names.payment_methods[order.paymentMethod],
    paymentInstructions: order.paymentInstructions
      ? instructions(order.paymentInstructions, lang)
      : '',
  };
}

/**
 * The variables of the news of a status the shopper should know about; a cancellation of an order
 * paid ahead says it is refunded.
 */
export function orderStatusValues(
  order: Order,
  status: NotifiedStatus,
  shop: EmailShop,
  { paidAhead }: { paidAhead: boolean },
): TemplateValues {
  const lang = order.language;
  return {
    ...orderValues(order, shop),
    // A change to NEW is a cancelled order restored (placing one has its own email).
    status: SHARED_ORDER_TEXTS[lang].statuses[status === 'NEW' ? 'RESTORED' : status],
    refundNote: status === 'CANCELLED' && paidAhead ? ORDER_TEXTS[lang].refund : '',
  };
}
