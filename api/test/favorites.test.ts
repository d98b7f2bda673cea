import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DEVICE_FAVORITES_MAX } from '@storefront/shared/core';
import { FOREIGN_ORIGIN, read, register, registration, send } from './helpers/accounts';
import { pickProducts, type SeededProduct } from './helpers/orders';
import { createTestApp, sessionCookieOf, type TestApp } from './helpers/test-app';

describe('favorites', () => {
  let t: TestApp;
  let products: SeededProduct[];
  const newCustomer = async () => sessionCookieOf(await register(t, registration()));
  const add = (cookie: string, productId: string) =>
    send(t, 'POST', `user/favorites/${productId}`, { cookie });
  const remove = (cookie: string, productId: string) =>
    send(t, 'DELETE', `user/favorites/${productId}`, { cookie });
  const merge = (cookie: string, productIds: unknown) =>
    send(t, 'POST', 'user/favorites', { cookie, payload: { productIds } });

  before(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '1000' });
    products = await pickProducts(t, 3, false);
  });
  after(() => t.close());

  it('adds products and answers the list, the last added first; adding again changes nothing', async () => {
    const cookie = await newCustomer();
    const [first, second] = products;
    assert.deepEqual((await add(cookie, first!.id)).json(), { favoriteProducts: [first!.id] });
    const response = await add(cookie, second!.id);
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { favoriteProducts: [second!.id, first!.id] });
    assert.deepEqual((await add(cookie, first!.id)).json().favoriteProducts, [
      second!.id,
      first!.id,
    ]);
    assert.deepEqual((await read(t, 'auth/me', cookie)).json().favoriteProducts, [
      second!.id,
      first!.id,
    ]);
  });

  it('lists the favorite products as catalog cards in the language asked for', async () => {
    const cookie = await newCustomer();
    const [product] = products;
    await add(cookie, product!.id);
    const response = await read(t, 'user/favorites?lang=pl', cookie);
    assert.equal(response.statusCode, 200);
    const [card] = response.json();
    assert.equal(card.id, product!.id);
    assert.equal(card.slug, product!.slug);
    assert.equal(card.name, product!.name.pl);
    assert.equal(card.price, product!.price);
    assert.ok(card.category.slug);
  });

  it('removes a product; removing one that is not there changes nothing', async () => {
    const cookie = await newCustomer();
    const [first, second] = products;
    await add(cookie, first!.id);
    await add(cookie, second!.id);
    const response = await remove(cookie, first!.id);
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { favoriteProducts: [second!.id] });
    assert.deepEqual((await remove(cookie, first!.id)).json(), { favoriteProducts: [second!.id] });
    assert.deepEqual((await remove(cookie, 'not-a-uuid')).json(), {
      favoriteProducts: [second!.id],
    });
    assert.deepEqual(
      (await read(t, 'user/favorites', cookie)).json().map((card: { id: string }) => card.id),
      [second!.id],
    );
  });

  it('answers 404 PRODUCT_NOT_FOUND for a product that does not exist', async () => {
    const cookie = await newCustomer();
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const response = await add(cookie, id);
      assert.equal(response.statusCode, 404);
      assert.equal(response.json().code, 'PRODUCT_NOT_FOUND');
    }
  });

  it("merges a device's favorites after the account's latest, however the server's clock stands", async (context) => {
    const cookie = await newCustomer();
    const [first, second, third] = products;
    await add(cookie, first!.id);
    // The server's clock behind the database's (or the add a moment before, in the same
    // millisecond): the merged favorites are still the latest.
    const behind = Date.now() - 600_000;
    context.mock.method(Date, 'now', () => behind);
    const response = await merge(cookie, [third!.id, second!.id]);
    context.mock.restoreAll();
    assert.deepEqual(response.json(), { favoriteProducts: [third!.id, second!.id, first!.id] });
  });

  it("merges a device's favorites as the latest, in its order, keeping the account's own", async () => {
    const cookie = await newCustomer();
    const [first, second, third] = products;
    await add(cookie, first!.id);
    const gone = '00000000-0000-4000-8000-000000000000';
    const response = await merge(cookie, [third!.id, gone, 'not-a-uuid', first!.id, second!.id]);
    assert.equal(response.statusCode, 200);
    const expected = [third!.id, second!.id, first!.id];
    assert.deepEqual(response.json(), { favoriteProducts: expected });
    assert.deepEqual((await read(t, 'auth/me', cookie)).json().favoriteProducts, expected);
    assert.deepEqual((await merge(cookie, [])).json(), { favoriteProducts: expected });
  });

  it('refuses a merge that is not a list of ids, or a longer one than a device keeps', async () => {
    const cookie = await newCustomer();
    const [product] = products;
    const tooMany = Array.from({ length: DEVICE_FAVORITES_MAX + 1 }, () => product!.id);
    for (const productIds of [tooMany, 'one', [42], ['x'.repeat(101)]]) {
      const response = await merge(cookie, productIds);
      assert.equal(response.statusCode, 400);
      assert.equal(response.json().code, 'ENTITY_BAD_REQUEST');
    }
    assert.deepEqual((await read(t, 'auth/me', cookie)).json().favoriteProducts, []);
  });

  it("keeps each customer's favorites their own", async () => {
    const anna = await newCustomer();
    const olek = await newCustomer();
    const [first, second] = products;
    await add(anna, first!.id);
    await add(olek, second!.id);
    await remove(olek, first!.id);
    assert.deepEqual((await read(t, 'auth/me', anna)).json().favoriteProducts, [first!.id]);
    assert.deepEqual((await read(t, 'auth/me', olek)).json().favoriteProducts, [second!.id]);
  });

  it('answers 401 without a session and 403 from a foreign Origin', async () => {
    const [product] = products;
    assert.equal((await read(t, 'user/favorites')).statusCode, 401);
    assert.equal((await send(t, 'POST', `user/favorites/${product!.id}`)).statusCode, 401);
    assert.equal((await merge('', [product!.id])).statusCode, 401);
    assert.equal((await send(t, 'DELETE', `user/favorites/${product!.id}`)).statusCode, 401);
    const cookie = await newCustomer();
    for (const method of ['POST', 'DELETE'] as const) {
      const response = await send(t, method, `user/favorites/${product!.id}`, {
        cookie,
        origin: FOREIGN_ORIGIN,
      });
      assert.equal(response.statusCode, 403);
    }
    const merged = await send(t, 'POST', 'user/favorites', {
      cookie,
      origin: FOREIGN_ORIGIN,
      payload: { productIds: [product!.id] },
    });
    assert.equal(merged.statusCode, 403);
    assert.deepEqual((await read(t, 'auth/me', cookie)).json().favoriteProducts, []);
  });
});
