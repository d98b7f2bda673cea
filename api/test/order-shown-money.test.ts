import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  convertOnce,
  rateOf,
  shownLine,
  shownTotalsOf,
  type CurrencyCode,
  type Order,
  type OrderEstimate,
  type PublicStore,
} from '@storefront/shared/core';
import type { OrderInput } from '@storefront/shared/schemas';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { orders, products } from '../src/db/schema';
import {
  addPromoCode,
  contact,
  estimate,
  orderBody,
  placeOrder,
  type SeededProduct,
} from './helpers/orders';
import { seeded } from './helpers/catalog';
import { createTestApp, onPostgres, type TestApp } from './helpers/test-app';
import { productBySlug } from './helpers/orders';

/**
 * Random carts over every currency the store offers: 1,000 orders placed on PostgreSQL (the
 * database the shop runs on), 200 on PGlite, where each order costs two to three times as much;
 * the suite runs both.
 */
const CARTS = onPostgres ? 1000 : 200;

/** How each method is delivered and paid in an order body (the seeded store's rules). */
const DELIVERIES: Pick<OrderInput, 'delivery' | 'paymentMethod'>[] = [
  {
    delivery: { method: 'TAXI', street: 'ul. Mokotowska 12', city: 'Warszawa' },
    paymentMethod: 'CASH',
  },
  { delivery: { method: 'LOCAL_PICKUP' }, paymentMethod: 'BANK_TRANSFER' },
  {
    delivery: {
      method: 'INPOST_COURIER',
      street: 'ul. Długa 1',
      city: 'Kraków',
      postalCode: '30-001',
      country: 'PL',
    },
    paymentMethod: 'REVOLUT',
  },
];

/** Every figure of an estimate or an order as the storefront shows it, in the shown currency. */
function shownOf(totals: OrderEstimate | Order, rate: number) {
  const deliveryPrice =
    'delivery' in totals && 'price' in totals.delivery
      ? totals.delivery.price
      : (totals as Order).deliveryPrice;
  const leftOut = 'leftOut' in totals ? totals.leftOut : [];
  return {
    units: totals.lines.map((line) => convertOnce(line.unitPrice, rate)),
    lines: totals.lines
      .filter((line) => !leftOut.includes(line.productId))
      .map((line) => shownLine(line.unitPrice, line.quantity, rate)),
    ...shownTotalsOf({ ...totals, deliveryPrice }, rate),
  };
}

describe('money as the shopper sees it', () => {
  let t: TestApp;
  let catalog: SeededProduct[];
  let store: PublicStore;
  let currencies: CurrencyCode[];

  before(async () => {
    t = await createTestApp({ ORDER_RATE_LIMIT: '100000', ESTIMATE_RATE_LIMIT: '100000' });
    // Enough of everything that no random cart runs short.
    await t.db.update(products).set({ stock: 1_000_000 });
    catalog = await Promise.all(
      seeded.products.slice(0, 24).map((product) => productBySlug(t, product.slug)),
    );
    store = (await t.app.inject({ url: '/api/v1/store' })).json<PublicStore>();
    currencies = (Object.keys(store.currency) as CurrencyCode[]).filter(
      (code) => store.currency[code]?.active && store.currency[code]!.rate > 0,
    );
    assert.deepEqual([...currencies].sort(), ['EUR', 'PLN', 'UAH', 'USD']);
  });
  after(() => t.close());

  it(`adds up in every active currency and is what the order stores, over ${CARTS} random carts`, async () => {
    const cart = fc.record({
      lines: fc.uniqueArray(
        fc.record({ index: fc.nat({ max: 23 }), quantity: fc.integer({ min: 1, max: 12 }) }),
        { minLength: 1, maxLength: 6, selector: (line) => line.index },
      ),
      currency: fc.constantFrom(...currencies),
      delivery: fc.constantFrom(...DELIVERIES),
      promo: fc.option(
        fc.oneof(
          fc.record({
            type: fc.constant('PERCENT' as const),
            value: fc.integer({ min: 1, max: 60 }),
          }),
          fc.record({
            type: fc.constant('AMOUNT' as const),
            value: fc.integer({ min: 1, max: 80_000 }),
          }),
        ),
      ),
    });
    const seen = new Set<CurrencyCode>();
    await fc.assert(
      fc.asyncProperty(cart, async ({ lines, currency, delivery, promo }) => {
        seen.add(currency);
        const items = lines.map(({ index, quantity }) => ({
          productId: catalog[index]!.id,
          quantity,
        }));
        const promoCode = promo ? (await addPromoCode(t, promo)).code : undefined;
        const quoted = await estimate(t, {
          items,
          deliveryMethod: delivery.delivery.method,
          promoCode,
        });
        assert.equal(quoted.statusCode, 200, quoted.body);
        const rate = rateOf(currency, store.currency);
        const shown = shownOf(quoted.json<OrderEstimate>(), rate);

        // As displayed: each line is its shown unit × quantity, and the rows add up.
        assert.deepEqual(
          shown.lines,
          shown.units.map((unit, index) => unit * items[index]!.quantity),
        );
        assert.equal(
          shown.subtotal,
          shown.lines.reduce((sum, line) => sum + line, 0),
        );
        assert.equal(
          shown.total,
          shown.subtotal - (shown.promotion ?? 0) - (shown.promoCode ?? 0) + shown.delivery,
        );
        assert.ok(shown.total >= 0);

        const placed = await placeOrder(
          t,
          orderBody(items, { ...delivery, promoCode, shownCurrency: currency, contact }),
        );
        assert.equal(placed.statusCode, 201, placed.body);
        const order = placed.json<Order>();
        const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
        // What the order stores is what the checkout showed, and so is what its pages show.
        assert.deepEqual(
          { currency: row!.shownCurrency, rate: row!.shownRate, total: row!.shownTotal },
          { currency, rate, total: shown.total },
        );
        assert.deepEqual(order.shown, { currency, rate, total: shown.total });
        assert.deepEqual(shownOf(order, order.shown!.rate), shown);
      }),
      { numRuns: CARTS },
    );
    assert.deepEqual([...seen].sort(), [...currencies].sort());
  });

  it('refuses a currency the shop does not offer, and records the main one when none is said', async () => {
    const items = [{ productId: catalog[0]!.id, quantity: 2 }];
    const refused = await placeOrder(t, orderBody(items, { shownCurrency: 'CZK' }));
    assert.equal(refused.statusCode, 400, refused.body);
    assert.equal(refused.json<{ code: string }>().code, 'ENTITY_BAD_REQUEST');
    const plain = await placeOrder(t, orderBody(items));
    assert.equal(plain.statusCode, 201, plain.body);
    const order = plain.json<Order>();
    assert.deepEqual(order.shown, { currency: 'PLN', rate: 1, total: order.total });
  });
});
