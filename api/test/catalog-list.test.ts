import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { LANGUAGES } from '@storefront/shared/core';
import { effective, firstWord, isSorted, seeded } from './helpers/catalog';
import { createTestApp, type TestApp } from './helpers/test-app';

interface Item {
  slug: string;
  name: string;
  price: number;
  discountPrice: number | null;
  stock: number;
  availability: string;
  arrivedAt: string;
  image: string | null;
  featured: boolean;
  category: { slug: string; name: string };
  brand: { slug: string; name: string } | null;
}
interface Page {
  items: Item[];
  total: number;
  page: number;
  limit: number;
  pages: number;
}

describe('GET /api/v1/product', () => {
  let t: TestApp;
  const list = async (query = '') => {
    const response = await t.app.inject({ method: 'GET', url: `/api/v1/product${query}` });
    assert.equal(response.statusCode, 200, response.body);
    return response.json() as Page;
  };
  const refused = async (query: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/v1/product${query}` });
    assert.equal(response.statusCode, 400, query);
    assert.equal(response.json().code, 'ENTITY_BAD_REQUEST');
    return response.json();
  };

  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  it('answers page 1 of 20 by default, newest first, with the total', async () => {
    const page = await list();
    assert.equal(page.total, seeded.products.length);
    assert.deepEqual([page.page, page.limit, page.items.length], [1, 20, 20]);
    assert.equal(page.pages, Math.ceil(seeded.products.length / 20));
    assert.ok(isSorted(page.items, (a, b) => b.arrivedAt.localeCompare(a.arrivedAt)));
    const first = page.items[0]!;
    assert.match(first.image ?? '', /^\/api\/v1\/images\/products\//);
    assert.ok(['in_stock', 'low_stock', 'out_of_stock'].includes(first.availability));
  });

  it('filters by category and by brand', async () => {
    const tea = await list('?category=tea&limit=100');
    assert.equal(tea.total, seeded.inCategory('tea').length);
    assert.ok(tea.items.every((item) => item.category.slug === 'tea'));
    const brand = await list('?brand=kumo-craft&limit=100');
    assert.equal(brand.total, seeded.ofBrand('kumo-craft').length);
    assert.ok(brand.items.every((item) => item.brand?.slug === 'kumo-craft'));
  });

  it('filters by the price the shopper pays, bounds included', async () => {
    const page = await list('?minPrice=2000&maxPrice=5990&limit=100');
    const expected = seeded.products.filter((p) => effective(p) >= 2000 && effective(p) <= 5990);
    assert.equal(page.total, expected.length);
    assert.ok(page.items.every((item) => effective(item) >= 2000 && effective(item) <= 5990));
  });

  it('filters by availability', async () => {
    const page = await list('?inStock=true&limit=100');
    assert.equal(page.total, seeded.inStock.length);
    assert.ok(page.items.every((item) => item.stock > 0 && item.availability !== 'out_of_stock'));
    assert.equal((await list('?inStock=false&limit=100')).total, seeded.products.length);
  });

  it('combines filters', async () => {
    const page = await list('?category=coffee&inStock=true&maxPrice=6000&limit=100');
    const expected = seeded.inCategory('coffee').filter((p) => p.stock > 0 && effective(p) <= 6000);
    assert.deepEqual(
      page.items.map((item) => item.slug).sort(),
      expected.map((p) => p.slug).sort(),
    );
  });

  it('sorts by price both ways, by discount and by name', async () => {
    const asc = await list('?sort=price-asc&limit=100');
    assert.ok(isSorted(asc.items, (a, b) => effective(a) - effective(b)));
    const desc = await list('?sort=price-desc&limit=100');
    assert.ok(isSorted(desc.items, (a, b) => effective(b) - effective(a)));
    const share = (item: Item) =>
      item.discountPrice === null ? 0 : (item.price - item.discountPrice) / item.price;
    const discount = await list('?sort=discount&limit=100');
    assert.ok(isSorted(discount.items, (a, b) => share(b) - share(a)));
    assert.ok(discount.items[0]!.discountPrice !== null);
    const byName = await list('?sort=name&lang=pl&limit=100');
    const key = (item: Item) => item.name.toLowerCase();
    assert.ok(isSorted(byName.items, (a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0)));
  });

  it('pages to the last page and past it', async () => {
    const total = seeded.products.length;
    const last = Math.ceil(total / 20);
    const lastPage = await list(`?page=${last}`);
    assert.equal(lastPage.items.length, total - 20 * (last - 1));
    const beyond = await list(`?page=${last + 1}`);
    assert.deepEqual(beyond.items, []);
    assert.equal(beyond.total, total);
    const all = await list('?limit=100');
    assert.equal(all.items.length, total);
    const slugs = new Set<string>();
    for (let page = 1; page <= Math.ceil(total / 7); page += 1) {
      for (const item of (await list(`?limit=7&page=${page}`)).items) slugs.add(item.slug);
    }
    assert.equal(slugs.size, total, 'paging neither repeats nor skips products');
  });

  it('refuses a limit of 0 or 101, a page of 0 and other bad parameters', async () => {
    assert.ok((await refused('?limit=0')).fields.limit);
    assert.ok((await refused('?limit=101')).fields.limit);
    assert.ok((await refused('?page=0')).fields.page);
    assert.ok(
      (await refused('?page=501&limit=20')).fields.page,
      'pages reach 10,000 products at most',
    );
    assert.equal((await list('?page=500&limit=20')).items.length, 0);
    assert.ok((await refused('?sort=cheapest')).fields.sort);
    assert.ok((await refused('?minPrice=-1')).fields.minPrice);
    assert.ok((await refused('?minPrice=12.5')).fields.minPrice);
    assert.ok((await refused('?minPrice=5000&maxPrice=1000')).fields.minPrice);
    assert.ok((await refused('?category=Tea!')).fields.category);
    assert.ok((await refused('?inStock=yes')).fields.inStock);
    assert.ok((await refused('?lang=de')).fields.lang);
    assert.ok((await refused(`?q=${'x'.repeat(101)}`)).fields.q);
  });

  for (const lang of LANGUAGES) {
    it(`searches the names and descriptions in ${lang}`, async () => {
      const slug = 'sencha-kyoto-loose-leaf-100g';
      const word = firstWord(slug, lang);
      const page = await list(`?lang=${lang}&q=${encodeURIComponent(word.slice(0, 4))}&limit=100`);
      assert.ok(
        page.items.some((item) => item.slug === slug),
        `${word} finds ${slug}`,
      );
      assert.ok(page.items.every((item) => item.name === seeded.bySlug(item.slug).name[lang]));
    });
  }

  it('finds nothing for words no product has, and ignores punctuation', async () => {
    assert.equal((await list('?q=zzzqqq')).total, 0);
    assert.equal((await list(`?q=${encodeURIComponent('&|!:*')}`)).total, 0);
    const both = await list(`?lang=en&q=${encodeURIComponent('sencha, kyoto!')}`);
    assert.ok(both.items.some((item) => item.slug === 'sencha-kyoto-loose-leaf-100g'));
  });

  it('finds words in any case and with or without their diacritics', async () => {
    const finds = async (lang: string, words: string) => {
      const page = await list(`?lang=${lang}&q=${encodeURIComponent(words)}&limit=100`);
      return page.items.some((item) => item.slug === 'sencha-kyoto-loose-leaf-100g');
    };
    // "Sencha Kyoto, herbata liściasta 100 g"; "Сенча Кіото, листовий чай"; "зелёный чай".
    assert.ok(await finds('pl', 'HERBATA LISCIASTA'));
    assert.ok(await finds('pl', 'liściasta'));
    assert.ok(await finds('ua', 'ЛИСТОВИЙ ЧАЙ'));
    assert.ok(await finds('ua', 'кіото листовии'));
    assert.ok(await finds('ru', 'Зеленый'));
    assert.ok(await finds('ru', 'зелёный'));
    assert.equal(await finds('pl', 'lisciastx'), false);
  });
});

describe('the ready-made product lists', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  const get = async (path: string) =>
    (await t.app.inject({ method: 'GET', url: path })).json() as Page;

  it('featured: only featured products, newest first', async () => {
    const page = await get('/api/v1/product/featured?limit=100');
    assert.equal(page.total, seeded.featured.length);
    assert.ok(page.items.every((item) => item.featured));
    assert.ok(isSorted(page.items, (a, b) => b.arrivedAt.localeCompare(a.arrivedAt)));
  });

  it('latest: every product, newest first, 20 by default', async () => {
    const page = await get('/api/v1/product/latest');
    assert.equal(page.items.length, 20);
    assert.ok(isSorted(page.items, (a, b) => b.arrivedAt.localeCompare(a.arrivedAt)));
  });

  it('discount: only discounted products, the biggest discount first', async () => {
    const page = await get('/api/v1/product/discount?lang=ua&limit=100');
    assert.equal(page.total, seeded.discounted.length);
    assert.ok(
      page.items.every((item) => item.discountPrice !== null && item.discountPrice < item.price),
    );
    const share = (item: Item) => (item.price - item.discountPrice!) / item.price;
    assert.ok(isSorted(page.items, (a, b) => share(b) - share(a)));
  });
});
