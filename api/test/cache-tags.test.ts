import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import {
  CACHE_TAGS,
  invalidatedHeader,
  MAX_INVALIDATED_HEADER_BYTES,
} from '../src/services/events/invalidation';
import { TEST_OWNER } from './helpers/fixtures';
import { ORIGIN, orderBody, pickProducts, placeOrder, type SeededProduct } from './helpers/orders';
import { signIn } from './helpers/users';
import { createTestApp, type TestApp } from './helpers/test-app';

/*
 * What the API's answers say about what they show (x-cache-tags) and what a staff write made
 * stale (x-storefront-invalidate): the shell's page cache drops by them (docs/operations.md).
 */

const tagsOf = (header: unknown) => String(header ?? '').split(' ');

describe('the cache tags of the catalog and the store', () => {
  let t: TestApp;
  let product: SeededProduct;
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/api/v1/${url}`, headers });

  before(async () => {
    t = await createTestApp({ ORDER_RATE_LIMIT: '1000' });
    [product] = (await pickProducts(t, 1, false)) as [SeededProduct];
  });
  after(() => t.close());

  it("labels a product's page with its own id and those of the related cards it shows", async () => {
    const response = await get(`product/${product.slug}?lang=en`);
    assert.equal(response.statusCode, 200);
    const detail = response.json<{ id: string; related: { id: string }[] }>();
    assert.ok(detail.related.length > 0, 'the product has related cards');
    assert.deepEqual(tagsOf(response.headers['x-cache-tags']), [
      `product:${product.id}`,
      ...detail.related.map((card) => `product:${card.id}`),
    ]);
  });

  it('labels every list, search, home row, brand list and sitemap part `listings`', async () => {
    for (const url of [
      'product?lang=en',
      'product?lang=en&q=coffee',
      'product?lang=en&category=tea&sort=price-asc',
      'product/featured?lang=en',
      'product/latest?lang=pl',
      'product/discount?lang=en',
      'brand',
      'sitemap/products?part=1',
    ]) {
      const response = await get(url);
      assert.equal(response.statusCode, 200, url);
      assert.equal(response.headers['x-cache-tags'], 'listings', url);
    }
  });

  it('labels a product that does not exist `listings` (a new product may take its address)', async () => {
    const response = await get('product/no-such-product?lang=en');
    assert.equal(response.statusCode, 404);
    assert.equal(response.headers['x-cache-tags'], 'listings');
  });

  it('labels the categories `categories` and the store `store`', async () => {
    assert.equal((await get('category?lang=en')).headers['x-cache-tags'], 'categories');
    assert.equal((await get('store')).headers['x-cache-tags'], 'store');
  });

  it('lets browsers keep the answers only by asking each time: 304 while unchanged', async () => {
    for (const url of [`product/${product.slug}?lang=en`, 'product?lang=en', 'store']) {
      const first = await get(url);
      assert.equal(first.headers['cache-control'], 'public, no-cache', url);
      const again = await get(url, { 'if-none-match': String(first.headers.etag) });
      assert.equal(again.statusCode, 304, url);
    }
  });

  it('names the stale tags in the answer to a staff write, and only what changed', async () => {
    const owner = await signIn(t, TEST_OWNER.email, TEST_OWNER.password);
    const status = (orderId: string, value: string) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/v1/order/${orderId}/status`,
        headers: { origin: ORIGIN, cookie: owner },
        payload: { status: value },
      });
    const order = (await placeOrder(t, orderBody([{ productId: product.id, quantity: 1 }]))).json();
    // Confirming changes nothing a shopper's page shows.
    const confirmed = await status(order.id, 'CONFIRMED');
    assert.equal(confirmed.statusCode, 200);
    assert.equal(confirmed.headers['x-storefront-invalidate'], undefined);
    // Cancelling puts the stock back: the product's pages and the lists.
    const cancelled = await status(order.id, 'CANCELLED');
    assert.equal(cancelled.statusCode, 200);
    assert.deepEqual(tagsOf(cancelled.headers['x-storefront-invalidate']).sort(), [
      'listings',
      `product:${product.id}`,
    ]);
    // A refused write changed nothing.
    const again = await status(order.id, 'CANCELLED');
    assert.equal(again.statusCode, 409);
    assert.equal(again.headers['x-storefront-invalidate'], undefined);

    const integrations = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/store/integrations',
      headers: { origin: ORIGIN, cookie: owner },
      payload: { googleAnalyticsId: 'G-CACHE1234', facebookPixelId: null },
    });
    assert.equal(integrations.statusCode, 200);
    assert.equal(integrations.headers['x-storefront-invalidate'], 'store');
  });

  it('says "*" for a write that made too many tags stale to name in a header', () => {
    const few = ['listings', CACHE_TAGS.product('a'), 'listings'];
    assert.equal(invalidatedHeader(few), 'listings product:a');
    const many = Array.from({ length: 200 }, (_, i) => CACHE_TAGS.product(randomUUID() + i));
    assert.ok(many.join(' ').length > MAX_INVALIDATED_HEADER_BYTES);
    assert.equal(invalidatedHeader(many), '*');
  });
});
