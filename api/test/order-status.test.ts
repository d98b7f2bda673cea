import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Order } from '@storefront/shared/core';
import { asc, eq } from 'drizzle-orm';
import { orderStatusHistory } from '../src/db/schema';
import { TEST_OWNER } from './helpers/fixtures';
import {
  ORIGIN,
  orderBody,
  pickProducts,
  placeOrder,
  type SeededProduct,
  stockOf,
} from './helpers/orders';
import { signIn, signedInUser } from './helpers/users';
import { createTestApp, type TestApp } from './helpers/test-app';

describe('PATCH /api/v1/order/:orderId/status', () => {
  let t: TestApp;
  let product: SeededProduct;
  let owner: string;
  let admin: Awaited<ReturnType<typeof signedInUser>>;
  let manager: Awaited<ReturnType<typeof signedInUser>>;
  let customer: Awaited<ReturnType<typeof signedInUser>>;
  const change = (orderId: string, body: { status: string; note?: string }, cookie?: string) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/v1/order/${orderId}/status`,
      headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
      payload: body,
    });
  const newOrder = async (quantity = 1): Promise<Order> =>
    (
      await placeOrder(t, orderBody([{ productId: product.id, quantity }]), {
        cookie: customer.cookie,
      })
    ).json();

  before(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '1000', ORDER_RATE_LIMIT: '1000' });
    [product] = (await pickProducts(t, 1, false)) as [SeededProduct];
    owner = await signIn(t, TEST_OWNER.email, TEST_OWNER.password);
    admin = await signedInUser(t, 'ADMIN');
    manager = await signedInUser(t, 'MANAGER');
    customer = await signedInUser(t, 'CUSTOMER');
  });
  after(() => t.close());

  it('moves an order forward for the owner, an admin and a manager, recording who and why', async () => {
    const order = await newOrder();
    const steps: [string, string][] = [
      ['CONFIRMED', owner],
      ['PACKED', admin.cookie],
      ['SHIPPED', manager.cookie],
      ['DELIVERED', manager.cookie],
    ];
    for (const [status, cookie] of steps) {
      const response = await change(order.id, { status, note: `to ${status}` }, cookie);
      assert.equal(response.statusCode, 200);
      assert.equal(response.json().status, status);
    }
    const history = await t.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, order.id))
      .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.status));
    assert.deepEqual(
      history.map((entry) => [entry.status, entry.note]),
      [
        ['NEW', null],
        ['CONFIRMED', 'to CONFIRMED'],
        ['PACKED', 'to PACKED'],
        ['SHIPPED', 'to SHIPPED'],
        ['DELIVERED', 'to DELIVERED'],
      ],
    );
    assert.equal(history[2]?.changedBy, admin.id);
    assert.equal(history[3]?.changedBy, manager.id);
  });

  it('answers 409 ENTITY_ACTION_NOT_ALLOWED to a move the transitions do not allow', async () => {
    const order = await newOrder();
    for (const status of ['PACKED', 'NEW', 'DELIVERED']) {
      const response = await change(order.id, { status }, owner);
      assert.equal(response.statusCode, 409, status);
      assert.equal(response.json().code, 'ENTITY_ACTION_NOT_ALLOWED');
    }
    await change(order.id, { status: 'CONFIRMED' }, owner);
    await change(order.id, { status: 'PACKED' }, owner);
    await change(order.id, { status: 'SHIPPED' }, owner);
    const late = await change(order.id, { status: 'CANCELLED' }, owner);
    assert.equal(late.statusCode, 409);
  });

  it('puts the items back in stock on cancelling, once', async () => {
    const before = await stockOf(t, product.id);
    const order = await newOrder(3);
    assert.equal(await stockOf(t, product.id), before - 3);
    const response = await change(order.id, { status: 'CANCELLED' }, admin.cookie);
    assert.equal(response.statusCode, 200);
    assert.deepEqual(
      response.json().history.map((entry: { status: string }) => entry.status),
      ['NEW', 'CANCELLED'],
    );
    assert.equal(await stockOf(t, product.id), before);
    const again = await change(order.id, { status: 'CANCELLED' }, admin.cookie);
    assert.equal(again.statusCode, 409);
    assert.equal(await stockOf(t, product.id), before);
  });

  it('is forbidden to customers (403), even on their own order, and needs a user (401)', async () => {
    const order = await newOrder();
    const asCustomer = await change(order.id, { status: 'CANCELLED' }, customer.cookie);
    assert.equal(asCustomer.statusCode, 403);
    assert.equal(asCustomer.json().code, 'ENTITY_FORBIDDEN_ACTION');
    const anonymous = await change(order.id, { status: 'CANCELLED' });
    assert.equal(anonymous.statusCode, 401);
    assert.equal(anonymous.json().code, 'ENTITY_UNAUTHORIZED_ACTION');
  });

  it('answers 404 ORDER_NOT_FOUND for an unknown order and 400 for an unknown status', async () => {
    const unknown = await change(
      '00000000-0000-4000-8000-000000000000',
      { status: 'CONFIRMED' },
      owner,
    );
    assert.equal(unknown.statusCode, 404);
    assert.equal(unknown.json().code, 'ORDER_NOT_FOUND');
    const order = await newOrder();
    const invalid = await change(order.id, { status: 'LOST' }, owner);
    assert.equal(invalid.statusCode, 400);
  });
});
