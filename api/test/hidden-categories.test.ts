import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { AdminBrand, AdminCategory, AdminProduct } from '@storefront/shared/admin';
import { asStaff } from './helpers/admin';
import { brandForm, categoryForm, newBrand, newCategory } from './helpers/admin-catalog';
import { visibleProduct } from './helpers/admin-products';
import { estimate, setStock } from './helpers/orders';
import { signedInUser } from './helpers/users';
import { createTestApp, type TestApp } from './helpers/test-app';

describe('a hidden category or brand takes its products off the storefront with it', () => {
  let t: TestApp;
  let staff: ReturnType<typeof asStaff>;
  let category: AdminCategory;
  let brand: AdminBrand;
  let product: AdminProduct;

  before(async () => {
    // Answers kept a while, as in production: hiding must drop them.
    t = await createTestApp({ AUTH_RATE_LIMIT: '1000', CATALOG_ANSWER_CACHE_SECONDS: '300' });
    const { cookie } = await signedInUser(t, 'ADMIN');
    staff = asStaff(t, cookie);
    category = await newCategory(t, cookie);
    brand = await newBrand(t, cookie);
    product = await visibleProduct(t, cookie, { category: category.slug, brand: brand.slug });
    await setStock(t, product.id, 10);
  });
  after(() => t.close());

  const answer = (url: string) => t.app.inject({ url: `/api/v1/${url}` });
  const slugsOf = async (url: string) => {
    const body = (await answer(url)).json();
    return ((Array.isArray(body) ? body : body.items) as { slug: string }[]).map(
      (item) => item.slug,
    );
  };

  /** Where the storefront shows the category, the brand and the product. */
  async function seen() {
    const places: string[] = [];
    if ((await slugsOf('category?lang=pl')).includes(category.slug)) places.push('categories');
    if ((await slugsOf('brand')).includes(brand.slug)) places.push('brands');
    const lists = {
      'category listing': `product?lang=pl&category=${category.slug}`,
      'brand listing': `product?lang=en&brand=${brand.slug}`,
      latest: 'product/latest?lang=ua&limit=100',
      cards: `product/cards?lang=ru&ids=${product.id}`,
      sitemap: 'sitemap/products?part=1',
    };
    for (const [place, url] of Object.entries(lists))
      if ((await slugsOf(url)).includes(product.slug)) places.push(place);
    if ((await answer(`product/${product.slug}?lang=en`)).statusCode === 200) places.push('page');
    const items = [{ productId: product.id, quantity: 1 }];
    if ((await estimate(t, { items, deliveryMethod: 'TAXI' })).statusCode === 200)
      places.push('estimate');
    return places;
  }

  const everywhere = [
    'categories',
    'brands',
    'category listing',
    'brand listing',
    'latest',
    'cards',
    'sitemap',
    'page',
    'estimate',
  ];

  it('shows them all while nothing is hidden', async () => {
    assert.deepEqual(await seen(), everywhere);
  });

  it('hides the category, its listing and its products on the next request, and shows them again', async () => {
    const hidden = await staff('PUT', `admin/categories/${category.id}`, {
      ...categoryForm(category),
      hidden: true,
    });
    assert.equal(hidden.statusCode, 200, hidden.body);
    assert.deepEqual(await seen(), ['brands']);
    category = hidden.json();
    const shown = await staff('PUT', `admin/categories/${category.id}`, {
      ...categoryForm(category),
      hidden: false,
    });
    category = shown.json();
    assert.deepEqual(await seen(), everywhere);
  });

  it('hides the brand from the filters, and its products, and shows them again', async () => {
    const hidden = await staff('PUT', `admin/brands/${brand.id}`, {
      ...brandForm(brand),
      hidden: true,
    });
    assert.equal(hidden.statusCode, 200, hidden.body);
    assert.deepEqual(await seen(), ['categories']);
    const shown = await staff('PUT', `admin/brands/${brand.id}`, {
      ...brandForm(hidden.json()),
      hidden: false,
    });
    assert.equal(shown.statusCode, 200, shown.body);
    assert.deepEqual(await seen(), everywhere);
  });
});
