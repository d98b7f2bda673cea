// Two API processes on one PostgreSQL database and one Redis, behind nginx with the repository's
// balancer configuration: what must hold however many replicas serve the shop. It runs in the
// PostgreSQL pass (TEST_DATABASE=postgres), where a missing tool is a failure, not a skip (`npm test`
// installs them on Debian, or names them).
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { count, eq, inArray } from 'drizzle-orm';
import { createTransport } from 'nodemailer';
import { emailOutbox, orderItems, orders, products, stores } from '../src/db/schema';
import { deliverPending } from '../src/services/emails/outbox';
import { registration } from './helpers/accounts';
import { seeded } from './helpers/catalog';
import { TEST_OWNER } from './helpers/fixtures';
import { orderBody } from './helpers/orders';
import { ordersUnderLoad } from './helpers/orders-under-load';
import { openEventStream } from './helpers/event-stream';
import { call, shopper, tally, type Answer } from './helpers/raw-http';
import { startReplicaSet, type ReplicaSet } from './helpers/replica-set';
import { assertStormAccounted, stockStorm } from './helpers/stock-storm';
import { missingTools } from './helpers/replicas';
import { onPostgres } from './helpers/test-app';

const AUTH_RATE_LIMIT = 5;
const missing = [...(process.env.DATABASE_URL ? [] : ['DATABASE_URL']), ...missingTools()];
const skip = !onPostgres && 'runs in the PostgreSQL pass';
const quiet = { info() {}, warn() {}, error() {} };

