import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, describe, it } from 'node:test';
import { count, eq } from 'drizzle-orm';
import { orderItems, orders, products } from '../src/db/schema';
import { ORIGIN, orderBody, pickProducts, setStock, stockOf } from './helpers/orders';
import { createTestApp, onPostgres, type TestApp } from './helpers/test-app';

interface Reply {
  status: number;
  body: { id?: string; code?: string };
}

/** One POST on a connection of its own (no keep-alive agent), as separate shoppers would. */
function post(port: number, path: string, body: unknown, headers: Record<string, string>) {
  const payload = JSON.stringify(body);
  return new Promise<Reply>((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        agent: false,
        headers: { 'content-type': 'application/json', origin: ORIGIN, ...headers },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode!, body: JSON.parse(text) }));
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

const tally = (replies: Reply[]) => {
  const counts: Record<string, number> = {};
  for (const reply of replies) {
    const key = `${reply.status}${reply.body.code ? ` ${reply.body.code}` : ''}`;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
};

describe('orders placed at the same moment', () => {
  let t: TestApp;
  let port: number;

  before(async () => {
    t = await createTestApp({ ORDER_RATE_LIMIT: '10000' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  after(() => t.close());

  it('sell exactly the stock: 200 orders of one unit for 10 in stock', async () => {
    const [product] = await pickProducts(t, 1, false);
    await setStock(t, product!.id, 10);
    const body = orderBody([{ productId: product!.id, quantity: 1 }]);
    const replies = await Promise.all(
      Array.from({ length: 200 }, () =>
        post(port, '/api/v1/order', body, { 'idempotency-key': randomUUID() }),
      ),
    );
    assert.deepEqual(tally(replies), { '201': 10, '409 PRODUCTS_OUT_OF_STOCK': 190 });
    const [placed] = await t.db
      .select({ n: count() })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(eq(orderItems.productId, product!.id));
    assert.equal(placed?.n, 10);
    assert.equal(await stockOf(t, product!.id), 0);
  });

  it('make one order of simultaneous requests with the same Idempotency-Key', async () => {
    const [, product] = await pickProducts(t, 2, false);
    await setStock(t, product!.id, 50);
    const key = randomUUID();
    const body = orderBody([{ productId: product!.id, quantity: 1 }]);
    const replies = await Promise.all(
      Array.from({ length: 20 }, () =>
        post(port, '/api/v1/order', body, { 'idempotency-key': key }),
      ),
    );
    assert.deepEqual(tally(replies), { '201': 1, '200': 19 });
    assert.equal(new Set(replies.map((reply) => reply.body.id)).size, 1);
    const [stored] = await t.db
      .select({ n: count() })
      .from(orders)
      .where(eq(orders.idempotencyKey, key));
    assert.equal(stored?.n, 1);
    assert.equal(await stockOf(t, product!.id), 49);
  });

  it(
    'PGlite: a query from another request waits for an open transaction, never runs inside it',
    { skip: onPostgres && 'PostgreSQL gives each request its own connection' },
    async () => {
      const [product] = await pickProducts(t, 1, false);
      await setStock(t, product!.id, 5);
      const log: string[] = [];
      let updated = () => {};
      const inside = new Promise<void>((resolve) => (updated = resolve));
      const transaction = t.db
        .transaction(async (tx) => {
          await tx.update(products).set({ stock: 777 }).where(eq(products.id, product!.id));
          log.push('updated');
          updated();
          await sleep(100);
          log.push('rolling back');
          throw new Error('roll back');
        })
        .catch(() => log.push('rolled back'));
      // The other request comes while the transaction is open, its update made (after a fixed
      // 20 ms, a busy machine sometimes had it come before the transaction began).
      await Promise.race([inside, transaction]);
      const outside = stockOf(t, product!.id).then((stock) => log.push(`read ${stock}`));
      await Promise.all([transaction, outside]);
      assert.deepEqual(
        log.filter((entry) => entry !== 'rolled back'),
        ['updated', 'rolling back', 'read 5'],
      );
    },
  );
});
