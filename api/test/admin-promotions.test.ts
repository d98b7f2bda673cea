import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { asStaff, auditOf, categoryWithProducts, promotionBody } from './helpers/admin';
import { clearPromotions, estimate, pickProducts } from './helpers/orders';
import { signedInUser } from './helpers/users';
import { createTestApp, type TestApp } from './helpers/test-app';

const DAY = 86_400_000;
const iso = (offset: number) => new Date(Date.now() + offset).toISOString();

describe('promotions in the back office', () => {
  let t: TestApp;
  let admin: ReturnType<typeof asStaff>;
  let manager: ReturnType<typeof asStaff>;
  let adminEmail: string;

  before(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '1000' });
    const signedIn = await signedInUser(t, 'ADMIN');
    adminEmail = signedIn.email;
    admin = asStaff(t, signedIn.cookie);
    manager = asStaff(t, (await signedInUser(t, 'MANAGER')).cookie);
  });
  after(() => t.close());

  it('creates an order promotion and reads it back, with its state', async () => {
    const created = await admin(
      'POST',
      'admin/promotions',
      promotionBody({ name: { pl: '  Wiosna  ', en: 'Spring', ru: '' }, minSubtotal: 20_000 }),
    );
    assert.equal(created.statusCode, 201, created.body);
    const promotion = created.json();
    assert.deepEqual(promotion.name, { pl: 'Wiosna', en: 'Spring' });
    assert.equal(promotion.state, 'RUNNING');
    assert.equal(promotion.version, 1);
    assert.equal(promotion.minSubtotal, 20_000);
    const read = await manager('GET', `admin/promotions/${promotion.id}`);
    assert.equal(read.statusCode, 200);
    assert.deepEqual(read.json(), promotion);
  });

  it('lists promotions newest first, by state and scope, 20 a page', async () => {
    const made = {
      scheduled: await admin('POST', 'admin/promotions', promotionBody({ startsAt: iso(DAY) })),
      ended: await admin(
        'POST',
        'admin/promotions',
        promotionBody({ startsAt: iso(-2 * DAY), endsAt: iso(-DAY) }),
      ),
      inactive: await admin('POST', 'admin/promotions', promotionBody({ active: false })),
    };
    for (const response of Object.values(made)) assert.equal(response.statusCode, 201);
    const stateOf = async (state: string) =>
      (await manager('GET', `admin/promotions?state=${state}`))
        .json()
        .items.map((item: { id: string }) => item.id);
    assert.ok((await stateOf('SCHEDULED')).includes(made.scheduled.json().id));
    assert.ok(!(await stateOf('RUNNING')).includes(made.scheduled.json().id));
    assert.ok((await stateOf('ENDED')).includes(made.ended.json().id));
    assert.ok((await stateOf('INACTIVE')).includes(made.inactive.json().id));
    const all = (await manager('GET', 'admin/promotions')).json();
    assert.equal(all.limit, 20);
    assert.equal(all.items[0].id, made.inactive.json().id, 'the newest first');
    const byScope = (await manager('GET', 'admin/promotions?scope=PRODUCTS')).json();
    assert.ok(byScope.items.every((item: { scope: string }) => item.scope === 'PRODUCTS'));
    const page = (await manager('GET', 'admin/promotions?limit=2&page=2')).json();
    assert.equal(page.items.length, 2);
    assert.equal(page.items[0].id, all.items[2].id);
  });

  it('refuses what the form cannot hold, naming each field', async () => {
    const fieldsOf = async (overrides: Record<string, unknown>) => {
      const response = await admin('POST', 'admin/promotions', promotionBody(overrides));
      assert.equal(response.statusCode, 400, JSON.stringify(overrides));
      assert.equal(response.json().code, 'ENTITY_BAD_REQUEST');
      return response.json().fields;
    };
    assert.equal((await fieldsOf({ value: 101 })).value, 'percent_too_large');
    assert.equal((await fieldsOf({ value: 0 })).value !== undefined, true);
    assert.equal(
      (await fieldsOf({ startsAt: iso(DAY), endsAt: iso(-DAY) })).endsAt,
      'ends_before_start',
    );
    assert.equal((await fieldsOf({ scope: 'PRODUCTS' })).productIds, 'products_required');
    assert.equal((await fieldsOf({ scope: 'CATEGORIES' })).categoryIds, 'categories_required');
    assert.equal(
      (await fieldsOf({ productIds: [randomUUID()] })).productIds,
      'not_for_scope',
      'an order promotion names no products',
    );
    assert.equal((await fieldsOf({ name: { en: ' ' } })).name, 'name_required');
    // A name, but not in the shop's main language (Polish), which every other falls back to.
    assert.deepEqual(await fieldsOf({ name: { en: 'Only English' } }), {
      'name.pl': 'name_required',
    });
  });

  it('answers 404 PRODUCT_NOT_FOUND for a product it does not have, ENTITY_NOT_FOUND for a category', async () => {
    const [product] = await pickProducts(t, 1, false);
    const unknown = randomUUID();
    const products = await admin(
      'POST',
      'admin/promotions',
      promotionBody({ scope: 'PRODUCTS', productIds: [product!.id, unknown] }),
    );
    assert.equal(products.statusCode, 404);
    assert.equal(products.json().code, 'PRODUCT_NOT_FOUND');
    assert.deepEqual(products.json().products, [{ id: unknown, name: {} }]);
    const categories = await admin(
      'POST',
      'admin/promotions',
      promotionBody({ scope: 'CATEGORIES', categoryIds: [randomUUID()] }),
    );
    assert.equal(categories.statusCode, 404);
    assert.equal(categories.json().code, 'ENTITY_NOT_FOUND');
    assert.equal(categories.json().fields.categoryIds, 'category_not_found');
    assert.equal(
      (await admin('GET', `admin/promotions/${randomUUID()}`)).json().code,
      'PROMOTION_NOT_FOUND',
    );
  });

  it('refuses a second promotion of one name while both would run (PROMOTION_ALREADY_EXISTS)', async () => {
    const name = { pl: 'Czarny piątek' };
    const period = { startsAt: iso(DAY), endsAt: iso(3 * DAY) };
    const first = await admin('POST', 'admin/promotions', promotionBody({ name, ...period }));
    assert.equal(first.statusCode, 201);
    const same = await admin(
      'POST',
      'admin/promotions',
      promotionBody({ name: { pl: 'CZARNY PIĄTEK ' }, startsAt: iso(2 * DAY), endsAt: null }),
    );
    assert.equal(same.statusCode, 409);
    assert.equal(same.json().code, 'PROMOTION_ALREADY_EXISTS');
    assert.equal(same.json().fields['name.pl'], 'promotion_name_taken');
    // Another period, or switched off: no clash.
    const later = await admin(
      'POST',
      'admin/promotions',
      promotionBody({ name, startsAt: iso(3 * DAY), endsAt: iso(4 * DAY) }),
    );
    assert.equal(later.statusCode, 201);
    const off = await admin('POST', 'admin/promotions', promotionBody({ name, active: false }));
    assert.equal(off.statusCode, 201);
    // Switching the one that is off on, in the first one's period, clashes too.
    const on = await admin('PUT', `admin/promotions/${off.json().id}`, {
      ...promotionBody({ name, ...period }),
      version: 1,
    });
    assert.equal(on.statusCode, 409);
    assert.equal(on.json().code, 'PROMOTION_ALREADY_EXISTS');
  });

  it('saves from the version it was read at, and refuses a stale form with what changed', async () => {
    const created = (await admin('POST', 'admin/promotions', promotionBody())).json();
    const body = promotionBody({ name: created.name, value: 15 });
    const saved = await admin('PUT', `admin/promotions/${created.id}`, { ...body, version: 1 });
    assert.equal(saved.statusCode, 200, saved.body);
    assert.equal(saved.json().version, 2);
    assert.equal(saved.json().value, 15);
    const stale = await admin('PUT', `admin/promotions/${created.id}`, {
      ...body,
      value: 20,
      version: 1,
    });
    assert.equal(stale.statusCode, 409);
    assert.equal(stale.json().code, 'ENTITY_ACTION_NOT_ALLOWED');
    assert.deepEqual(stale.json().conflict.fields, ['value']);
    assert.equal(stale.json().conflict.version, 2);
    assert.deepEqual(stale.json().conflict.changedBy, { email: adminEmail, role: 'ADMIN' });
    assert.equal((await admin('GET', `admin/promotions/${created.id}`)).json().value, 15);
    const missing = await admin('PUT', `admin/promotions/${randomUUID()}`, {
      ...body,
      version: 1,
    });
    assert.equal(missing.json().code, 'PROMOTION_NOT_FOUND');
  });

  it('records every write with its state before and after', async () => {
    const { id: categoryId } = await categoryWithProducts(t, 'tea');
    const created = (
      await admin(
        'POST',
        'admin/promotions',
        promotionBody({ scope: 'CATEGORIES', categoryIds: [categoryId], active: false }),
      )
    ).json();
    await admin('PUT', `admin/promotions/${created.id}`, {
      ...promotionBody({ name: created.name, scope: 'ORDER', active: false }),
      version: 1,
    });
    const [update, create] = await auditOf(t, 'promotion', created.id);
    assert.equal(create?.action, 'promotion.create');
    assert.equal(create?.actorEmail, adminEmail);
    assert.equal(create?.before, null);
    assert.deepEqual((create?.after as { categoryIds: string[] }).categoryIds, [categoryId]);
    assert.equal(update?.action, 'promotion.update');
    assert.equal(update?.version, 2);
    assert.deepEqual(
      [(update?.before as { scope: string }).scope, (update?.after as { scope: string }).scope],
      ['CATEGORIES', 'ORDER'],
    );
    assert.deepEqual((update?.after as { categoryIds: string[] }).categoryIds, []);
  });

  it('lets a manager read promotions but not write them', async () => {
    assert.equal((await manager('GET', 'admin/promotions')).statusCode, 200);
    const refused = await manager('POST', 'admin/promotions', promotionBody());
    assert.equal(refused.statusCode, 403);
    assert.equal(refused.json().code, 'ENTITY_FORBIDDEN_ACTION');
  });

  it('applies only order promotions at checkout: a product promotion is in the price, not again', async () => {
    await clearPromotions(t);
    const [product] = await pickProducts(t, 1, false);
    const items = [{ productId: product!.id, quantity: 2 }];
    const order = await admin(
      'POST',
      'admin/promotions',
      promotionBody({ name: { pl: 'Od progu' }, value: 5, minSubtotal: product!.price }),
    );
    assert.equal(order.statusCode, 201);
    const before = (await estimate(t, { items, deliveryMethod: 'LOCAL_PICKUP' })).json();
    assert.equal(before.promotion.name, 'Od progu');
    assert.equal(before.promotion.discount, Math.floor((2 * product!.price * 5) / 100));

    const onProduct = await admin(
      'POST',
      'admin/promotions',
      promotionBody({
        name: { pl: 'Na produkt' },
        value: 50,
        scope: 'PRODUCTS',
        productIds: [product!.id],
      }),
    );
    assert.equal(onProduct.statusCode, 201);
    const after = (await estimate(t, { items, deliveryMethod: 'LOCAL_PICKUP' })).json();
    const unit = product!.price - Math.floor(product!.price / 2);
    assert.equal(after.lines[0].unitPrice, unit);
    assert.equal(after.subtotal, 2 * unit);
    // The order promotion's threshold is the price once: half the price twice still reaches it,
    // and the product's own promotion never counts as the order's.
    assert.equal(after.promotion.name, 'Od progu');
    assert.equal(after.promotion.discount, Math.floor((2 * unit * 5) / 100));
  });
});