describe('two API replicas on one database and one Redis', { skip }, () => {
  let set: ReplicaSet;
  let nextProduct = 0;
  const productWithStock = async (stock: number) => {
    const [row] = await set.handle.db
      .update(products)
      .set({ stock })
      .where(eq(products.slug, seeded.inStock[(nextProduct += 1)]!.slug))
      .returning({ id: products.id });
    return row!.id;
  };

  before(async () => {
    assert.deepEqual(missing, [], `the replica suite needs ${missing.join(', ')}`);
    set = await startReplicaSet({
      EMAIL_SEND_INTERVAL_SECONDS: '0.1',
      COOKIE_SECURE: 'false',
      OWNER_EMAIL: TEST_OWNER.email,
      OWNER_PASSWORD: TEST_OWNER.password,
      AUTH_RATE_LIMIT: String(AUTH_RATE_LIMIT),
      // The replica that seeds says so (on stdout, whatever LOG_LEVEL says).
      SEED_DEMO: 'true',
    });
  });
  after(() => set?.close());

  it('migrate and seed an empty database once when they start together', async () => {
    const seededBy = [set.a, set.b].filter((replica) =>
      replica.output().includes('seeded the demo shop'),
    );
    const [shops] = await set.handle.db.select({ n: count() }).from(stores);
    const [catalog] = await set.handle.db.select({ n: count() }).from(products);
    console.log(`seeded by ${seededBy.map((replica) => replica.name).join(', ')}`);
    assert.equal(seededBy.length, 1);
    assert.equal(shops?.n, 1);
    assert.equal(catalog?.n, seeded.products.length);
  });

  it('sell exactly the stock: 500 orders at once over both replicas for 10 in stock', async () => {
    const productId = await productWithStock(10);
    const body = orderBody([{ productId, quantity: 1 }]);
    const before = (await set.balancer.answeredBy()).length;
    const answers = await Promise.all(
      Array.from({ length: 500 }, (_, n) =>
        call(set.balancer.url, 'POST', 'order', {
          body,
          from: shopper(n),
          headers: { 'idempotency-key': randomUUID() },
        }),
      ),
    );
    const byReplica: Record<string, number> = {};
    for (const address of (await set.balancer.answeredBy()).slice(before))
      byReplica[address] = (byReplica[address] ?? 0) + 1;
    console.log(`orders: ${JSON.stringify(tally(answers))}, by ${JSON.stringify(byReplica)}`);
    assert.deepEqual(tally(answers), { '201': 10, '409 PRODUCTS_OUT_OF_STOCK': 490 });
    assert.equal(Object.keys(byReplica).length, 2, 'both replicas took orders');
    const [placed] = await set.handle.db
      .select({ n: count() })
      .from(orderItems)
      .where(eq(orderItems.productId, productId));
    assert.equal(placed?.n, 10);
  });

  it('tell a back office connected to one replica of an order placed on the other', async () => {
    const body = { email: TEST_OWNER.email, password: TEST_OWNER.password };
    const signedIn = await call(set.a.url, 'POST', 'auth/login', { body, from: '10.9.9.20' });
    assert.equal(signedIn.status, 200);
    const onB = await openEventStream(set.b.url, signedIn.cookie!);
    const throughBalancer = await openEventStream(set.balancer.url, signedIn.cookie!);
    assert.equal(onB.status, 200);
    assert.equal(throughBalancer.status, 200);
    const productId = await productWithStock(5);
    const placedOn = async (replica: string, n: number) => {
      const placed = await call(replica, 'POST', 'order', {
        body: orderBody([{ productId, quantity: 1 }]),
        from: shopper(n, 12),
        headers: { 'idempotency-key': randomUUID() },
      });
      assert.equal(placed.status, 201);
      return placed.body!.id!;
    };
    // One through A, heard on B; and the balancer's stream hears orders of either replica.
    for (const [replica, n] of [
      [set.a.url, 1],
      [set.b.url, 2],
    ] as const) {
      const started = Date.now();
      const id = await placedOn(replica, n);
      const match = (event: { type: string; order: { id: string } }) =>
        event.type === 'order-placed' && event.order.id === id;
      await Promise.all([onB.next(match), throughBalancer.next(match)]);
      console.log(
        `order placed on ${replica === set.a.url ? 'A' : 'B'}: placed and heard on B and through nginx within ${Date.now() - started} ms`,
      );
    }
    onB.close();
    throughBalancer.close();
  });

  it('keep stock = received − sold with orders, corrections and a delivery over both replicas', async () => {
    const body = { email: TEST_OWNER.email, password: TEST_OWNER.password };
    const { cookie } = await call(set.a.url, 'POST', 'auth/login', { body, from: '10.9.9.20' });
    const staff = { headers: { cookie: cookie! } };
    // A product no other test here changes, sold out through the records first.
    const [product] = await set.handle.db
      .select({ id: products.id, stock: products.stock })
      .from(products)
      .where(eq(products.slug, seeded.inStock.at(-1)!.slug));
    const productId = product!.id;
    const soldOut = await call(set.a.url, 'POST', 'admin/stock/corrections', {
      ...staff,
      body: { productId, quantity: -product!.stock, reason: 'Start of the test' },
    });
    assert.equal(soldOut.status, 201);
    const supply = await call(set.b.url, 'POST', 'admin/supplies', {
      ...staff,
      body: { supplier: 'Hario Europe', lines: [{ productId, quantity: 100, unitCost: 1200 }] },
    });
    assert.equal(supply.status, 201);
    const storm = await stockStorm([set.a.url, set.b.url], {
      productId,
      supplyId: supply.body!.id!,
      cookie: cookie!,
    });
    await assertStormAccounted(set.handle.db, productId, 100, storm);
  });

  it('count a sign-in rate limit once across both replicas', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < AUTH_RATE_LIMIT + 3; attempt += 1) {
      const replica = attempt % 2 === 0 ? set.a : set.b;
      const body = { email: TEST_OWNER.email, password: 'not the password' };
      statuses.push(
        (await call(replica.url, 'POST', 'auth/login', { body, from: '10.9.9.9' })).status,
      );
    }
    console.log(`sign-in attempts alternating A and B: ${statuses.join(' ')}`);
    assert.deepEqual(statuses, [
      ...Array<number>(AUTH_RATE_LIMIT).fill(401),
      ...Array<number>(3).fill(429),
    ]);
  });

  it('take a session made on one replica on the other, and end it there', async () => {
    const body = { email: TEST_OWNER.email, password: TEST_OWNER.password };
    const signedIn = await call(set.a.url, 'POST', 'auth/login', { body, from: '10.9.9.10' });
    assert.equal(signedIn.status, 200);
    const headers = { cookie: signedIn.cookie! };
    const me = await call(set.b.url, 'GET', 'auth/me', { headers });
    assert.equal(me.status, 200);
    assert.equal(me.body?.email, TEST_OWNER.email);
    assert.equal((await call(set.b.url, 'POST', 'auth/logout', { headers })).status, 204);
    assert.equal((await call(set.a.url, 'GET', 'auth/me', { headers })).status, 401);
  });

  it('send an email queued once exactly once while both replicas (and a third sender) deliver', async () => {
    // A sender without the outbox lock, as an older replica would be: only the claim stops it.
    const transport = createTransport(set.smtp.url, { from: 'test@example.com' });
    let racing = true;
    let sentByThird = 0;
    const third = (async () => {
      while (racing) {
        sentByThird += (await deliverPending(set.handle.db, transport, quiet, { batch: 2 })).sent;
        await sleep(50);
      }
    })();
    const forms = Array.from({ length: 12 }, () => registration());
    const registered = await Promise.all(
      forms.map((form, n) =>
        call(n % 2 === 0 ? set.a.url : set.b.url, 'POST', 'auth/register', {
          body: form,
          from: shopper(n, 11),
        }),
      ),
    );
    assert.deepEqual(tally(registered), { '201': 12 });
    const recipients = forms.map((form) => form.email);
    const outbox = () =>
      set.handle.db.select().from(emailOutbox).where(inArray(emailOutbox.recipient, recipients));
    for (let i = 0; i < 100 && (await outbox()).some((row) => row.status !== 'SENT'); i += 1)
      await sleep(100);
    racing = false;
    await third;
    const received = set.smtp.received.flatMap((mail) => mail.to);
    const times = recipients.map(
      (to) => received.filter((address) => address === `<${to}>`).length,
    );
    console.log(
      `emails: 12 queued, ${received.length} received, ${sentByThird} by the third sender`,
    );
    assert.deepEqual(times, Array<number>(12).fill(1));
    assert.deepEqual(
      (await outbox()).map((row) => [row.status, row.attempts]),
      Array(12).fill(['SENT', 1]),
    );
  });

  it('lose no acknowledged order when a replica is killed mid-load, and keep answering', async () => {
    const productId = await productWithStock(1000);
    const load = await ordersUnderLoad(
      set.balancer.url,
      productId,
      { seconds: 4, killAfter: 1.5 },
      () => set.a.stop('SIGKILL'),
    );
    const acknowledged = load.answers.filter((answer) => answer.status === 201);
    const [stored] = await set.handle.db
      .select({ n: count() })
      .from(orders)
      .where(
        inArray(
          orders.id,
          acknowledged.map((answer) => answer.body!.id!),
        ),
      );
    const [items] = await set.handle.db
      .select({ n: count() })
      .from(orderItems)
      .where(eq(orderItems.productId, productId));
    const [product] = await set.handle.db
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, productId));
    const late = (answer: Answer) => answer.startedAt > load.killedAt + 1000;
    console.log(
      `kill: ${acknowledged.length} acknowledged (${acknowledged.filter(late).length} a second`,
      `after the kill), answers ${JSON.stringify(tally(load.answers))}, ${items?.n} stored`,
    );
    assert.equal(stored?.n, acknowledged.length, 'every acknowledged order is stored');
    assert.equal(1000 - product!.stock, items?.n, 'stock taken only by stored orders');
    assert.ok(acknowledged.filter(late).length > 0, 'the other replica kept taking orders');
    assert.deepEqual(tally(load.answers.filter(late)), { '201': load.answers.filter(late).length });
    assert.equal((await call(set.balancer.url, 'GET', 'health')).status, 200);
  });

  it('keep answering sign-in and orders while Redis is down, without counting', async () => {
    await set.redis.stop('SIGKILL');
    const body = { email: TEST_OWNER.email, password: 'not the password' };
    const signIns = await Promise.all(
      [set.a, set.b]
        .filter(
          (replica) => replica.process.exitCode === null && replica.process.signalCode === null,
        )
        .map((replica) => call(replica.url, 'POST', 'auth/login', { body, from: '10.9.9.11' })),
    );
    const order = await call(set.balancer.url, 'POST', 'order', {
      body: orderBody([{ productId: await productWithStock(5), quantity: 1 }]),
      from: '10.9.9.12',
      headers: { 'idempotency-key': randomUUID() },
    });
    console.log(
      `with Redis down: sign-in ${JSON.stringify(tally(signIns))}, order ${order.status}`,
    );
    assert.deepEqual(tally(signIns), { '401 ENTITY_UNAUTHORIZED_ACTION': signIns.length });
    assert.equal(order.status, 201);
  });
});
