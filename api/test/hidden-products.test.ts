import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { AdminProduct } from '@storefront/shared/admin';
import { LANGUAGES } from '@storefront/shared/core';
import { formOf, saveProduct, visibleProduct } from './helpers/admin-products';
import { ORIGIN, estimate, orderBody, placeOrder, setStock } from './helpers/orders';
import { signedInUser } from './helpers/users';
import { createTestApp, type TestApp } from './helpers/test-app';

describe('a hidden product is in no storefront answer, and cannot be ordered', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signedInUser>>;
  let customer: Awaited<ReturnType<typeof signedInUser>>;
  let product: AdminProduct;
  const word = `zzkettle${Date.now()}`;

  before(async () => {
    // The API keeps its catalog answers a while, as in production: a staff change must drop them.
    t = await createTestApp({ AUTH_RATE_LIMIT: '1000', CATALOG_ANSWER_CACHE_SECONDS: '300' });
    admin = await signedInUser(t, 'ADMIN');
    customer = await signedInUser(t, 'CUSTOMER');
    const texts = Object.fromEntries(
      LANGUAGES.map((lang) => [lang, { name: `${word} ${lang}`, description: `About ${lang}` }]),
    );
    // Featured, newest, far the deepest discount and in stock: at the head of every list.
    product = await visibleProduct(t, admin.cookie, {
      texts,
      featured: true,
      price: 90000,
      salePrice: 1000,
    });
    await setStock(t, product.id, 100);
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/user/favorites/${product.id}`,
      headers: { cookie: customer.cookie, origin: ORIGIN },
    });
  });
  after(() => t.close());

  const get = (url: string, cookie?: string) =>
    t.app.inject({ url, headers: cookie ? { cookie } : {} });
  const ids = async (url: string, cookie?: string) => {
    const body = (await get(url, cookie)).json();
    return ((Array.isArray(body) ? body : body.items) as { id: string }[]).map((item) => item.id);
  };

  /** Every storefront answer that should name the product while it is visible. */
  async function storefrontSightings() {
    const seen: string[] = [];
    const lists: Record<string, string> = {
      category: '/api/v1/product?lang=en&category=brewing',
      featured: '/api/v1/product/featured?lang=pl',
      latest: '/api/v1/product/latest?lang=ru',
      discounts: '/api/v1/product/discount?lang=ua',
      favorites: '/api/v1/user/favorites?lang=en',
      'device favorites': `/api/v1/product/cards?lang=pl&ids=${product.id}`,
      ...Object.fromEntries(
        LANGUAGES.map((lang) => [
          `search ${lang}`,
          `/api/v1/product?lang=${lang}&q=${word}&limit=5`,
        ]),
      ),
    };
    for (const [name, url] of Object.entries(lists))
      if ((await ids(url, customer.cookie)).includes(product.id)) seen.push(name);
    if ((await get(`/api/v1/product/${product.slug}?lang=en`)).statusCode === 200)
      seen.push('page');
    const neighbours = (await get('/api/v1/product?lang=en&category=brewing&limit=100')).json();
    for (const { slug } of neighbours.items as { slug: string }[]) {
      if (slug === product.slug) continue;
      const page = (await get(`/api/v1/product/${slug}?lang=en`)).json();
      if (page.related?.some((item: { id: string }) => item.id === product.id)) {
        seen.push('related');
        break;
      }
    }
    const sitemap = (await get('/api/v1/sitemap/products?part=1')).json();
    if (sitemap.items.some((item: { slug: string }) => item.slug === product.slug))
      seen.push('sitemap');
    const me = (await get('/api/v1/auth/me', customer.cookie)).json();
    if (me.favoriteProducts.includes(product.id)) seen.push('favorite ids');
    const quote = await estimate(t, {
      items: [{ productId: product.id, quantity: 1 }],
      deliveryMethod: 'TAXI',
    });
    if (quote.statusCode === 200) seen.push('estimate');
    return seen;
  }

  const brewingCount = async () =>
    (await get('/api/v1/category?lang=en'))
      .json()
      .find((category: { slug: string }) => category.slug === 'brewing').productCount;

  it('shows the visible product everywhere, then nowhere once hidden, at once (the kept answers drop)', async () => {
    const everywhere = [
      'category',
      'featured',
      'latest',
      'discounts',
      'favorites',
      'device favorites',
      ...LANGUAGES.map((lang) => `search ${lang}`),
      'page',
      'related',
      'sitemap',
      'favorite ids',
      'estimate',
    ];
    assert.deepEqual(await storefrontSightings(), everywhere);
    const shownCount = await brewingCount();

    const hidden = await saveProduct(t, admin.cookie, product.id, {
      ...formOf(product),
      visible: false,
    });
    assert.equal(hidden.statusCode, 200, hidden.body);
    assert.equal(hidden.headers['x-storefront-invalidate'], `product:${product.id} listings`);
    product = hidden.json();

    assert.deepEqual(await storefrontSightings(), []);
    const page = await get(`/api/v1/product/${product.slug}?lang=pl`);
    assert.equal(page.statusCode, 404);
    assert.equal(page.json().code, 'PRODUCT_NOT_FOUND');
    assert.equal(await brewingCount(), shownCount - 1);
  });

  it('refuses to estimate, order or favorite it (404 PRODUCT_NOT_FOUND)', async () => {
    const items = [{ productId: product.id, quantity: 1 }];
    const quote = await estimate(t, { items, deliveryMethod: 'TAXI' });
    assert.equal(quote.statusCode, 404);
    assert.equal(quote.json().code, 'PRODUCT_NOT_FOUND');
    assert.deepEqual(
      quote.json().products.map((item: { id: string }) => item.id),
      [product.id],
    );
    const order = await placeOrder(t, orderBody(items));
    assert.equal(order.statusCode, 404);
    assert.equal(order.json().code, 'PRODUCT_NOT_FOUND');
    const favorite = await t.app.inject({
      method: 'POST',
      url: `/api/v1/user/favorites/${product.id}`,
      headers: { cookie: customer.cookie, origin: ORIGIN },
    });
    assert.equal(favorite.statusCode, 404);
  });

  it("is still in the back office's own reads", async () => {
    const listed = await ids(`/api/v1/admin/products?hidden=true&q=${word}`, admin.cookie);
    assert.deepEqual(listed, [product.id]);
    const read = await get(`/api/v1/admin/products/${product.id}`, admin.cookie);
    assert.equal(read.statusCode, 200);
    assert.equal(read.json().visible, false);
  });
});
