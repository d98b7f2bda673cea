import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { AdminOrderDetail, BulkStatusAnswer } from '@storefront/shared/admin';
import type { Order } from '@storefront/shared/core';
import { and, asc, eq } from 'drizzle-orm';
import { auditLog, emailOutbox, stockMovements } from '../src/db/schema';
import type { ShopEvent } from '../src/services/events/bus';
import { staffRequest } from './helpers/admin-orders';
import {
  orderBody,
  pickProducts,
  placeOrder,
  setStock,
  stockOf,
  type SeededProduct,
} from './helpers/orders';
import { signedInUser } from './helpers/users';
import { createTestApp, type TestApp } from './helpers/test-app';

describe('the back office moves orders through their statuses', () => {
  let t: TestApp;
  let products: SeededProduct[];
  let manager: Awaited<ReturnType<typeof signedInUser>>;
  let admin: Awaited<ReturnType<typeof signedInUser>>;
  const heard: ShopEvent[] = [];
  const newOrder = async (lines = [{ productId: products[0]!.id, quantity: 1 }]) => {
    const response = await placeOrder(t, orderBody(lines));
    assert.equal(response.statusCode, 201, response.body);
    return response.json() as Order;
  };
  const change = (
    orderId: string,
    body: { status: string; note?: string; version: number },
    cookie = manager.cookie,
  ) => staffRequest(t, cookie, 'PATCH', `admin/orders/${orderId}/status?lang=en`, body);
  const detail = async (orderId: string): Promise<AdminOrderDetail> =>
    (await staffRequest(t, manager.cookie, 'GET', `admin/orders/${orderId}`)).json();

  before(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '1000', ORDER_RATE_LIMIT: '1000' });
    products = await pickProducts(t, 2, false);
    manager = await signedInUser(t, 'MANAGER');
    admin = await signedInUser(t, 'ADMIN');
    t.app.events.on((event) => heard.push(event));
  });
  after(() => t.close());

  it("shows an order's page: the order, who placed it, the next statuses, its version", async () => {
    const order = await newOrder();
    const page = await detail(order.id);
    assert.equal(page.order.id, order.id);
    assert.equal(page.order.number, order.number);
    assert.equal(page.order.lines.length, 1);
    assert.deepEqual(page.next, ['CONFIRMED', 'CANCELLED']);
    assert.equal(page.version, 1);
    assert.deepEqual(
      page.history.map((entry) => [entry.status, entry.by, entry.note]),
      [['NEW', { kind: 'customer' }, null]],
    );
    const unknown = await staffRequest(
      t,
      manager.cookie,
      'GET',
      'admin/orders/00000000-0000-4000-8000-000000000000',
    );
    assert.equal(unknown.statusCode, 404);
    assert.equal(unknown.json().code, 'ORDER_NOT_FOUND');
  });

  it('takes an order from NEW to DELIVERED, each step with who, when and the note, audited', async () => {
    const order = await newOrder();
    let version = 1;
    for (const status of ['CONFIRMED', 'PACKED', 'SHIPPED', 'DELIVERED']) {
      const response = await change(order.id, { status, note: `to ${status}`, version });
      assert.equal(response.statusCode, 200, response.body);
      const page = response.json() as AdminOrderDetail;
      assert.equal(page.order.status, status);
      assert.equal(page.version, version + 1);
      version = page.version;
    }
    const page = await detail(order.id);
    assert.deepEqual(page.next, []);
    assert.deepEqual(
      page.history.map((entry) => [entry.status, entry.note, entry.by?.kind]),
      [
        ['NEW', null, 'customer'],
        ['CONFIRMED', 'to CONFIRMED', 'staff'],
        ['PACKED', 'to PACKED', 'staff'],
        ['SHIPPED', 'to SHIPPED', 'staff'],
        ['DELIVERED', 'to DELIVERED', 'staff'],
      ],
    );
    assert.deepEqual(page.history[1]!.by, {
      kind: 'staff',
      email: manager.email,
      name: '',
      role: 'MANAGER',
    });
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'order'), eq(auditLog.entityId, order.id)))
      .orderBy(asc(auditLog.id));
    assert.deepEqual(
      entries.map((entry) => [entry.action, entry.actorEmail, entry.version, entry.before]),
      [
        ['order.status', manager.email, 2, { status: 'NEW' }],
        ['order.status', manager.email, 3, { status: 'CONFIRMED' }],
        ['order.status', manager.email, 4, { status: 'PACKED' }],
        ['order.status', manager.email, 5, { status: 'SHIPPED' }],
      ],
    );
    assert.deepEqual(entries[3]!.after, { status: 'DELIVERED', note: 'to DELIVERED' });
    // The shopper hears of the confirmation, the shipping and the delivery (not the packing).
    const emails = await t.db
      .select({ subject: emailOutbox.subject })
      .from(emailOutbox)
      .where(eq(emailOutbox.template, 'order-status'));
    const about = emails.filter((email) => email.subject.includes(String(order.number)));
    assert.equal(about.length, 3);
    const changed = heard.filter(
      (event) => event.type === 'order-changed' && event.order.id === order.id,
    );
    assert.deepEqual(
      changed.map((event) => event.type === 'order-changed' && event.order.status),
      ['CONFIRMED', 'PACKED', 'SHIPPED', 'DELIVERED'],
    );
  });

  it('refuses a change read at an older version with what changed, who and when', async () => {
    const order = await newOrder();
    assert.equal((await change(order.id, { status: 'CONFIRMED', version: 1 })).statusCode, 200);
    const stale = await change(order.id, { status: 'CANCELLED', version: 1 }, admin.cookie);
    assert.equal(stale.statusCode, 409);
    const body = stale.json();
    assert.equal(body.code, 'ENTITY_ACTION_NOT_ALLOWED');
    assert.equal(body.conflict.version, 2);
    assert.deepEqual(body.conflict.fields, ['status']);
    assert.deepEqual(body.conflict.changedBy, { email: manager.email, role: 'MANAGER' });
    assert.equal((await detail(order.id)).order.status, 'CONFIRMED');
  });

  it('refuses a move the transitions do not allow, and a body without its version', async () => {
    const order = await newOrder();
    const skip = await change(order.id, { status: 'SHIPPED', version: 1 });
    assert.equal(skip.statusCode, 409);
    assert.equal(skip.json().code, 'ENTITY_ACTION_NOT_ALLOWED');
    const unversioned = await staffRequest(
      t,
      manager.cookie,
      'PATCH',
      `admin/orders/${order.id}/status`,
      { status: 'CONFIRMED' },
    );
    assert.equal(unversioned.statusCode, 400);
  });

  it('gives the stock back on cancelling and takes it again on restoring, with records', async () => {
    const [first, second] = products as [SeededProduct, SeededProduct];
    const order = await newOrder([
      { productId: first.id, quantity: 2 },
      { productId: second.id, quantity: 1 },
    ]);
    const before = [await stockOf(t, first.id), await stockOf(t, second.id)];
    const cancelled = await change(order.id, { status: 'CANCELLED', version: 1 });
    assert.equal(cancelled.statusCode, 200);
    assert.ok(cancelled.headers['x-storefront-invalidate']?.toString().includes('listings'));
    assert.deepEqual((cancelled.json() as AdminOrderDetail).next, ['NEW']);
    assert.deepEqual(
      [await stockOf(t, first.id), await stockOf(t, second.id)],
      [before[0]! + 2, before[1]! + 1],
    );
    const restored = await change(order.id, { status: 'NEW', note: 'Paid after all', version: 2 });
    assert.equal(restored.statusCode, 200, restored.body);
    const page = restored.json() as AdminOrderDetail;
    assert.equal(page.order.status, 'NEW');
    assert.deepEqual(page.next, ['CONFIRMED', 'CANCELLED']);
    assert.deepEqual(
      page.history.map((entry) => entry.status),
      ['NEW', 'CANCELLED', 'NEW'],
    );
    assert.deepEqual([await stockOf(t, first.id), await stockOf(t, second.id)], before);
    const tags = restored.headers['x-storefront-invalidate']?.toString().split(' ') ?? [];
    assert.deepEqual(
      tags.sort(),
      [`product:${first.id}`, `product:${second.id}`, 'listings'].sort(),
    );
    const movements = await t.db
      .select({ kind: stockMovements.kind, quantity: stockMovements.quantity })
      .from(stockMovements)
      .where(eq(stockMovements.orderId, order.id));
    const kinds = movements.map((row) => `${row.kind} ${row.quantity}`).sort();
    assert.deepEqual(kinds, [
      'CANCELLATION 1',
      'CANCELLATION 2',
      'ORDER -1',
      'ORDER -2',
      'RESTORE -1',
      'RESTORE -2',
    ]);
    // The storefront's tracking reads the same history.
    const tracking = await t.app.inject({
      method: 'POST',
      url: `/api/v1/order/${order.number}/track`,
      headers: { origin: 'http://localhost:3000' },
      payload: { contact: 'anna@example.com' },
    });
    assert.deepEqual(
      tracking.json().history.map((entry: { status: string }) => entry.status),
      ['NEW', 'CANCELLED', 'NEW'],
    );
  });

  it('refuses to restore an order whose stock is gone, naming the products, and leaves it cancelled', async () => {
    const [first, second] = products as [SeededProduct, SeededProduct];
    const order = await newOrder([
      { productId: first.id, quantity: 1 },
      { productId: second.id, quantity: 3 },
    ]);
    await change(order.id, { status: 'CANCELLED', version: 1 });
    await setStock(t, second.id, 2);
    const stockBefore = await stockOf(t, first.id);
    const refused = await change(order.id, { status: 'NEW', version: 2 });
    assert.equal(refused.statusCode, 409);
    const body = refused.json();
    assert.equal(body.code, 'ORDER_RESTORE_CANNOT_BE_PROCESSED');
    assert.deepEqual(
      body.products.map((product: { id: string }) => product.id),
      [second.id],
    );
    assert.deepEqual(Object.keys(body.products[0].name).sort(), ['en', 'pl', 'ru', 'ua']);
    const page = await detail(order.id);
    assert.equal(page.order.status, 'CANCELLED');
    assert.equal(page.version, 2);
    assert.equal(await stockOf(t, first.id), stockBefore, 'nothing taken');
    assert.equal(await stockOf(t, second.id), 2);
    await setStock(t, second.id, 1000);
  });

  it('moves several orders in one request, each on its own, with a result per order', async () => {
    const orders = await Promise.all([1, 2, 3].map(() => newOrder()));
    const delivered = await newOrder();
    let version = 1;
    for (const status of ['CONFIRMED', 'PACKED', 'SHIPPED', 'DELIVERED'])
      version = (await change(delivered.id, { status, version })).json().version;
    const unknown = '00000000-0000-4000-8000-000000000001';
    const response = await staffRequest(t, admin.cookie, 'POST', 'admin/orders/status', {
      orderIds: [orders[0]!.id, delivered.id, orders[1]!.id, unknown, orders[2]!.id, 'not-an-id'],
      status: 'CONFIRMED',
      note: 'Checked by phone',
    });
    assert.equal(response.statusCode, 200, response.body);
    const { results } = response.json() as BulkStatusAnswer;
    assert.deepEqual(
      results.map((result) => [result.orderId, result.ok, result.ok ? result.status : result.code]),
      [
        [orders[0]!.id, true, 'CONFIRMED'],
        [delivered.id, false, 'ENTITY_ACTION_NOT_ALLOWED'],
        [orders[1]!.id, true, 'CONFIRMED'],
        [unknown, false, 'ORDER_NOT_FOUND'],
        [orders[2]!.id, true, 'CONFIRMED'],
        ['not-an-id', false, 'ORDER_NOT_FOUND'],
      ],
    );
    const refused = results[1]!;
    assert.ok(!refused.ok);
    assert.equal(refused.number, delivered.number);
    assert.equal(refused.status, 'DELIVERED');
    assert.equal((await detail(delivered.id)).order.status, 'DELIVERED');
    for (const order of orders) {
      const page = await detail(order.id);
      assert.equal(page.order.status, 'CONFIRMED');
      assert.equal(page.history.at(-1)!.note, 'Checked by phone');
    }
    const audited = await t.db
      .select({ entityId: auditLog.entityId })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order.status'), eq(auditLog.actorEmail, admin.email)));
    assert.deepEqual(
      audited.map((entry) => entry.entityId).sort(),
      orders.map((order) => order.id).sort(),
    );
  });

  it('takes 1 to 100 orders at once', async () => {
    for (const orderIds of [[], Array.from({ length: 101 }, (_, n) => `id-${n}`)]) {
      const response = await staffRequest(t, manager.cookie, 'POST', 'admin/orders/status', {
        orderIds,
        status: 'CONFIRMED',
      });
      assert.equal(response.statusCode, 400);
    }
  });

  it('keeps the storefront staff route working, through the same change', async () => {
    const order = await newOrder();
    const response = await staffRequest(t, manager.cookie, 'PATCH', `order/${order.id}/status`, {
      status: 'CONFIRMED',
    });
    assert.equal(response.statusCode, 200);
    assert.equal(response.json().status, 'CONFIRMED');
    assert.equal((await detail(order.id)).version, 2);
  });
});
