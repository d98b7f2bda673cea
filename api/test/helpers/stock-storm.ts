import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import type { Database } from '../../src/db/database';
import { orderItems, products, stockMovements } from '../../src/db/schema';
import { orderBody } from './orders';
import { call, shopper, tally, type Answer } from './raw-http';
import { brokenChain } from './stock';

/** What the storm sends at once, all on one product. */
export const STORM = {
  orders: 200,
  /** Corrections adding a unit (found), and taking one (broken). */
  found: 20,
  broken: 20,
  /** The same delivery received this many times at once: once is booked. */
  receipts: 5,
} as const;

export interface Storm {
  orders: Answer[];
  found: Answer[];
  broken: Answer[];
  receipts: Answer[];
}

/**
 * 200 orders of one unit, 40 corrections of a unit either way and five receipts of one delivery,
 * all at the same moment, each on a connection of its own, spread in turn over the `bases` (API
 * replicas) and mixed, so that every kind of change meets every other at once.
 */
export async function stockStorm(
  bases: readonly string[],
  { productId, supplyId, cookie }: { productId: string; supplyId: string; cookie: string },
): Promise<Storm> {
  const staff = { headers: { cookie } };
  const correction = (quantity: number) => (base: string) =>
    call(base, 'POST', 'admin/stock/corrections', {
      ...staff,
      body: { productId, quantity, reason: quantity > 0 ? 'Found in the back room' : 'Broken' },
    });
  const kinds: [keyof Storm, number, (base: string, n: number) => Promise<Answer>][] = [
    [
      'orders',
      STORM.orders,
      (base, n) =>
        call(base, 'POST', 'order', {
          body: orderBody([{ productId, quantity: 1 }]),
          from: shopper(n, 13),
          headers: { 'idempotency-key': randomUUID() },
        }),
    ],
    ['found', STORM.found, correction(1)],
    ['broken', STORM.broken, correction(-1)],
    [
      'receipts',
      STORM.receipts,
      (base) =>
        call(base, 'POST', `admin/supplies/${supplyId}/receive`, {
          ...staff,
          body: { version: 1 },
        }),
    ],
  ];
  // Every tenth request is another kind's, so none of them all comes first.
  const requests = kinds
    .flatMap(([kind, times, send]) => Array.from({ length: times }, (_, n) => ({ kind, n, send })))
    .sort((a, b) => (a.n % 10) - (b.n % 10) || a.n - b.n);
  const answers = await Promise.all(
    requests.map(({ send, n }, index) => send(bases[index % bases.length]!, n)),
  );
  const storm: Storm = { orders: [], found: [], broken: [], receipts: [] };
  requests.forEach(({ kind }, index) => storm[kind].push(answers[index]!));
  return storm;
}

/** The storm's answers by kind, status and code. */
export const tallies = (storm: Storm) =>
  Object.fromEntries(Object.entries(storm).map(([kind, answers]) => [kind, tally(answers)]));

const succeeded = (answers: Answer[], status: number) =>
  answers.filter((answer) => answer.status === status).length;

/**
 * Checks what the storm left of a product that had no stock before it and a delivery of
 * `delivered` units drafted: each refusal is the one its kind has, none failed; the stock is
 * what the acknowledged answers account for (the delivery once, plus the units found, less
 * those broken and sold), never below zero; one order line and one movement per unit sold; and
 * its movements, oldest first, each leave the stock the one before left plus their own.
 */
export async function assertStormAccounted(
  db: Database,
  productId: string,
  delivered: number,
  storm: Storm,
) {
  const counts = tallies(storm);
  console.log(`stock storm: ${JSON.stringify(counts)}`);
  assert.deepEqual(counts.receipts, { '200': 1, '409 SUPPLY_IS_CREATED': STORM.receipts - 1 });
  assert.deepEqual(counts.found, { '201': STORM.found });
  for (const [kind, refusal] of [
    ['orders', '409 PRODUCTS_OUT_OF_STOCK'],
    ['broken', '409 SUPPLY_PRODUCT_MORE_THAN_AVAILABLE'],
  ] as const)
    assert.deepEqual(
      Object.keys(counts[kind]!).filter((key) => key !== '201' && key !== refusal),
      [],
      `${kind}: ${JSON.stringify(counts[kind])}`,
    );
  const sold = succeeded(storm.orders, 201);
  assert.ok(sold > 0, 'some orders were placed');

  const [product] = await db
    .select({ stock: products.stock })
    .from(products)
    .where(eq(products.id, productId));
  const stock = product!.stock;
  const accounted = delivered + succeeded(storm.found, 201) - succeeded(storm.broken, 201) - sold;
  assert.equal(stock, accounted, 'stock = received − sold');
  assert.ok(stock >= 0);
  const [items] = await db
    .select({ n: count() })
    .from(orderItems)
    .where(eq(orderItems.productId, productId));
  assert.equal(items?.n, sold, 'one order line per unit sold');
  const [ordered] = await db
    .select({ n: count() })
    .from(stockMovements)
    .where(and(eq(stockMovements.productId, productId), eq(stockMovements.kind, 'ORDER')));
  assert.equal(ordered?.n, sold, 'one movement per order');
  const chain = await brokenChain(db, productId);
  assert.deepEqual(chain.breaks, []);
  assert.equal(chain.last, stock, 'stock = Σ movements');
  console.log(`${chain.movements} movements, ${sold} sold, stock ${stock}`);
}
