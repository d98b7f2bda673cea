import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { AdminCategory, AdminProduct, TranslationPage } from '@storefront/shared/admin';
import { INVALIDATED_HEADER } from '@storefront/shared/core';
import { stores } from '../src/db/schema';
import { asStaff, auditOf } from './helpers/admin';
import { categoryBody, categoryForm, newCategory } from './helpers/admin-catalog';
import { newProduct } from './helpers/admin-products';
import { signedInUser } from './helpers/users';
import { createTestApp, type TestApp } from './helpers/test-app';

type Listed = { slug: string; name: string; productCount: number };

describe('the back office creates, renames, orders, hides and removes categories', () => {
  let t: TestApp;
  let staff: ReturnType<typeof asStaff>;
  let cookie: string;
  before(async () => {
    // The API keeps its catalog answers a while, as in production: each change must drop them.
    t = await createTestApp({ AUTH_RATE_LIMIT: '1000', CATALOG_ANSWER_CACHE_SECONDS: '300' });
    cookie = (await signedInUser(t, 'ADMIN')).cookie;
    staff = asStaff(t, cookie);
  });
  after(() => t.close());

  const storefront = async (lang: string): Promise<Listed[]> =>
    (await t.app.inject({ url: `/api/v1/category?lang=${lang}` })).json();
  const save = (category: AdminCategory, changes: Partial<ReturnType<typeof categoryForm>>) =>
    staff('PUT', `admin/categories/${category.id}`, { ...categoryForm(category), ...changes });
  const remove = (category: AdminCategory, query: string) =>
    staff('DELETE', `admin/categories/${category.id}?${query}`);

  it('creates a category named in four languages at version 1, audited, on the storefront at once', async () => {
    await storefront('pl');
    const body = categoryBody();
    const created = await staff('POST', 'admin/categories', body);
    assert.equal(created.statusCode, 201, created.body);
    const category = created.json() as AdminCategory;
    assert.equal(category.version, 1);
    assert.deepEqual(category.name, body.name);
    assert.deepEqual(category.missing, []);
    assert.equal(category.productCount, 0);
    assert.match(String(created.headers[INVALIDATED_HEADER]), /\bcategories\b/);

    const polish = (await storefront('pl')).find((listed) => listed.slug === body.slug);
    assert.equal(polish?.name, body.name.pl);
    const [entry] = await auditOf(t, 'category', category.id);
    assert.equal(entry?.action, 'category.create');
    assert.deepEqual((entry?.after as { name: object }).name, body.name);
    const read = await staff('GET', `admin/categories/${category.id}`);
    assert.deepEqual(read.json(), category);
  });

  it('refuses a category without a main-language name, a slug of the storefront’s own pages, a malformed slug', async () => {
    const nameless = await staff(
      'POST',
      'admin/categories',
      categoryBody({ name: { en: 'Herbs' } }),
    );
    assert.equal(nameless.statusCode, 400);
    assert.equal(nameless.json().fields['name.pl'], 'main_name_required');
    const reserved = await staff('POST', 'admin/categories', categoryBody({ slug: 'featured' }));
    assert.equal(reserved.statusCode, 400);
    assert.equal(reserved.json().fields.slug, 'slug_reserved');
    const malformed = await staff('POST', 'admin/categories', categoryBody({ slug: 'Herbs Tea' }));
    assert.equal(malformed.statusCode, 400);
    assert.equal(malformed.json().code, 'ENTITY_BAD_REQUEST');
  });

  it('answers 409 APP_CATEGORY_ALREADY_EXISTS for a slug another category has, created or saved', async () => {
    const taken = await staff('POST', 'admin/categories', categoryBody({ slug: 'tea' }));
    assert.equal(taken.statusCode, 409);
    assert.equal(taken.json().code, 'APP_CATEGORY_ALREADY_EXISTS');
    assert.equal(taken.json().fields.slug, 'slug_taken');
    const category = await newCategory(t, cookie);
    const renamed = await save(category, { slug: 'coffee' });
    assert.equal(renamed.statusCode, 409);
    assert.equal(renamed.json().code, 'APP_CATEGORY_ALREADY_EXISTS');
    assert.equal((await staff('GET', `admin/categories/${category.id}`)).json().version, 1);
  });

  it('renames it in Ukrainian over its version; a save over the older one is refused with what changed', async () => {
    const category = await newCategory(t, cookie);
    const renamed = await save(category, { name: { ...category.name, ua: 'Трави й квіти' } });
    assert.equal(renamed.statusCode, 200, renamed.body);
    assert.equal(renamed.json().version, 2);
    const ukrainian = (await storefront('ua')).find((listed) => listed.slug === category.slug);
    assert.equal(ukrainian?.name, 'Трави й квіти');

    const stale = await save(category, { position: 3 });
    assert.equal(stale.statusCode, 409);
    assert.equal(stale.json().code, 'ENTITY_ACTION_NOT_ALLOWED');
    assert.deepEqual(stale.json().conflict.fields, ['name.ua']);
    assert.equal(stale.json().conflict.version, 2);
    assert.equal(stale.json().conflict.changedBy.role, 'ADMIN');
    const [entry] = await auditOf(t, 'category', category.id);
    assert.equal(entry?.action, 'category.update');
  });

  it('marks the translations outdated when only the main-language name changes', async () => {
    const category = await newCategory(t, cookie);
    const saved = await save(category, { name: { ...category.name, pl: 'Zioła i kwiaty' } });
    assert.equal(saved.statusCode, 200, saved.body);
    const outdated = await staff(
      'GET',
      `admin/translations?kind=category&state=outdated&record=${category.id}`,
    );
    const page = outdated.json() as TranslationPage;
    assert.deepEqual(page.items.map((item) => `${item.field}.${item.language}`).sort(), [
      'name.en',
      'name.ru',
      'name.ua',
    ]);
  });

  it('a text saved on the translations page raises the version, so the form read before is refused', async () => {
    const category = await newCategory(t, cookie);
    const translated = await staff('POST', 'admin/translations', {
      texts: [
        {
          kind: 'category',
          id: category.id,
          field: 'name',
          language: 'ru',
          text: 'Травы и цветы',
          was: category.name.ru,
        },
      ],
    });
    assert.equal(translated.statusCode, 200, translated.body);
    const stale = await save(category, { hidden: true });
    assert.equal(stale.statusCode, 409);
    assert.deepEqual(stale.json().conflict.fields, ['name.ru']);
  });

  it('orders the storefront’s categories by position', async () => {
    // The seed's categories are at 0 (coffee), 1 (tea), …; a tie goes by slug.
    const first = await newCategory(t, cookie, { position: 0 });
    const slugs = (await storefront('en')).map((listed) => listed.slug);
    assert.equal(slugs.indexOf(first.slug), 1, slugs.join(' '));
    const moved = await save(first, { position: 1000 });
    assert.equal(moved.statusCode, 200, moved.body);
    assert.equal((await storefront('en')).at(-1)?.slug, first.slug);
  });

  it('hides a category from the storefront, not from the back office, and shows it again', async () => {
    const category = await newCategory(t, cookie);
    const hidden = await save(category, { hidden: true });
    assert.equal(hidden.statusCode, 200, hidden.body);
    assert.ok(!(await storefront('pl')).some((listed) => listed.slug === category.slug));
    const listed = (await staff('GET', 'admin/categories')).json().items as AdminCategory[];
    assert.equal(listed.find((item) => item.id === category.id)?.hidden, true);
    const shown = await save(hidden.json(), { hidden: false });
    assert.equal(shown.statusCode, 200, shown.body);
    assert.ok((await storefront('pl')).some((listed) => listed.slug === category.slug));
  });

  it('removes an empty category at its version; a stale one is refused', async () => {
    const category = await newCategory(t, cookie);
    const stale = await remove(category, 'version=7');
    assert.equal(stale.statusCode, 409);
    assert.equal(stale.json().code, 'ENTITY_ACTION_NOT_ALLOWED');
    const removed = await remove(category, 'version=1');
    assert.equal(removed.statusCode, 200, removed.body);
    assert.deepEqual(removed.json(), { id: category.id, moved: 0, movedTo: null });
    const gone = await staff('GET', `admin/categories/${category.id}`);
    assert.equal(gone.statusCode, 404);
    assert.equal(gone.json().code, 'APP_CATEGORY_NOT_FOUND');
    const [entry] = await auditOf(t, 'category', category.id);
    assert.equal(entry?.action, 'category.remove');
  });

  it('refuses to remove a category with products until a target is named, then moves them in the same transaction', async () => {
    const category = await newCategory(t, cookie);
    const product = await newProduct(t, cookie, { category: category.slug });
    const refused = await remove(category, 'version=1');
    assert.equal(refused.statusCode, 409);
    assert.equal(refused.json().code, 'ENTITY_ACTION_NOT_ALLOWED');
    assert.equal(refused.json().fields.moveTo, 'products_to_move');
    const unknown = await remove(category, 'version=1&moveTo=garden');
    assert.equal(unknown.statusCode, 404);
    assert.equal(unknown.json().code, 'APP_CATEGORY_NOT_FOUND');
    const itself = await remove(category, `version=1&moveTo=${category.slug}`);
    assert.equal(itself.statusCode, 400);
    assert.equal(itself.json().fields.moveTo, 'move_to_itself');
    const read = (await staff('GET', `admin/products/${product.id}`)).json() as AdminProduct;
    assert.equal(read.category, category.slug, 'nothing moved by a refusal');

    const removed = await remove(category, 'version=1&moveTo=tea');
    assert.equal(removed.statusCode, 200, removed.body);
    assert.deepEqual(removed.json(), { id: category.id, moved: 1, movedTo: 'tea' });
    assert.match(String(removed.headers[INVALIDATED_HEADER]), new RegExp(`product:${product.id}`));
    const moved = (await staff('GET', `admin/products/${product.id}`)).json() as AdminProduct;
    assert.equal(moved.category, 'tea');
    assert.equal(moved.version, product.version + 1);
    const [entry] = await auditOf(t, 'product', product.id);
    assert.equal(entry?.action, 'product.update');
    assert.deepEqual(entry?.after, { category: 'tea' });
    const [removal] = await auditOf(t, 'category', category.id);
    assert.deepEqual(removal?.after, { movedTo: 'tea', products: 1 });
  });

  it('keeps the navigation bar with a category whose slug changes, and drops one removed', async () => {
    const navigation = async () => (await t.db.select().from(stores))[0]!.navigationBar.categories;
    const categories = (await staff('GET', 'admin/categories')).json().items as AdminCategory[];
    const giftSets = categories.find((item) => item.slug === 'gift-sets')!;
    const renamed = await save(giftSets, { slug: 'gifts' });
    assert.equal(renamed.statusCode, 200, renamed.body);
    assert.match(String(renamed.headers[INVALIDATED_HEADER]), /\bstore\b/);
    assert.deepEqual(await navigation(), ['coffee', 'tea', 'brewing', 'gifts']);
    const removed = await remove(renamed.json(), 'version=2&moveTo=tea');
    assert.equal(removed.statusCode, 200, removed.body);
    assert.deepEqual(await navigation(), ['coffee', 'tea', 'brewing']);
  });

  it('lets a manager read the categories but not change them', async () => {
    const manager = asStaff(t, (await signedInUser(t, 'MANAGER')).cookie);
    assert.equal((await manager('GET', 'admin/categories')).statusCode, 200);
    const refused = await manager('POST', 'admin/categories', categoryBody());
    assert.equal(refused.statusCode, 403);
    assert.equal(refused.json().code, 'ENTITY_FORBIDDEN_ACTION');
  });
});
