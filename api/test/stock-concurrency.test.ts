import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { productBySlug } from './helpers/orders';
import { correct, draftSupply, unrecordedStock } from './helpers/stock';
import { assertStormAccounted, stockStorm } from './helpers/stock-storm';
import { signedInUser } from './helpers/users';
import { createTestApp, type TestApp } from './helpers/test-app';

const DELIVERED = 100;

describe('orders, corrections and a delivery on one product at the same moment', () => {
  let t: TestApp;
  let base: string;

  before(async () => {
    t = await createTestApp({ ORDER_RATE_LIMIT: '10000', AUTH_RATE_LIMIT: '1000' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  after(() => t.close());

  it('end with stock = received − sold: never below zero, no unit lost, every change recorded', async () => {
    const manager = await signedInUser(t, 'MANAGER');
    const product = await productBySlug(t, 'ceramic-pour-over-dripper-02');
    // Sold out first, through the records, so what follows is all the stock there is.
    await correct(t, manager.cookie, {
      productId: product.id,
      quantity: -product.stock,
      reason: 'Start of the test',
    });
    const supply = await draftSupply(t, manager.cookie, {
      supplier: 'Hario Europe',
      lines: [{ productId: product.id, quantity: DELIVERED, unitCost: 1200 }],
    });
    assert.equal(supply.statusCode, 201, supply.body);

    const storm = await stockStorm([base], {
      productId: product.id,
      supplyId: supply.json().id,
      cookie: manager.cookie,
    });
    await assertStormAccounted(t.db, product.id, DELIVERED, storm);
    assert.deepEqual(await unrecordedStock(t), [], 'every product: stock = Σ movements');
  });
});
