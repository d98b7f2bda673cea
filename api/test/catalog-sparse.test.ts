import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { seeded } from './helpers/catalog';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * Products with less than the seed gives each: no image, no brand, no discount, a text only in the
 * store's main language (Polish), a category of their own. The detail and the lists read such a
 * product in one statement each; these are the answers that could change with it.
 */
describe('a product with little data', () => {
  let t: TestApp;
  const tea = seeded.inCategory('tea')[0]!;
  before(async () => {
    t = await createTestApp();
    await t.db.execute(sql`
      insert into categories (slug, name, description, position)
      values ('sparse', '{"en": "Sparse", "pl": "Rzadkie"}', '{"en": ""}', 99)
    `);
    await t.db.execute(sql`
      insert into products (slug, category_id, price, stock, arrived_at)
      select 'bare-one', id, 1000, 5, now() + interval '1 day' from categories where slug = 'sparse'
    `);
    await t.db.execute(sql`
      insert into product_texts (product_id, language, name, description)
      select id, 'pl', 'Goły', 'Tylko po polsku' from products where slug = 'bare-one'
    `);
  });
  after(() => t.close());

  const get = async (url: string) => {
    const response = await t.app.inject({ method: 'GET', url });
    assert.equal(response.statusCode, 200, response.body);
    return response.json();
  };

  it('answers its detail with no images, no brand, no discount and no related products', async () => {
    const product = await get('/api/v1/product/bare-one?lang=en');
    assert.equal(product.name, 'Goły', "the store's main language stands in for a missing text");
    assert.equal(product.description, 'Tylko po polsku');
    assert.equal(product.image, null);
    assert.deepEqual(product.images, []);
    assert.equal(product.brand, null);
    assert.equal(product.discountPrice, null);
    assert.deepEqual(product.attributes, []);
    assert.deepEqual(product.related, []);
    assert.deepEqual(product.category, { slug: 'sparse', name: 'Sparse' });
  });

  it('lists it on its category page and first among the newest, as the same card', async () => {
    const detail = await get('/api/v1/product/bare-one?lang=ru');
    const card = Object.fromEntries(
      Object.entries(detail).filter(
        ([key]) => !['description', 'attributes', 'images', 'imageAlts', 'related'].includes(key),
      ),
    );
    const category = await get('/api/v1/product?lang=ru&category=sparse');
    assert.deepEqual(category.items, [card]);
    assert.equal(category.total, 1);
    assert.deepEqual((await get('/api/v1/product/latest?lang=ru&limit=1')).items, [card]);
    const empty = await get('/api/v1/product?lang=ru&category=sparse&minPrice=1001');
    assert.deepEqual([empty.items, empty.total, empty.pages], [[], 0, 0]);
  });

  it('gives related products the category of the product they relate to, images included', async () => {
    const { related, category } = await get(`/api/v1/product/${tea.slug}?lang=ua`);
    for (const item of related) {
      assert.deepEqual(item.category, category);
      assert.equal(item.name, seeded.bySlug(item.slug).name.ua);
      assert.match(item.image, /^\/api\/v1\/images\/products\//);
      assert.equal(new Date(item.arrivedAt).toISOString(), item.arrivedAt);
    }
  });
});
