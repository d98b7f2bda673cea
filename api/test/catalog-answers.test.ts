import assert from 'node:assert/strict';
import { setTimeout } from 'node:timers/promises';
import { after, before, describe, it } from 'node:test';
import { TEST_OWNER } from './helpers/fixtures';
import {
  ORIGIN,
  orderBody,
  pickProducts,
  placeOrder,
  setStock,
  type SeededProduct,
} from './helpers/orders';
import { signIn } from './helpers/users';
import { createTestApp, type TestApp } from './helpers/test-app';

interface Card {
  slug: string;
  stock: number;
}

const detailOf = async (t: TestApp, slug: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/v1/product/${slug}?lang=en` })).json();

/** The product's card in the search for its whole English name. */
async function cardOf(t: TestApp, product: SeededProduct): Promise<Card> {
  const words = encodeURIComponent(product.name.en);
  const page = (
    await t.app.inject({ method: 'GET', url: `/api/v1/product?lang=en&q=${words}&limit=100` })
  ).json();
  const card = page.items.find((item: Card) => item.slug === product.slug);
  assert.ok(card, `${product.slug} is in the search for its name`);
  return card;
}

describe('the catalog answers, reused for a while', () => {
  let t: TestApp;
  let product: SeededProduct;
  before(async () => {
    // Longer than any test: what the tests see fresh, they see because stock changed here.
    t = await createTestApp({ CATALOG_ANSWER_CACHE_SECONDS: '600', ORDER_RATE_LIMIT: '1000' });
    [product] = (await pickProducts(t, 1, false)) as [SeededProduct];
  });
  after(() => t.close());

  it('shows the stock an order leaves at once, on the product page and in the lists', async () => {
    const before = (await detailOf(t, product.slug)).stock;
    assert.equal((await cardOf(t, product)).stock, before);
    const placed = await placeOrder(t, orderBody([{ productId: product.id, quantity: 2 }]));
    assert.equal(placed.statusCode, 201);
    assert.equal((await detailOf(t, product.slug)).stock, before - 2);
    assert.equal((await cardOf(t, product)).stock, before - 2);
  });

  it('shows the stock a cancelled order puts back at once', async () => {
    const before = (await detailOf(t, product.slug)).stock;
    const order = (await placeOrder(t, orderBody([{ productId: product.id, quantity: 3 }]))).json();
    assert.equal((await detailOf(t, product.slug)).stock, before - 3);
    const owner = await signIn(t, TEST_OWNER.email, TEST_OWNER.password);
    const cancelled = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/order/${order.id}/status`,
      headers: { origin: ORIGIN, cookie: owner },
      payload: { status: 'CANCELLED' },
    });
    assert.equal(cancelled.statusCode, 200);
    assert.equal((await detailOf(t, product.slug)).stock, before);
  });
});

describe('the catalog answers, after a change made by another API process', () => {
  let t: TestApp;
  let product: SeededProduct;
  before(async () => {
    t = await createTestApp({ CATALOG_ANSWER_CACHE_SECONDS: '5' });
    [product] = (await pickProducts(t, 1, false)) as [SeededProduct];
  });
  after(() => t.close());

  it('are read again once the configured seconds have passed', async () => {
    const before = (await detailOf(t, product.slug)).stock;
    // Written straight to the database, as a replica that sold the units would have.
    await setStock(t, product.id, before - 1);
    // Five seconds, not fewer: on a busy machine the write and the read again may take a second or
    // two, and the answer must still be the one kept.
    assert.equal((await detailOf(t, product.slug)).stock, before, 'kept for five seconds');
    await setTimeout(5_100);
    assert.equal((await detailOf(t, product.slug)).stock, before - 1);
  });
});
