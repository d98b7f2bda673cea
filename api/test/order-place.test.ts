import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { count, eq } from 'drizzle-orm';
import { orderItems, orderStatusHistory, orders, promoCodes } from '../src/db/schema';
import {
  addPromoCode,
  orderBody,
  pickProducts,
  placeOrder,
  type SeededProduct,
  setStock,
  stockOf,
} from './helpers/orders';
import { signedInUser } from './helpers/users';
import { createTestApp, type TestApp } from './helpers/test-app';

describe('POST /api/v1/order', () => {
  let t: TestApp;
  let first: SeededProduct;
  let second: SeededProduct;
  const ordersWithKey = async (key: string) =>
    Number(
      (await t.db.select({ n: count() }).from(orders).where(eq(orders.idempotencyKey, key)))[0]!.n,
    );

  before(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '1000', ORDER_RATE_LIMIT: '1000' });
    [first, second] = (await pickProducts(t, 2, false)) as [SeededProduct, SeededProduct];
  });
  after(() => t.close());

  it('places a guest order: 201, its lines, the stock taken, status NEW', async () => {
    const stockBefore = await stockOf(t, first.id);
    const response = await placeOrder(
      t,
      orderBody([{ productId: first.id, quantity: 2 }], { comment: '  Ring twice  ' }),
      { query: '?lang=en' },
    );
    assert.equal(response.statusCode, 201);
    const order = response.json();
    assert.equal(order.customerType, 'GUEST');
    assert.equal(order.status, 'NEW');
    assert.equal(order.language, 'pl');
    assert.equal(order.comment, 'Ring twice');
    assert.deepEqual(
      order.history.map((change: { status: string }) => change.status),
      ['NEW'],
    );
    assert.equal(order.lines[0].name, first.name.en);
    assert.equal(order.lines[0].slug, first.slug);
    assert.equal(order.subtotal, first.price * 2);
    assert.equal(order.total, order.subtotal - order.discount + order.deliveryPrice);
    assert.equal(await stockOf(t, first.id), stockBefore - 2);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    assert.equal(row?.phoneDigits, '48600700800');
    assert.equal(row?.userId, null);
  });

  it('names the lines in the order language when no lang is asked', async () => {
    const response = await placeOrder(t, orderBody([{ productId: first.id, quantity: 1 }]));
    assert.equal(response.json().lines[0].name, first.name.pl);
  });

  it('answers a retry with the same key and body with the same order, once stored', async () => {
    const key = randomUUID();
    const body = orderBody([{ productId: second.id, quantity: 1 }]);
    const stockBefore = await stockOf(t, second.id);
    const created = await placeOrder(t, body, { key });
    const retried = await placeOrder(t, body, { key });
    assert.equal(created.statusCode, 201);
    assert.equal(retried.statusCode, 200);
    assert.equal(retried.headers['idempotent-replayed'], 'true');
    assert.equal(created.headers['idempotent-replayed'], undefined);
    assert.deepEqual(retried.json(), created.json());
    assert.equal(await ordersWithKey(key), 1);
    assert.equal(await stockOf(t, second.id), stockBefore - 1);
  });

  it('answers 422 to the same key with another body', async () => {
    const key = randomUUID();
    await placeOrder(t, orderBody([{ productId: second.id, quantity: 1 }]), { key });
    const other = await placeOrder(t, orderBody([{ productId: second.id, quantity: 2 }]), { key });
    assert.equal(other.statusCode, 422);
    assert.equal(other.json().code, 'ENTITY_ACTION_NOT_ALLOWED');
    assert.equal(await ordersWithKey(key), 1);
  });

  it("replays a customer's order to that customer only: anyone else with the key gets 422 and nothing", async () => {
    const key = randomUUID();
    const body = orderBody([{ productId: second.id, quantity: 1 }]);
    const author = await signedInUser(t, 'CUSTOMER');
    const other = await signedInUser(t, 'CUSTOMER');
    const created = await placeOrder(t, body, { key, cookie: author.cookie });
    assert.equal(created.statusCode, 201);
    for (const cookie of [undefined, other.cookie]) {
      const stolen = await placeOrder(t, body, { key, cookie });
      assert.equal(stolen.statusCode, 422);
      assert.deepEqual(Object.keys(stolen.json()).sort(), ['code', 'message', 'statusCode']);
      assert.equal(stolen.json().code, 'ENTITY_ACTION_NOT_ALLOWED');
      assert.ok(!stolen.body.includes(created.json().id), 'the answer names the order');
    }
    const retried = await placeOrder(t, body, { key, cookie: author.cookie });
    assert.equal(retried.statusCode, 200);
    assert.equal(retried.json().id, created.json().id);
    assert.equal(await ordersWithKey(key), 1);
  });

  it("answers another visitor's key exactly as one's own key reused with another body", async () => {
    const body = orderBody([{ productId: second.id, quantity: 1 }]);
    const author = await signedInUser(t, 'CUSTOMER');
    const key = randomUUID();
    assert.equal((await placeOrder(t, body, { key, cookie: author.cookie })).statusCode, 201);
    const otherBody = orderBody([{ productId: second.id, quantity: 2 }]);
    const reused = await placeOrder(t, otherBody, { key, cookie: author.cookie });
    const strangers = [
      await placeOrder(t, body, { key }),
      await placeOrder(t, otherBody, { key }),
      await placeOrder(t, body, { key, cookie: (await signedInUser(t, 'CUSTOMER')).cookie }),
    ];
    assert.equal(reused.statusCode, 422);
    for (const stranger of strangers) {
      assert.equal(stranger.statusCode, 422);
      assert.equal(stranger.body, reused.body, 'the answer tells whose key it is');
    }
  });

  it('requires an Idempotency-Key of 8 to 100 characters', async () => {
    const body = orderBody([{ productId: first.id, quantity: 1 }]);
    for (const key of ['', 'short', 'x'.repeat(101)]) {
      const response = await placeOrder(t, body, { key });
      assert.equal(response.statusCode, 400);
      assert.equal(response.json().code, 'ENTITY_BAD_REQUEST');
    }
    const none = await t.app.inject({ method: 'POST', url: '/api/v1/order', payload: body });
    assert.equal(none.statusCode, 400);
    assert.equal(none.json().code, 'ENTITY_BAD_REQUEST');
  });

  it('answers 409 PRODUCTS_OUT_OF_STOCK naming every short product, and keeps nothing', async () => {
    await setStock(t, first.id, 1);
    await setStock(t, second.id, 0);
    const [third] = (await pickProducts(t, 3, false)).slice(2) as [SeededProduct];
    const thirdStock = await stockOf(t, third.id);
    const [{ n: before }] = (await t.db.select({ n: count() }).from(orders)) as [{ n: number }];
    const response = await placeOrder(
      t,
      orderBody([
        { productId: third.id, quantity: 1 },
        { productId: first.id, quantity: 2 },
        { productId: second.id, quantity: 1 },
      ]),
    );
    assert.equal(response.statusCode, 409);
    const body = response.json();
    assert.equal(body.code, 'PRODUCTS_OUT_OF_STOCK');
    const named = Object.fromEntries(
      body.products.map((p: { id: string; name: Record<string, string> }) => [p.id, p.name]),
    );
    assert.deepEqual(named, { [first.id]: first.name, [second.id]: second.name });
    assert.equal(await stockOf(t, third.id), thirdStock);
    assert.equal(await stockOf(t, first.id), 1);
    const [{ n: afterwards }] = (await t.db.select({ n: count() }).from(orders)) as [{ n: number }];
    assert.equal(afterwards, before);
    await setStock(t, first.id, 50);
    await setStock(t, second.id, 50);
  });

  it('answers 404 PRODUCT_NOT_FOUND for a product that does not exist', async () => {
    const missing = randomUUID();
    const response = await placeOrder(t, orderBody([{ productId: missing, quantity: 1 }]));
    assert.equal(response.statusCode, 404);
    assert.deepEqual(response.json().products, [{ id: missing, name: {} }]);
  });

  it("places a customer's order with their code, marks it used, and refuses it next time", async () => {
    const customer = await signedInUser(t, 'CUSTOMER');
    const code = await addPromoCode(t, { type: 'AMOUNT', value: 700, userId: customer.id });
    const body = orderBody([{ productId: first.id, quantity: 1 }], { promoCode: code.code });
    const response = await placeOrder(t, body, { cookie: customer.cookie });
    assert.equal(response.statusCode, 201);
    const order = response.json();
    assert.equal(order.customerType, 'REGISTERED');
    assert.deepEqual(order.promoCode, {
      code: code.code,
      type: 'AMOUNT',
      value: 700,
      discount: 700,
    });
    assert.equal(order.discount, 700);
    const [stored] = await t.db.select().from(promoCodes).where(eq(promoCodes.id, code.id));
    assert.ok(stored?.usedAt);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    assert.equal(row?.userId, customer.id);
    assert.equal(row?.promoCodeId, code.id);
    const [history] = await t.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, order.id));
    assert.equal(history?.changedBy, customer.id);
    const items = await t.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    assert.deepEqual(items[0]?.name, first.name);

    const again = await placeOrder(t, body, { cookie: customer.cookie });
    assert.equal(again.statusCode, 409);
    assert.equal(again.json().code, 'PROMO_CODE_IS_USED');
  });

  it('refuses a request from a foreign origin', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/order',
      headers: { origin: 'https://evil.example', 'idempotency-key': randomUUID() },
      payload: orderBody([{ productId: first.id, quantity: 1 }]),
    });
    assert.equal(response.statusCode, 403);
  });
});
