import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { LOW_STOCK, type StockLevel } from '@storefront/shared/admin';
import { PAGE_SIZE } from '@storefront/shared/core';
import { and, count, desc, eq } from 'drizzle-orm';
import { auditLog, products, stockMovements } from '../src/db/schema';
import { seeded } from './helpers/catalog';
import { productBySlug, stockOf } from './helpers/orders';
import { asStaff, correct, unrecordedStock } from './helpers/stock';
import { signedInUser } from './helpers/users';
import { createTestApp, type TestApp } from './helpers/test-app';

describe('the stock list and corrections', () => {
  let t: TestApp;
  let manager: Awaited<ReturnType<typeof signedInUser>>;

  before(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '1000' });
    manager = await signedInUser(t, 'MANAGER');
  });
  after(() => t.close());

  const levels = async (query: string) => {
    const response = await asStaff(t, manager.cookie, 'GET', `stock?${query}`);
    assert.equal(response.statusCode, 200, response.body);
    return response.json() as { items: StockLevel[]; total: number; pages: number };
  };

  it('lists the products lowest stock first, 20 a page, named in the page language', async () => {
    const expected = [...seeded.products].sort(
      (a, b) => a.stock - b.stock || (a.slug < b.slug ? -1 : 1),
    );
    const first = await levels('lang=pl');
    assert.equal(first.total, seeded.products.length);
    assert.equal(first.items.length, PAGE_SIZE);
    assert.equal(first.pages, Math.ceil(seeded.products.length / PAGE_SIZE));
    assert.deepEqual(
      first.items.map((item) => [item.slug, item.stock, item.name, item.visible]),
      expected
        .slice(0, PAGE_SIZE)
        .map((product) => [product.slug, product.stock, product.name.pl, true]),
    );
    const second = await levels('lang=pl&page=2');
    assert.deepEqual(
      second.items.map((item) => item.slug),
      expected.slice(PAGE_SIZE, 2 * PAGE_SIZE).map((product) => product.slug),
    );
  });

  it('sorts by name in the page language', async () => {
    const all = await levels('lang=ru&sort=name&limit=100');
    const names = seeded.products.map((product) => product.name.ru.toLowerCase());
    assert.deepEqual(
      all.items.map((item) => item.name.toLowerCase()),
      [...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)),
    );
  });

  it('filters the sold-out and the running-low products, as the overview counts them', async () => {
    const overview = (await asStaff(t, manager.cookie, 'GET', 'overview')).json();
    const soldOut = await levels('lang=en&level=sold-out&limit=100');
    const low = await levels('lang=en&level=low&limit=100');
    assert.equal(soldOut.total, overview.outOfStock);
    assert.equal(low.total, overview.lowStock);
    assert.deepEqual(
      soldOut.items.map((item) => item.slug).sort(),
      seeded.products
        .filter((product) => product.stock === 0)
        .map((product) => product.slug)
        .sort(),
    );
    assert.ok(low.items.length > 0);
    assert.ok(low.items.every((item) => item.stock > 0 && item.stock <= LOW_STOCK));
  });

  it('leaves hidden products out unless asked for them', async () => {
    const product = await productBySlug(t, 'enamel-camping-mug-300ml');
    await t.db.update(products).set({ visible: false }).where(eq(products.id, product.id));
    const words = 'q=enamel-camping';
    assert.deepEqual((await levels(`lang=en&${words}`)).items, []);
    const withHidden = await levels(`lang=en&${words}&hidden=true`);
    assert.deepEqual(
      withHidden.items.map((item) => [item.slug, item.visible]),
      [[product.slug, false]],
    );
    await t.db.update(products).set({ visible: true }).where(eq(products.id, product.id));
  });

  it('finds a product by its name in any language, or by its slug', async () => {
    const product = seeded.bySlug('sencha-kyoto-loose-leaf-100g');
    const ukrainian = product.name.ua.split(' ')[0]!;
    const found = await levels(`lang=en&q=${encodeURIComponent(ukrainian)}`);
    assert.ok(
      found.items.some((item) => item.slug === product.slug && item.name === product.name.en),
      `"${ukrainian}" finds ${product.slug}`,
    );
    const bySlug = await levels('lang=en&q=kyoto-loose');
    assert.deepEqual(
      bySlug.items.map((item) => item.slug),
      [product.slug],
    );
    assert.deepEqual((await levels('lang=en&q=%25%25')).items, [], 'a % is a character');
  });

  it('adds and takes units with a correction, recording who, why and the stock it left', async () => {
    const product = await productBySlug(t, 'french-press-800ml');
    const added = await correct(t, manager.cookie, {
      productId: product.id,
      quantity: 7,
      reason: '  Found a carton in the back room  ',
    });
    assert.equal(added.statusCode, 201, added.body);
    const body = added.json();
    assert.equal(body.product.stock, product.stock + 7);
    assert.deepEqual(
      [body.movement.kind, body.movement.quantity, body.movement.stockAfter, body.movement.reason],
      ['CORRECTION', 7, product.stock + 7, 'Found a carton in the back room'],
    );
    assert.equal(body.movement.staff.email, manager.email);
    // The storefront is told which answers the change made stale.
    assert.deepEqual(added.headers['x-storefront-invalidate']?.toString().split(' ').sort(), [
      'listings',
      `product:${product.id}`,
    ]);

    const taken = await correct(t, manager.cookie, {
      productId: product.id,
      quantity: -(product.stock + 7),
      reason: 'Water damage',
    });
    assert.equal(taken.statusCode, 201, taken.body);
    assert.equal(await stockOf(t, product.id), 0);

    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'stock.correct'), eq(auditLog.entityId, product.id)))
      .orderBy(desc(auditLog.id))
      .limit(1);
    assert.equal(entry?.actorEmail, manager.email);
    assert.equal(entry?.actorRole, 'MANAGER');
    assert.equal(entry?.entity, 'product');
    assert.deepEqual(entry?.before, { stock: product.stock + 7 });
    assert.deepEqual(entry?.after, {
      stock: 0,
      quantity: -(product.stock + 7),
      reason: 'Water damage',
    });
    assert.ok(entry?.requestId);
    assert.deepEqual(await unrecordedStock(t), []);
  });

  it('shows a correction on the storefront on the next request', async () => {
    const product = await productBySlug(t, 'cold-brew-bottle-1l');
    const page = () =>
      t.app.inject({ url: `/api/v1/product/${product.slug}?lang=en` }).then((r) => r.json());
    assert.equal((await page()).stock, product.stock);
    await correct(t, manager.cookie, { productId: product.id, quantity: 3, reason: 'Recount' });
    assert.equal((await page()).stock, product.stock + 3);
  });

  it('refuses a correction taking more than there is, and changes nothing', async () => {
    const product = await productBySlug(t, 'gooseneck-kettle-1l');
    const movements = async () =>
      (
        await t.db
          .select({ n: count() })
          .from(stockMovements)
          .where(eq(stockMovements.productId, product.id))
      )[0]!.n;
    const audits = async () =>
      (
        await t.db.select({ n: count() }).from(auditLog).where(eq(auditLog.entityId, product.id))
      )[0]!.n;
    const [movementsBefore, auditsBefore] = [await movements(), await audits()];
    const refused = await correct(t, manager.cookie, {
      productId: product.id,
      quantity: -(product.stock + 1),
      reason: 'Broken',
    });
    assert.equal(refused.statusCode, 409);
    assert.equal(refused.json().code, 'SUPPLY_PRODUCT_MORE_THAN_AVAILABLE');
    assert.deepEqual(refused.json().products, [
      { id: product.id, name: seeded.bySlug(product.slug).name },
    ]);
    assert.equal(refused.headers['x-storefront-invalidate'], undefined);
    assert.equal(await stockOf(t, product.id), product.stock);
    assert.equal(await movements(), movementsBefore);
    assert.equal(await audits(), auditsBefore);
  });

  it('refuses a correction of zero, without a reason, or of a product that is not there', async () => {
    const product = await productBySlug(t, 'gooseneck-kettle-1l');
    const zero = await correct(t, manager.cookie, {
      productId: product.id,
      quantity: 0,
      reason: 'Nothing',
    });
    assert.equal(zero.statusCode, 400);
    assert.deepEqual(zero.json().fields, { quantity: 'quantity_zero' });
    const reasonless = await correct(t, manager.cookie, {
      productId: product.id,
      quantity: 2,
      reason: '   ',
    });
    assert.deepEqual(reasonless.json().fields, { reason: 'reason_required' });
    const fraction = await asStaff(t, manager.cookie, 'POST', 'stock/corrections', {
      productId: product.id,
      quantity: 1.5,
      reason: 'Half',
    });
    assert.deepEqual(fraction.json().fields, { quantity: 'quantity_whole' });
    const unknown = await correct(t, manager.cookie, {
      productId: '00000000-0000-4000-8000-000000000000',
      quantity: 2,
      reason: 'Ghost',
    });
    assert.equal(unknown.statusCode, 404);
    assert.equal(unknown.json().code, 'PRODUCT_NOT_FOUND');
    assert.equal(await stockOf(t, product.id), product.stock);
  });

  it('lets a customer neither read nor correct the stock', async () => {
    const customer = await signedInUser(t, 'CUSTOMER');
    const product = await productBySlug(t, 'gooseneck-kettle-1l');
    assert.equal((await asStaff(t, customer.cookie, 'GET', 'stock')).statusCode, 403);
    const refused = await correct(t, customer.cookie, {
      productId: product.id,
      quantity: 5,
      reason: 'Mine now',
    });
    assert.equal(refused.statusCode, 403);
    assert.equal(await stockOf(t, product.id), product.stock);
  });
});
