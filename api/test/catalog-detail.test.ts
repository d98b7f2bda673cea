import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
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
