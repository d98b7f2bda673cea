import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { AdminBrand, AdminProduct } from '@storefront/shared/admin';
import { asStaff, auditOf } from './helpers/admin';
import { brandBody, brandForm, newBrand } from './helpers/admin-catalog';
import { newProduct } from './helpers/admin-products';
import { signedInUser } from './helpers/users';
import { createTestApp, type TestApp } from './helpers/test-app';

describe('the back office creates, renames, orders, hides and removes brands', () => {
  let t: TestApp;
  let staff: ReturnType<typeof asStaff>;
  let cookie: string;
  before(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '1000', CATALOG_ANSWER_CACHE_SECONDS: '300' });
    cookie = (await signedInUser(t, 'ADMIN')).cookie;
    staff = asStaff(t, cookie);
  });
  after(() => t.close());

  const storefront = async (): Promise<{ slug: string; name: string }[]> =>
    (await t.app.inject({ url: '/api/v1/brand' })).json();
  const save = (brand: AdminBrand, changes: Partial<ReturnType<typeof brandForm>>) =>
    staff('PUT', `admin/brands/${brand.id}`, { ...brandForm(brand), ...changes });

  it('creates a brand at version 1, audited, in the storefront’s filters at once', async () => {
    await storefront();
    const brand = await newBrand(t, cookie);
    assert.equal(brand.version, 1);
    assert.equal(brand.productCount, 0);
    assert.ok((await storefront()).some((listed) => listed.name === brand.name));
    const [entry] = await auditOf(t, 'brand', brand.id);
    assert.equal(entry?.action, 'brand.create');
  });

  it('refuses a slug another brand has (409 ENTITY_AlREADY_EXISTS), a brand without a name, an unknown country', async () => {
    const taken = await staff('POST', 'admin/brands', brandBody({ slug: 'kumo-craft' }));
    assert.equal(taken.statusCode, 409);
    assert.equal(taken.json().code, 'ENTITY_AlREADY_EXISTS');
    assert.equal(taken.json().fields.slug, 'slug_taken');
    const nameless = await staff('POST', 'admin/brands', brandBody({ name: ' ' }));
    assert.equal(nameless.statusCode, 400);
    const nowhere = await staff('POST', 'admin/brands', { ...brandBody(), country: 'XX' });
    assert.equal(nowhere.statusCode, 400);
  });

  it('renames a brand over its version, and refuses a save over the older one with what changed', async () => {
    const brand = await newBrand(t, cookie);
    const renamed = await save(brand, { name: 'Lipa & Syn' });
    assert.equal(renamed.statusCode, 200, renamed.body);
    assert.equal(renamed.json().version, 2);
    assert.ok((await storefront()).some((listed) => listed.name === 'Lipa & Syn'));
    const stale = await save(brand, { country: 'UA' });
    assert.equal(stale.statusCode, 409);
    assert.deepEqual(stale.json().conflict.fields, ['name']);
  });

  it('orders the brands by position, then name, and hides one from the storefront only', async () => {
    const brand = await newBrand(t, cookie);
    const last = await save(brand, { position: 9 });
    assert.equal((await storefront()).at(-1)?.slug, brand.slug);
    const hidden = await save(last.json(), { hidden: true });
    assert.equal(hidden.statusCode, 200, hidden.body);
    assert.ok(!(await storefront()).some((listed) => listed.slug === brand.slug));
    const listed = (await staff('GET', 'admin/brands')).json().items as AdminBrand[];
    assert.equal(listed.find((item) => item.id === brand.id)?.hidden, true);
  });

  it('refuses to remove a brand with products until a target is named, then moves them', async () => {
    const brand = await newBrand(t, cookie);
    const product = await newProduct(t, cookie, { brand: brand.slug });
    const refused = await staff('DELETE', `admin/brands/${brand.id}?version=1`);
    assert.equal(refused.statusCode, 409);
    assert.equal(refused.json().fields.moveTo, 'products_to_move');
    const unknown = await staff('DELETE', `admin/brands/${brand.id}?version=1&moveTo=nobody`);
    assert.equal(unknown.statusCode, 404);
    assert.equal(unknown.json().code, 'ENTITY_NOT_FOUND');
    const removed = await staff('DELETE', `admin/brands/${brand.id}?version=1&moveTo=kumo-craft`);
    assert.equal(removed.statusCode, 200, removed.body);
    assert.deepEqual(removed.json(), { id: brand.id, moved: 1, movedTo: 'kumo-craft' });
    const moved = (await staff('GET', `admin/products/${product.id}`)).json() as AdminProduct;
    assert.equal(moved.brand, 'kumo-craft');
    const gone = await staff('GET', `admin/brands/${brand.id}`);
    assert.equal(gone.statusCode, 404);
  });
});
