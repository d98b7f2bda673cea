import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Order } from '@storefront/shared/core';
import { TEST_OWNER } from './helpers/fixtures';
import { orderBody, pickProducts, placeOrder } from './helpers/orders';
import { signIn, signedInUser } from './helpers/users';
import { createTestApp, type TestApp } from './helpers/test-app';

describe('reading orders', () => {
  let t: TestApp;
  let customer: Awaited<ReturnType<typeof signedInUser>>;
  let other: Awaited<ReturnType<typeof signedInUser>>;
  let mine: Order[];
  let guestOrder: Order;
  const get = (url: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  before(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '1000', ORDER_RATE_LIMIT: '1000' });
    const [product] = await pickProducts(t, 1, false);
    const items = [{ productId: product!.id, quantity: 1 }];
    customer = await signedInUser(t, 'CUSTOMER');
    other = await signedInUser(t, 'CUSTOMER');
    mine = [];
    for (let i = 0; i < 3; i += 1) {
      mine.push((await placeOrder(t, orderBody(items), { cookie: customer.cookie })).json());
    }
    await placeOrder(t, orderBody(items), { cookie: other.cookie });
    guestOrder = (
      await placeOrder(
        t,
        orderBody(items, {
          contact: {
            firstName: 'Olena',
            lastName: 'Shevchenko',
            email: 'Olena.S@Example.com',
            phone: '+380 67 123 45 67',
          },
        }),
      )
    ).json();
  });
  after(() => t.close());

  it("lists a customer's own orders, newest first, a page at a time", async () => {
    const first = await get('/api/v1/order?limit=2', customer.cookie);
    assert.equal(first.statusCode, 200);
    const page = first.json();
    assert.equal(page.total, 3);
    assert.equal(page.pages, 2);
    assert.deepEqual(
      page.items.map((order: Order) => order.id),
      [mine[2]!.id, mine[1]!.id],
    );
    const second = (await get('/api/v1/order?limit=2&page=2', customer.cookie)).json();
    assert.deepEqual(
      second.items.map((order: Order) => order.id),
      [mine[0]!.id],
    );
  });

  it('needs a signed-in user to list orders (401)', async () => {
    const response = await get('/api/v1/order');
    assert.equal(response.statusCode, 401);
    assert.equal(response.json().code, 'ENTITY_UNAUTHORIZED_ACTION');
  });

  it('shows an order to its owner, in the language asked', async () => {
    const response = await get(`/api/v1/order/${mine[0]!.id}?lang=ru`, customer.cookie);
    assert.equal(response.statusCode, 200);
    assert.equal(response.json().number, mine[0]!.number);
    assert.notEqual(response.json().lines[0].name, mine[0]!.lines[0]!.name);
  });

  it("hides another customer's order as if it did not exist (404)", async () => {
    const response = await get(`/api/v1/order/${mine[0]!.id}`, other.cookie);
    assert.equal(response.statusCode, 404);
    assert.equal(response.json().code, 'ORDER_NOT_FOUND');
  });

  it('shows any order to staff: owner and manager', async () => {
    const owner = await signIn(t, TEST_OWNER.email, TEST_OWNER.password);
    const manager = await signedInUser(t, 'MANAGER');
    for (const cookie of [owner, manager.cookie]) {
      const response = await get(`/api/v1/order/${guestOrder.id}`, cookie);
      assert.equal(response.statusCode, 200);
      assert.equal(response.json().id, guestOrder.id);
    }
  });

  it('answers 401 to anyone anonymous and 404 to a bad or unknown id', async () => {
    assert.equal((await get(`/api/v1/order/${guestOrder.id}`)).statusCode, 401);
    for (const id of ['not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      const response = await get(`/api/v1/order/${id}`, customer.cookie);
      assert.equal(response.statusCode, 404);
      assert.equal(response.json().code, 'ORDER_NOT_FOUND');
    }
  });

  describe('tracking by number', () => {
    const track = (number: number | string, contact: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/order/${number}/track?lang=en`,
        payload: { contact },
      });

    it('finds the order by its email in any case', async () => {
      const response = await track(guestOrder.number, 'olena.s@example.COM');
      assert.equal(response.statusCode, 200);
      const body = response.json();
      assert.equal(body.number, guestOrder.number);
      assert.equal(body.status, 'NEW');
      assert.equal(body.total, guestOrder.total);
      assert.equal(body.deliveryMethod, 'TAXI');
      assert.deepEqual(
        body.history.map((c: { status: string }) => c.status),
        ['NEW'],
      );
      assert.equal(body.lines[0].quantity, 1);
      assert.equal('contact' in body, false);
    });

    it('finds the order by its phone written another way', async () => {
      const response = await track(guestOrder.number, '(+380) 671-234-567');
      assert.equal(response.statusCode, 200);
    });

    it('answers a wrong contact exactly as a number that does not exist', async () => {
      const wrong = await track(guestOrder.number, 'someone@example.com');
      const missing = await track(999_999, 'olena.s@example.com');
      const shortPhone = await track(guestOrder.number, '567');
      const notANumber = await track('abc', 'olena.s@example.com');
      for (const response of [wrong, missing, shortPhone, notANumber]) {
        assert.equal(response.statusCode, 404);
        assert.deepEqual(response.json(), wrong.json());
      }
      assert.equal(wrong.json().code, 'ORDER_NOT_FOUND');
    });
  });
});

describe('tracking rate limit', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ TRACK_RATE_LIMIT: '2' });
  });
  after(() => t.close());

  it('answers 429 past TRACK_RATE_LIMIT look-ups in the window', async () => {
    const track = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/order/1/track',
        payload: { contact: 'someone@example.com' },
      });
    assert.equal((await track()).statusCode, 404);
    assert.equal((await track()).statusCode, 404);
    assert.equal((await track()).statusCode, 429);
  });
});
