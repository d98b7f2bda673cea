import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { StockHistory, Supply } from '@storefront/shared/admin';
import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema';
import { ORIGIN, contact, orderBody, placeOrder, productBySlug } from './helpers/orders';
import { asStaff, correct, draftSupply } from './helpers/stock';
import { signedInUser } from './helpers/users';
import { createTestApp, type TestApp } from './helpers/test-app';

describe("a product's stock history", () => {
  let t: TestApp;

  before(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '1000', ORDER_RATE_LIMIT: '1000' });
  });
  after(() => t.close());

  it('lists every movement newest first: who, why, which delivery or order, the stock it left', async () => {
    const manager = await signedInUser(t, 'MANAGER');
    // A name for the history to show, as the staff member's account has it.
    await t.db
      .update(users)
      .set({ firstName: 'Marta', lastName: 'Nowak' })
      .where(eq(users.id, manager.id));
    const product = await productBySlug(t, 'stovetop-espresso-maker-6-cups');
    const start = product.stock;

    await correct(t, manager.cookie, { productId: product.id, quantity: -2, reason: 'Dented' });
    const drafted = (
      await draftSupply(t, manager.cookie, {
        supplier: 'Bialetti',
        lines: [{ productId: product.id, quantity: 10, unitCost: 9000 }],
      })
    ).json() as Supply;
    const received = (
      await asStaff(t, manager.cookie, 'POST', `supplies/${drafted.id}/receive`, { version: 1 })
    ).json() as Supply;
    const order = (
      await placeOrder(t, orderBody([{ productId: product.id, quantity: 3 }]))
    ).json() as { id: string; number: number };
    const cancelled = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/order/${order.id}/status`,
      headers: { origin: ORIGIN, cookie: manager.cookie },
      payload: { status: 'CANCELLED', note: 'Customer called' },
    });
    assert.equal(cancelled.statusCode, 200, cancelled.body);
    await asStaff(t, manager.cookie, 'POST', `supplies/${drafted.id}/cancel`, {
      version: received.version,
    });

    const response = await asStaff(t, manager.cookie, 'GET', `stock/${product.id}?lang=ua`);
    assert.equal(response.statusCode, 200, response.body);
    const history = response.json() as StockHistory;
    assert.deepEqual(history.product, {
      id: product.id,
      name: product.name.ua,
      slug: product.slug,
      stock: start - 2,
      visible: true,
    });
    const staff = { name: 'Marta Nowak', email: manager.email };
    const supply = { id: drafted.id, number: drafted.number };
    assert.deepEqual(
      history.items.map(({ id, createdAt, ...movement }) => {
        assert.ok(id && !Number.isNaN(Date.parse(createdAt)));
        return movement;
      }),
      [
        {
          kind: 'SUPPLY_CANCELLED',
          quantity: -10,
          stockAfter: start - 2,
          supply,
          order: null,
          staff,
          customer: null,
          reason: null,
        },
        {
          kind: 'CANCELLATION',
          quantity: 3,
          stockAfter: start + 8,
          supply: null,
          order: { id: order.id, number: order.number },
          staff,
          customer: null,
          reason: null,
        },
        {
          kind: 'ORDER',
          quantity: -3,
          stockAfter: start + 5,
          supply: null,
          order: { id: order.id, number: order.number },
          staff: null,
          customer: { name: `${contact.firstName} ${contact.lastName}`, email: contact.email },
          reason: null,
        },
        {
          kind: 'SUPPLY',
          quantity: 10,
          stockAfter: start + 8,
          supply,
          order: null,
          staff,
          customer: null,
          reason: null,
        },
        {
          kind: 'CORRECTION',
          quantity: -2,
          stockAfter: start - 2,
          supply: null,
          order: null,
          staff,
          customer: null,
          reason: 'Dented',
        },
        {
          kind: 'INITIAL',
          quantity: start,
          stockAfter: start,
          supply: null,
          order: null,
          staff: null,
          customer: null,
          reason: null,
        },
      ],
    );
    assert.equal(history.total, 6);

    const page = (
      await asStaff(t, manager.cookie, 'GET', `stock/${product.id}?limit=4&page=2`)
    ).json() as StockHistory;
    assert.deepEqual(
      page.items.map((movement) => movement.kind),
      ['CORRECTION', 'INITIAL'],
    );
    assert.deepEqual([page.page, page.pages, page.total], [2, 2, 6]);
  });

  it('answers PRODUCT_NOT_FOUND for a product that is not there', async () => {
    const manager = await signedInUser(t, 'MANAGER');
    const response = await asStaff(
      t,
      manager.cookie,
      'GET',
      'stock/00000000-0000-4000-8000-000000000000',
    );
    assert.equal(response.statusCode, 404);
    assert.equal(response.json().code, 'PRODUCT_NOT_FOUND');
  });
});
