import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { AdminProduct, AdminProductPage } from '@storefront/shared/admin';
import {
  formOf,
  newProduct,
  productBody,
  saveProduct,
  visibleProduct,
} from './helpers/admin-products';
import { seeded } from './helpers/catalog';
import { setStock } from './helpers/orders';
import { signedInUser } from './helpers/users';
import { createTestApp, type TestApp } from './helpers/test-app';

describe("the back office's product list", () => {
  let t: TestApp;
  let manager: Awaited<ReturnType<typeof signedInUser>>;
  let admin: Awaited<ReturnType<typeof signedInUser>>;
  let draft: AdminProduct;
  let shown: AdminProduct;
  const tag = `q${Date.now()}`;

  before(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '1000' });
    admin = await signedInUser(t, 'ADMIN');
    manager = await signedInUser(t, 'MANAGER');
    shown = await visibleProduct(t, admin.cookie, {
      slug: `${tag}-gooseneck-kettle`,
      category: 'brewing',
      brand: 'kumo-craft',
      salePrice: 9900,
    });
    await setStock(t, shown.id, 7);
    // A draft with no Russian text, the newest of all.
    const texts = productBody().texts;
    delete texts.ru;
    draft = await newProduct(t, admin.cookie, {
      texts: { ...texts, ua: { name: `Чайник ${tag}`, description: 'Опис' } },
      category: 'tea',
      brand: null,
    });
  });
  after(() => t.close());

  const list = async (query = '') => {
    const response = await t.app.inject({
      url: `/api/v1/admin/products${query}`,
      headers: { cookie: manager.cookie },
    });
    assert.equal(response.statusCode, 200, response.body);
    return response.json() as AdminProductPage;
  };
  const ids = async (query: string) => (await list(query)).items.map((item) => item.id);

  it('lists every product, hidden ones too, 20 a page, newest first', async () => {
    const page = await list('?lang=en');
    assert.equal(page.total, seeded.products.length + 2);
    assert.equal(page.items.length, 20);
    assert.deepEqual(
      page.items.slice(0, 2).map((item) => item.id),
      [draft.id, shown.id],
    );
    const [first] = page.items;
    assert.deepEqual(
      { visible: first!.visible, missing: first!.missing, version: first!.version },
      { visible: false, missing: ['ru'], version: 1 },
    );
    assert.equal(page.items[1]!.salePrice, 9900);
    assert.equal(page.items[1]!.discountPrice, 9900);
    assert.match(page.items[1]!.image!, /^\/api\/v1\/images\/uploads\//);
    assert.deepEqual(page.languages, { main: 'pl', all: ['pl', 'en', 'ru', 'ua'] });
    const last = await list(`?page=${Math.ceil(page.total / 20)}`);
    assert.equal(last.items.length, page.total % 20 || 20);
  });

  it('names each product in the page language, else in the main one', async () => {
    const [inRussian] = (await list('?lang=ru')).items;
    assert.equal(inRussian!.name, draft.texts.pl!.name, 'no Russian text: the Polish name');
    const [inUkrainian] = (await list('?lang=ua')).items;
    assert.equal(inUkrainian!.name, `Чайник ${tag}`);
  });

  it('finds products by the words of their name in any language, or by their slug', async () => {
    assert.deepEqual(await ids(`?lang=en&q=${encodeURIComponent(`чайник ${tag}`)}`), [draft.id]);
    assert.deepEqual(await ids(`?q=${shown.slug.toUpperCase()}`), [shown.id]);
    assert.deepEqual(await ids(`?q=${tag}-gooseneck`), [], 'a slug is found whole');
    const word = seeded.products[3]!.name.ru.split(' ')[0]!;
    const found = await list(`?lang=en&q=${encodeURIComponent(word)}`);
    assert.ok(found.items.some((item) => item.slug === seeded.products[3]!.slug));
    assert.deepEqual(await ids('?q=nothing-is-called-this'), []);
  });

  it('filters by category, brand, stock, discount, visibility and a missing text', async () => {
    const inBrewing = await list('?category=brewing&limit=100');
    assert.equal(inBrewing.total, seeded.inCategory('brewing').length + 1);
    assert.ok(inBrewing.items.every((item) => item.category.slug === 'brewing'));
    const ofKumo = await list('?brand=kumo-craft&limit=100');
    assert.equal(ofKumo.total, seeded.ofBrand('kumo-craft').length + 1);
    assert.equal((await list('?inStock=true')).total, seeded.inStock.length + 1);
    assert.equal(
      (await list('?inStock=false')).total,
      seeded.products.length - seeded.inStock.length + 1,
    );
    assert.equal((await list('?discounted=true')).total, seeded.discounted.length + 1);
    assert.deepEqual(await ids('?hidden=true'), [draft.id]);
    assert.equal((await list('?hidden=false')).total, seeded.products.length + 1);
    assert.deepEqual(await ids('?missing=ru'), [draft.id]);
    assert.deepEqual(await ids('?missing=any'), [draft.id]);
    assert.deepEqual(await ids('?missing=en'), []);
    assert.deepEqual(
      await ids(`?category=brewing&inStock=true&discounted=true&hidden=false&q=${shown.slug}`),
      [shown.id],
    );
  });

  it('follows a text written: a product found missing one is not once it has it', async () => {
    const other = await newProduct(t, admin.cookie, {
      texts: { ...productBody().texts, en: { name: `Teapot ${tag}`, description: '' } },
    });
    assert.deepEqual(await ids('?missing=en'), [other.id], 'a name without a description');
    const saved = await saveProduct(t, admin.cookie, other.id, {
      ...formOf(other),
      texts: { ...other.texts, en: { name: `Teapot ${tag}`, description: 'Cast iron' } },
    });
    assert.equal(saved.statusCode, 200, saved.body);
    assert.deepEqual(await ids('?missing=en'), []);
    assert.deepEqual(await ids('?missing=any'), [draft.id]);
  });

  it('refuses a page past 10,000 products and a filter it does not know', async () => {
    const deep = await t.app.inject({
      url: '/api/v1/admin/products?page=501',
      headers: { cookie: manager.cookie },
    });
    assert.equal(deep.statusCode, 400);
    const unknown = await t.app.inject({
      url: '/api/v1/admin/products?missing=de',
      headers: { cookie: manager.cookie },
    });
    assert.equal(unknown.statusCode, 400);
  });
});
