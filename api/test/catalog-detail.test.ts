import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { PRODUCTS_PER_SITEMAP } from '@storefront/shared/core';
import { sql } from 'drizzle-orm';
import { seeded } from './helpers/catalog';
import { createTestApp, type TestApp } from './helpers/test-app';

describe('GET /api/v1/product/{slug}', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  const detail = (slug: string, lang = 'en') =>
    t.app.inject({ method: 'GET', url: `/api/v1/product/${slug}?lang=${lang}` });

  it('gives the product in the requested language with its category, brand, images and attributes', async () => {
    const seed = seeded.products.find(
      (product) => product.images.length > 1 && product.discountPrice !== null,
    )!;
    const response = await detail(seed.slug, 'ua');
    assert.equal(response.statusCode, 200);
    const product = response.json();
    assert.equal(product.name, seed.name.ua);
    assert.equal(product.description, seed.description.ua);
    assert.equal(product.price, seed.price);
    assert.equal(product.discountPrice, seed.discountPrice);
    assert.equal(product.category.slug, seed.category);
    assert.equal(product.brand.slug, seed.brand);
    assert.deepEqual(
      product.images,
      seed.images.map((file) => `/api/v1/images/products/${file}`),
    );
    assert.deepEqual(
      product.attributes,
      seed.attributes.map((attribute) => ({ name: attribute.name.ua, value: attribute.value.ua })),
    );
  });

  it('tells the stock status', async () => {
    const out = seeded.products.find((product) => product.stock === 0)!;
    assert.equal((await detail(out.slug)).json().availability, 'out_of_stock');
    const few = seeded.products.find((product) => product.stock > 0 && product.stock <= 3)!;
    assert.equal((await detail(few.slug)).json().availability, 'low_stock');
  });

  it('lists up to four related products of the same category, in stock first', async () => {
    const seed = seeded.bySlug('sencha-kyoto-loose-leaf-100g');
    const { related } = (await detail(seed.slug, 'pl')).json();
    assert.equal(related.length, 4);
    for (const item of related) {
      assert.equal(item.category.slug, seed.category);
      assert.notEqual(item.slug, seed.slug);
    }
    const stocks = related.map((item: { stock: number }) => (item.stock > 0 ? 1 : 0));
    assert.deepEqual(stocks, [...stocks].sort().reverse());
  });

  it('answers an unknown slug with 404 PRODUCT_NOT_FOUND', async () => {
    const response = await detail('no-such-product');
    assert.equal(response.statusCode, 404);
    assert.equal(response.json().code, 'PRODUCT_NOT_FOUND');
  });
});

describe('categories and brands', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  it('lists the categories in their order, named in the language, with their product counts', async () => {
    const categories = (
      await t.app.inject({ method: 'GET', url: '/api/v1/category?lang=ru' })
    ).json();
    assert.equal(categories.length, 8);
    assert.equal(categories[0].slug, 'coffee');
    assert.equal(categories[0].name, 'Кофе');
    for (const category of categories) {
      assert.equal(category.productCount, seeded.inCategory(category.slug).length);
      assert.match(category.image, /^\/api\/v1\/images\/categories\//);
    }
  });

  it('lists the brands by name', async () => {
    const brands = (await t.app.inject({ method: 'GET', url: '/api/v1/brand' })).json();
    assert.equal(brands.length, 8);
    const names = brands.map((brand: { name: string }) => brand.name);
    assert.deepEqual(
      names,
      [...names].sort((a, b) => a.localeCompare(b)),
    );
  });
});

describe('GET /api/v1/sitemap/products', () => {
  let t: TestApp;
  const extra = 1_000;
  before(async () => {
    t = await createTestApp();
    // More products than one part holds: copies of a seeded product under new slugs.
    await t.db.execute(sql`
      insert into products (slug, category_id, price, stock)
      select 'zz-copy-' || lpad(i::text, 4, '0'), category_id, price, stock
      from products, generate_series(1, ${extra}) as i
      where slug = ${seeded.products[0]!.slug}
    `);
  });
  after(() => t.close());

  const part = async (query: string) =>
    t.app.inject({ method: 'GET', url: `/api/v1/sitemap/products${query}` });

  it('gives every product once, by slug, 1,000 a part', async () => {
    const total = seeded.products.length + extra;
    const first = (await part('')).json();
    const second = (await part('?part=2')).json();
    assert.equal(first.total, total);
    assert.equal(first.parts, 2);
    assert.equal(first.items.length, PRODUCTS_PER_SITEMAP);
    assert.equal(second.items.length, total - PRODUCTS_PER_SITEMAP);
    const slugs = [...first.items, ...second.items].map((item: { slug: string }) => item.slug);
    assert.equal(new Set(slugs).size, total);
    assert.deepEqual(slugs, [...slugs].sort());
    const seed = seeded.products[1]!;
    const found = [...first.items, ...second.items].find(
      (item: { slug: string }) => item.slug === seed.slug,
    );
    assert.deepEqual(found, { slug: seed.slug, category: seed.category });
    assert.deepEqual((await part('?part=3')).json().items, []);
  });

  it('refuses a part that is not a positive whole number', async () => {
    for (const query of ['?part=0', '?part=-1', '?part=1.5', '?part=x']) {
      const response = await part(query);
      assert.equal(response.statusCode, 400, query);
      assert.equal(response.json().code, 'ENTITY_BAD_REQUEST');
    }
  });
});
