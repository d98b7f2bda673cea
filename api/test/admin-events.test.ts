import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import type { Order } from '@storefront/shared/core';
import { staffRequest } from './helpers/admin-orders';
import { openEventStream } from './helpers/event-stream';
import {
  orderBody,
  pickProducts,
  placeOrder,
  setStock,
  type SeededProduct,
} from './helpers/orders';
import { signedInUser } from './helpers/users';
import { createTestApp, type TestApp } from './helpers/test-app';

describe('GET /api/v1/admin/events', () => {
  let t: TestApp;
  let base: string;
  let manager: string;
  let product: SeededProduct;

  before(async () => {
    t = await createTestApp({
      AUTH_RATE_LIMIT: '1000',
      ORDER_RATE_LIMIT: '1000',
      EVENTS_HEARTBEAT_SECONDS: '0.2',
    });
    manager = (await signedInUser(t, 'MANAGER')).cookie;
    [product] = (await pickProducts(t, 1, false)) as [SeededProduct];
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  after(() => t.close());

  it('streams events, uncached and unbuffered, with a retry hint and heartbeats', async () => {
    const stream = await openEventStream(base, manager);
    assert.equal(stream.status, 200);
    assert.equal(stream.headers['content-type'], 'text/event-stream');
    assert.equal(stream.headers['cache-control'], 'no-cache');
    assert.equal(stream.headers['x-accel-buffering'], 'no');
    assert.equal(stream.headers['content-encoding'], undefined);
    await new Promise((resolve) => setTimeout(resolve, 700));
    const text = stream.chunks.map((chunk) => chunk.text).join('');
    assert.match(text, /^retry: 3000\n/);
    assert.ok((text.match(/: heartbeat\n\n/g) ?? []).length >= 2, text);
    stream.close();
  });

  it('tells of an order placed, and of each status change, as they commit', async () => {
    const stream = await openEventStream(base, manager);
    const placed = await placeOrder(t, orderBody([{ productId: product.id, quantity: 1 }]));
    const order = placed.json() as Order;
    const heard = await stream.next(
      (event) => event.type === 'order-placed' && event.order.id === order.id,
    );
    assert.deepEqual(heard, {
      type: 'order-placed',
      order: {
        id: order.id,
        number: order.number,
        total: order.total,
        currency: 'PLN',
        customerType: 'GUEST',
        firstName: 'Anna',
        lastName: 'Kowalska',
        createdAt: order.createdAt,
      },
    });
    await staffRequest(t, manager, 'PATCH', `admin/orders/${order.id}/status`, {
      status: 'CONFIRMED',
      version: 1,
    });
    assert.deepEqual(
      await stream.next((event) => event.type === 'order-changed' && event.order.id === order.id),
      {
        type: 'order-changed',
        order: { id: order.id, number: order.number, status: 'CONFIRMED', version: 2 },
      },
    );
    stream.close();
  });

  it('tells nothing of an order that was not placed', async () => {
    const stream = await openEventStream(base, manager);
    await setStock(t, product.id, 0);
    const refused = await placeOrder(t, orderBody([{ productId: product.id, quantity: 1 }]));
    assert.equal(refused.statusCode, 409);
    await setStock(t, product.id, 100);
    const later = await placeOrder(t, orderBody([{ productId: product.id, quantity: 1 }]));
    const laterId = (later.json() as Order).id;
    await stream.next((event) => event.type === 'order-placed' && event.order.id === laterId);
    assert.deepEqual(
      stream.events.map((event) => event.order.id),
      [laterId],
    );
    stream.close();
  });

  it('is for the staff alone', async () => {
    const customer = (await signedInUser(t, 'CUSTOMER')).cookie;
    const refused = await openEventStream(base, customer);
    assert.equal(refused.status, 403);
    const anonymous = await openEventStream(base, '');
    assert.equal(anonymous.status, 401);
  });

  it('ends every stream when the server closes, so closing does not wait for them', async () => {
    const own = await createTestApp({ AUTH_RATE_LIMIT: '1000' });
    await own.app.listen({ host: '127.0.0.1', port: 0 });
    const url = `http://127.0.0.1:${(own.app.server.address() as AddressInfo).port}`;
    const cookie = (await signedInUser(own, 'OWNER')).cookie;
    const streams = await Promise.all([openEventStream(url, cookie), openEventStream(url, cookie)]);
    const started = Date.now();
    await own.close();
    await Promise.all(streams.map((stream) => stream.ended));
    assert.ok(Date.now() - started < 5000, 'closed at once');
  });
});
