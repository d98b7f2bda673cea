import { createHash } from 'node:crypto';
import {
  DEFAULT_DELIVERY_COUNTRIES,
  type CountryCode,
  type Language,
  type Order,
} from '@storefront/shared/core';
import type { OrderRequest } from '@storefront/shared/schemas';
import type { Database } from '../../db/database';
import { AppError, outOfStock } from '../../errors';
import type { EmailShop } from '../emails/order-emails';
import type { ShopEvent } from '../events/bus';
import { queueOrderPlaced } from '../emails/order-notifications';
import { markPromoCodeUsed } from '../promo-codes/promo-codes';
import { readCheckoutSettings, readEmailShop, type CheckoutSettings } from '../store/store';
import { activeDeliveryMethod, deliveryNotAllowed, quoteOrder, type Quote } from './quote';
import {
  insertOrder,
  insertOrderItems,
  insertStatusChange,
  isIdempotencyKeyTaken,
  orderByIdempotencyKey,
  productNames,
  takeStock,
  type NewOrderRow,
  type OrderRow,
} from './repository';
import { shownCurrencyAt, shownTotalOf } from './shown';
import { toOrderView } from './view';

export interface PlacementContext {
  userId: string | null;
  idempotencyKey: string;
  /** The language of the answer's line names; the order's own language when absent. */
  lang?: Language;
  /** The storefront's address, for the links in the order's email. */
  publicUrl: string;
  /**
   * Publishes an event inside the order's transaction (the app's events bus): the back office
   * hears of the order once it is stored, and never of one rolled back.
   */
  publish: (tx: Database, event: ShopEvent) => Promise<void>;
  now?: Date;
}

/** JSON with object keys sorted, so equal requests give equal text whatever their key order. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The hash a retry is compared by: of the validated (trimmed, normalised) request. */
export const requestHashOf = (request: OrderRequest) =>
  createHash('sha256').update(canonicalJson(request)).digest('hex');

/** The payment method and the destination country must suit the delivery method. */
function checkDelivery(settings: CheckoutSettings, request: OrderRequest) {
  const method = request.delivery.method;
  const options = activeDeliveryMethod(settings, method);
  if (!options.paymentOptions.includes(request.paymentMethod)) {
    throw deliveryNotAllowed(`${method} cannot be paid by ${request.paymentMethod}`);
  }
  if (!('country' in request.delivery)) return;
  const configured = (options as { countries?: CountryCode[] }).countries;
  const countries = configured?.length ? configured : DEFAULT_DELIVERY_COUNTRIES[method];
  if (countries && !countries.includes(request.delivery.country)) {
    throw deliveryNotAllowed(`${method} does not deliver to ${request.delivery.country}`);
  }
}

class ShortOfStock extends Error {
  constructor(readonly productIds: string[]) {
    super('short of stock');
  }
}

/**
 * The order, its lines and its first status in one transaction, with the stock taken, the promo
 * code marked used and the confirmation email queued there too: any failure leaves nothing
 * behind. On PGlite the whole transaction holds the database alone (queries from other requests
 * wait for it), and only `tx` may be used inside, never the app's handle.
 */
async function storeOrder(
  db: Database,
  quote: Quote,
  row: NewOrderRow,
  { now, shop, publish }: { now: Date; shop: EmailShop; publish: PlacementContext['publish'] },
) {
  return db.transaction(async (tx) => {
    const order = await insertOrder(tx, row);
    const orderId = order.id;
    await insertOrderItems(
      tx,
      quote.lines.map((line, position) => ({
        orderId,
        productId: line.productId,
        name: line.names,
        slug: line.slug,
        image: line.imagePath,
        position,
        quantity: line.quantity,
        unitPrice: line.unitPrice,
        regularPrice: line.regularPrice,
        lineTotal: line.lineTotal,
      })),
    );
    await insertStatusChange(tx, { orderId, status: 'NEW', changedBy: row.userId, createdAt: now });
    const short = await takeStock(tx, quote.lines, {
      kind: 'ORDER',
      orderId,
      actorId: row.userId ?? null,
    });
    if (short.length > 0) throw new ShortOfStock(short);
    if (quote.promoCode) await markPromoCodeUsed(tx, quote.promoCode.id, now);
    await queueOrderPlaced(tx, order, shop);
    await publish(tx, {
      type: 'order-placed',
      order: {
        id: order.id,
        number: order.number,
        total: order.total,
        currency: order.currency,
        customerType: order.customerType,
        firstName: order.firstName,
        lastName: order.lastName,
        createdAt: order.createdAt.toISOString(),
      },
    });
    return order;
  });
}

