import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Supply } from '@storefront/shared/admin';
import { and, asc, count, eq } from 'drizzle-orm';
import { auditLog, stockMovements, supplies } from '../src/db/schema';
import {
  orderBody,
  placeOrder,
  productBySlug,
  stockOf,
  type SeededProduct,
} from './helpers/orders';
import { asStaff, correct, draftSupply, unrecordedStock } from './helpers/stock';
import { signedInUser } from './helpers/users';
import { createTestApp, type TestApp } from './helpers/test-app';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe('deliveries (supplies)', () => {
  let t: TestApp;
  let manager: Awaited<ReturnType<typeof signedInUser>>;
  let admin: Awaited<ReturnType<typeof signedInUser>>;
  let kettle: SeededProduct;
  let press: SeededProduct;

  before(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '1000', ORDER_RATE_LIMIT: '1000' });
    manager = await signedInUser(t, 'MANAGER');
    admin = await signedInUser(t, 'ADMIN');
    kettle = await productBySlug(t, 'gooseneck-kettle-1l');
    press = await productBySlug(t, 'french-press-800ml');
  });
  after(() => t.close());

  const draft = async (lines = [{ productId: kettle.id, quantity: 12, unitCost: 4599 }]) => {
    const response = await draftSupply(t, manager.cookie, {
      supplier: 'Hario Europe',
      note: 'Invoice 2026/11/7',
      lines,
    });
    assert.equal(response.statusCode, 201, response.body);
    return response.json() as Supply;
  };
  const action = (supply: Supply, name: 'receive' | 'cancel', version = supply.version) =>
    asStaff(t, manager.cookie, 'POST', `supplies/${supply.id}/${name}?lang=en`, { version });
  const auditOf = (supplyId: string) =>
    t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'supply'), eq(auditLog.entityId, supplyId)))
      .orderBy(asc(auditLog.id));

  it('drafts a delivery without touching stock, and lists it first', async () => {
    const supply = await draft([
      { productId: kettle.id, quantity: 12, unitCost: 4599 },
      { productId: press.id, quantity: 3, unitCost: 2000 },
    ]);
    assert.equal(supply.status, 'DRAFT');
    assert.equal(supply.version, 1);
    assert.deepEqual(
      [supply.supplier, supply.note, supply.lineCount, supply.units, supply.cost],
      ['Hario Europe', 'Invoice 2026/11/7', 2, 15, 12 * 4599 + 3 * 2000],
    );
    assert.deepEqual(
      supply.lines.map((line) => [line.slug, line.quantity, line.unitCost, line.added]),
      [
        [kettle.slug, 12, 4599, null],
        [press.slug, 3, 2000, null],
      ],
    );
    assert.equal(supply.createdBy?.email, manager.email);
    assert.equal(await stockOf(t, kettle.id), kettle.stock);
    const list = (await asStaff(t, manager.cookie, 'GET', 'supplies?status=DRAFT')).json();
    assert.equal(list.items[0].id, supply.id);
    assert.ok(list.items.every((item: Supply) => item.status === 'DRAFT'));
    const [entry] = await auditOf(supply.id);
    assert.deepEqual(
      [entry?.action, entry?.version, entry?.actorEmail],
      ['supply.create', 1, manager.email],
    );
  });

  it('refuses lines that repeat a product, name no product, or move no unit', async () => {
    const repeated = await draftSupply(t, manager.cookie, {
      supplier: 'Hario',
      lines: [
        { productId: kettle.id, quantity: 1, unitCost: 0 },
        { productId: kettle.id, quantity: 2, unitCost: 0 },
      ],
    });
    assert.deepEqual(repeated.json().fields, { lines: 'lines_repeated' });
    const zero = await draftSupply(t, manager.cookie, {
      supplier: 'Hario',
      lines: [{ productId: kettle.id, quantity: 0, unitCost: -1 }],
    });
    assert.deepEqual(zero.json().fields, {
      'lines.0.quantity': 'quantity_positive',
      'lines.0.unitCost': 'cost_invalid',
    });
    const unknown = await draftSupply(t, manager.cookie, {
      supplier: 'Hario',
      lines: [{ productId: UNKNOWN, quantity: 1, unitCost: 0 }],
    });
    assert.equal(unknown.statusCode, 404);
    assert.equal(unknown.json().code, 'PRODUCT_NOT_FOUND');
    assert.deepEqual(unknown.json().fields, { 'lines.0.productId': 'product_unknown' });
  });

  it('changes a draft from the version it was read at, and refuses a stale one with what changed', async () => {
    const supply = await draft();
    const changed = await asStaff(t, admin.cookie, 'PUT', `supplies/${supply.id}?lang=pl`, {
      version: 1,
      supplier: 'Hario Polska',
      note: '',
      lines: [{ productId: press.id, quantity: 5, unitCost: 1999 }],
    });
    assert.equal(changed.statusCode, 200, changed.body);
    const body = changed.json() as Supply;
    assert.deepEqual(
      [body.version, body.supplier, body.note, body.lines.map((line) => line.name)],
      [2, 'Hario Polska', null, [press.name.pl]],
    );
    const stale = await asStaff(t, manager.cookie, 'PUT', `supplies/${supply.id}`, {
      version: 1,
      supplier: 'Someone else',
      lines: [{ productId: kettle.id, quantity: 1, unitCost: 1 }],
    });
    assert.equal(stale.statusCode, 409);
    assert.equal(stale.json().code, 'ENTITY_ACTION_NOT_ALLOWED');
    const { conflict } = stale.json();
    assert.equal(conflict.version, 2);
    assert.deepEqual(conflict.fields.sort(), ['lines', 'note', 'supplier']);
    assert.deepEqual(conflict.changedBy, { email: admin.email, role: 'ADMIN' });
    const [, update] = await auditOf(supply.id);
    assert.equal(update?.action, 'supply.update');
    assert.deepEqual((update?.before as { lines: unknown }).lines, [
      { productId: kettle.id, quantity: 12, unitCost: 4599 },
    ]);
    const kept = (await asStaff(t, manager.cookie, 'GET', `supplies/${supply.id}`)).json();
    assert.equal(kept.supplier, 'Hario Polska');
  });

  it('removes a draft, not a received delivery', async () => {
    const supply = await draft();
    const removed = await asStaff(t, manager.cookie, 'DELETE', `supplies/${supply.id}`);
    assert.equal(removed.statusCode, 204);
    const gone = await asStaff(t, manager.cookie, 'GET', `supplies/${supply.id}`);
    assert.equal(gone.json().code, 'SUPPLY_NOT_FOUND');
    assert.equal((await auditOf(supply.id)).at(-1)?.action, 'supply.delete');
    const received = await draft();
    assert.equal((await action(received, 'receive')).statusCode, 200);
    const kept = await asStaff(t, manager.cookie, 'DELETE', `supplies/${received.id}`);
    assert.equal(kept.statusCode, 409);
    assert.equal(kept.json().code, 'SUPPLY_IS_CREATED');
  });

  it('receives a delivery once: its quantities added with a movement each, and recorded', async () => {
    const kettleBefore = await stockOf(t, kettle.id);
    const pressBefore = await stockOf(t, press.id);
    const supply = await draft([
      { productId: kettle.id, quantity: 12, unitCost: 4599 },
      { productId: press.id, quantity: 4, unitCost: 2100 },
    ]);
    const received = await action(supply, 'receive');
    assert.equal(received.statusCode, 200, received.body);
    const body = received.json() as Supply;
    assert.equal(body.status, 'RECEIVED');
    assert.equal(body.version, 2);
    assert.equal(body.receivedBy?.email, manager.email);
    assert.ok(body.receivedAt);
    assert.deepEqual(
      body.lines.map((line) => [line.slug, line.added, line.stock]),
      [
        [kettle.slug, { quantity: 12, stockAfter: kettleBefore + 12 }, kettleBefore + 12],
        [press.slug, { quantity: 4, stockAfter: pressBefore + 4 }, pressBefore + 4],
      ],
    );
    assert.deepEqual(
      received.headers['x-storefront-invalidate']?.toString().split(' ').sort(),
      ['listings', `product:${kettle.id}`, `product:${press.id}`].sort(),
    );
    const movements = await t.db
      .select({ n: count() })
      .from(stockMovements)
      .where(and(eq(stockMovements.supplyId, supply.id), eq(stockMovements.kind, 'SUPPLY')));
    assert.equal(movements[0]?.n, 2);

    // Received twice: refused, whatever version it names, and nothing is added again.
    for (const version of [1, 2]) {
      const again = await action(supply, 'receive', version);
      assert.equal(again.statusCode, 409);
      assert.equal(again.json().code, 'SUPPLY_IS_CREATED');
    }
    const change = await asStaff(t, manager.cookie, 'PUT', `supplies/${supply.id}`, {
      version: 2,
      supplier: 'Later',
      lines: [{ productId: kettle.id, quantity: 100, unitCost: 1 }],
    });
    assert.equal(change.json().code, 'SUPPLY_IS_CREATED');
    assert.equal(await stockOf(t, kettle.id), kettleBefore + 12);
    const audit = await auditOf(supply.id);
    assert.deepEqual(
      audit.map((entry) => [entry.action, entry.version]),
      [
        ['supply.create', 1],
        ['supply.receive', 2],
      ],
    );
    assert.deepEqual(audit[1]?.after, {
      status: 'RECEIVED',
      stock: { [kettle.id]: kettleBefore + 12, [press.id]: pressBefore + 4 },
    });
    assert.deepEqual(await unrecordedStock(t), []);
  });

  it('receives from the version read only', async () => {
    const supply = await draft();
    await asStaff(t, manager.cookie, 'PUT', `supplies/${supply.id}`, {
      version: 1,
      supplier: 'Changed meanwhile',
      lines: [{ productId: kettle.id, quantity: 1, unitCost: 1 }],
    });
    const stale = await action(supply, 'receive', 1);
    assert.equal(stale.statusCode, 409);
    assert.equal(stale.json().code, 'ENTITY_ACTION_NOT_ALLOWED');
    assert.deepEqual(stale.json().conflict.fields.sort(), ['lines', 'note', 'supplier']);
    const [row] = await t.db.select().from(supplies).where(eq(supplies.id, supply.id));
    assert.equal(row?.status, 'DRAFT');
  });

  it('cancels a received delivery: its quantities taken back, once', async () => {
    const before = await stockOf(t, press.id);
    const supply = await draft([{ productId: press.id, quantity: 6, unitCost: 100 }]);
    const notYet = await action(supply, 'cancel');
    assert.equal(notYet.statusCode, 409);
    assert.equal(notYet.json().code, 'SUPPLY_IS_NOT_CREATED');
    const received = (await action(supply, 'receive')).json() as Supply;
    const cancelled = await action(received, 'cancel');
    assert.equal(cancelled.statusCode, 200, cancelled.body);
    const body = cancelled.json() as Supply;
    assert.equal(body.status, 'CANCELLED');
    assert.deepEqual(body.lines[0]?.takenBack, { quantity: -6, stockAfter: before });
    assert.equal(await stockOf(t, press.id), before);
    const twice = await action(body, 'cancel');
    assert.equal(twice.json().code, 'SUPPLY_IS_NOT_CREATED');
    const receivedAgain = await action(body, 'receive');
    assert.equal(receivedAgain.json().code, 'SUPPLY_IS_CREATED');
    assert.equal((await auditOf(supply.id)).at(-1)?.action, 'supply.cancel');
    assert.deepEqual(await unrecordedStock(t), []);
  });

  it('refuses to cancel a delivery whose units were sold meanwhile, naming the products', async () => {
    const product = await productBySlug(t, 'cold-brew-bottle-1l');
    // Nothing in stock, then a delivery of 2, of which a shopper buys one.
    await correct(t, manager.cookie, {
      productId: product.id,
      quantity: -product.stock,
      reason: 'Recount',
    });
    const supply = await draft([
      { productId: product.id, quantity: 2, unitCost: 500 },
      { productId: kettle.id, quantity: 1, unitCost: 500 },
    ]);
    const received = (await action(supply, 'receive')).json() as Supply;
    const kettleStock = await stockOf(t, kettle.id);
    const order = await placeOrder(t, orderBody([{ productId: product.id, quantity: 1 }]));
    assert.equal(order.statusCode, 201, order.body);
    const refused = await action(received, 'cancel');
    assert.equal(refused.statusCode, 409);
    assert.equal(refused.json().code, 'SUPPLY_PRODUCT_MORE_THAN_AVAILABLE');
    assert.deepEqual(
      refused.json().products.map((named: { id: string; name: { en: string } }) => named.name.en),
      [product.name.en],
    );
    const [row] = await t.db.select().from(supplies).where(eq(supplies.id, supply.id));
    assert.equal(row?.status, 'RECEIVED');
    assert.equal(await stockOf(t, product.id), 1);
    assert.equal(await stockOf(t, kettle.id), kettleStock, 'the other line is not taken back');
  });

  it('answers SUPPLY_NOT_FOUND for a delivery that is not there', async () => {
    const reads = [
      asStaff(t, manager.cookie, 'GET', `supplies/${UNKNOWN}`),
      asStaff(t, manager.cookie, 'DELETE', `supplies/${UNKNOWN}`),
      asStaff(t, manager.cookie, 'POST', `supplies/${UNKNOWN}/receive`, { version: 1 }),
      asStaff(t, manager.cookie, 'POST', `supplies/${UNKNOWN}/cancel`, { version: 1 }),
      asStaff(t, manager.cookie, 'PUT', `supplies/${UNKNOWN}`, {
        version: 1,
        supplier: 'Nobody',
        lines: [{ productId: kettle.id, quantity: 1, unitCost: 1 }],
      }),
    ];
    for (const response of await Promise.all(reads)) {
      assert.equal(response.statusCode, 404);
      assert.equal(response.json().code, 'SUPPLY_NOT_FOUND');
    }
  });
});