/** The answer to a key that cannot be used, whatever the reason: it tells nothing of the key. */
const KEY_UNUSABLE = 'This Idempotency-Key cannot be used for this order';

/**
 * The order placed earlier with this key, if the request is the same and comes from the order's
 * author (the same customer, or a guest for a guest's order); 422 and nothing of the order if not,
 * the same 422 whoever placed it (another visitor's key and one's own with another body are told
 * apart by no one).
 */
async function replayOf(
  db: Database,
  key: string,
  hash: string,
  { userId, lang }: Pick<PlacementContext, 'userId' | 'lang'>,
) {
  const existing = await orderByIdempotencyKey(db, key);
  if (!existing) return null;
  if (existing.userId !== userId || existing.requestHash !== hash) {
    throw new AppError(422, 'ENTITY_ACTION_NOT_ALLOWED', KEY_UNUSABLE);
  }
  return toOrderView(db, existing, lang);
}

/**
 * Places an order (see docs/api.md, "Orders and checkout"). A request repeating an earlier one's
 * Idempotency-Key gets that order back (`replayed`), also when both arrive at once: the key is
 * unique, and the loser of the race answers with the winner's order. A key is its author's: a
 * customer's order is replayed to that customer only.
 */
export async function placeOrder(
  db: Database,
  request: OrderRequest,
  context: PlacementContext,
): Promise<{ order: Order; replayed: boolean }> {
  const hash = requestHashOf(request);
  const earlier = await replayOf(db, context.idempotencyKey, hash, context);
  if (earlier) return { order: earlier, replayed: true };

  const now = context.now ?? new Date();
  const [settings, shop] = await Promise.all([
    readCheckoutSettings(db),
    readEmailShop(db, context.publicUrl),
  ]);
  checkDelivery(settings, request);
  const shown = shownCurrencyAt(settings, request.shownCurrency);
  const quote = await quoteOrder(
    db,
    { items: request.items, deliveryMethod: request.delivery.method, promoCode: request.promoCode },
    { userId: context.userId, lang: request.language, now },
    settings,
  );
  const { estimate } = quote;
  const row: NewOrderRow = {
    userId: context.userId,
    customerType: context.userId ? 'REGISTERED' : 'GUEST',
    ...request.contact,
    language: request.language,
    deliveryMethod: request.delivery.method,
    deliveryDetails: request.delivery,
    paymentMethod: request.paymentMethod,
    comment: request.comment ?? null,
    promoCodeId: quote.promoCode?.id ?? null,
    promoCode: estimate.promoCode,
    promotionId: quote.promotion?.id ?? null,
    promotion: quote.promotion && {
      ...estimate.promotion!,
      name: quote.promotion.name,
    },
    currency: estimate.currency,
    subtotal: estimate.subtotal,
    discount: estimate.discount,
    deliveryPrice: estimate.delivery.price,
    total: estimate.total,
    shownCurrency: shown.currency,
    shownRate: shown.rate,
    shownTotal: shownTotalOf(estimate, shown.rate),
    idempotencyKey: context.idempotencyKey,
    requestHash: hash,
    createdAt: now,
    updatedAt: now,
  };

  let stored: OrderRow;
  try {
    stored = await storeOrder(db, quote, row, { now, shop, publish: context.publish });
  } catch (error) {
    if (error instanceof ShortOfStock) {
      const names = await productNames(db, error.productIds);
      throw outOfStock(error.productIds.map((id) => ({ id, name: names.get(id) ?? {} })));
    }
    if (isIdempotencyKeyTaken(error)) {
      const winner = await replayOf(db, context.idempotencyKey, hash, context);
      if (winner) return { order: winner, replayed: true };
    }
    throw error;
  }
  return { order: await toOrderView(db, stored, context.lang), replayed: false };
}
