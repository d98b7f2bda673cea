import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { SAVED_ADDRESSES_MAX } from '@storefront/shared/core';
import { read, register, registration, send } from './helpers/accounts';
import { createTestApp, sessionCookieOf, type TestApp } from './helpers/test-app';

const warsaw = { street: 'Długa 1', city: 'Warszawa', postalCode: '00640', country: 'PL' };

describe('saved addresses (user/addresses)', () => {
  let t: TestApp;
  const newCustomer = async () => sessionCookieOf(await register(t, registration()));
  const save = (cookie: string, payload: object = warsaw) =>
    send(t, 'POST', 'user/addresses', { cookie, payload });

  before(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '1000' });
  });
  after(() => t.close());

  it('saves an address with its postal code written the country’s way, and lists it', async () => {
    const cookie = await newCustomer();
    const saved = await save(cookie);
    assert.equal(saved.statusCode, 201);
    const address = saved.json();
    assert.deepEqual(address, { ...warsaw, postalCode: '00-640', id: address.id });
    assert.deepEqual((await read(t, 'user/addresses', cookie)).json(), [address]);
  });

  it('refuses a postal code that is not the country’s with 400 ENTITY_BAD_REQUEST', async () => {
    const response = await save(await newCustomer(), { ...warsaw, postalCode: '0064' });
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().code, 'ENTITY_BAD_REQUEST');
    assert.deepEqual(response.json().fields, { postalCode: 'postal_code_invalid' });
  });

  it('changes and removes the customer’s own address', async () => {
    const cookie = await newCustomer();
    const { id } = (await save(cookie)).json();
    const changed = await send(t, 'PUT', `user/addresses/${id}`, {
      cookie,
      payload: { street: 'Hauptstraße 5', city: 'Berlin', postalCode: '10115', country: 'DE' },
    });
    assert.equal(changed.statusCode, 200);
    assert.equal(changed.json().city, 'Berlin');
    assert.equal((await send(t, 'DELETE', `user/addresses/${id}`, { cookie })).statusCode, 204);
    assert.deepEqual((await read(t, 'user/addresses', cookie)).json(), []);
  });

  it('answers another customer’s address as one that does not exist (404), and leaves it', async () => {
    const owner = await newCustomer();
    const { id } = (await save(owner)).json();
    const other = await newCustomer();
    assert.deepEqual((await read(t, 'user/addresses', other)).json(), []);
    const changed = await send(t, 'PUT', `user/addresses/${id}`, {
      cookie: other,
      payload: warsaw,
    });
    assert.equal(changed.statusCode, 404);
    assert.equal(changed.json().code, 'ENTITY_NOT_FOUND');
    const removed = await send(t, 'DELETE', `user/addresses/${id}`, { cookie: other });
    assert.equal(removed.statusCode, 404);
    assert.equal((await read(t, 'user/addresses', owner)).json().length, 1);
    for (const missing of [randomUUID(), 'not-an-id']) {
      const response = await send(t, 'DELETE', `user/addresses/${missing}`, { cookie: owner });
      assert.equal(response.statusCode, 404);
    }
  });

  it(`keeps at most ${SAVED_ADDRESSES_MAX} addresses (409 ENTITY_ACTION_NOT_ALLOWED)`, async () => {
    const cookie = await newCustomer();
    const saved = await Promise.all(
      Array.from({ length: SAVED_ADDRESSES_MAX + 2 }, () => save(cookie)),
    );
    const codes = saved.map((response) => response.statusCode).sort();
    assert.deepEqual(codes, [...Array(SAVED_ADDRESSES_MAX).fill(201), 409, 409]);
    assert.equal(saved.find((r) => r.statusCode === 409)!.json().code, 'ENTITY_ACTION_NOT_ALLOWED');
    assert.equal((await read(t, 'user/addresses', cookie)).json().length, SAVED_ADDRESSES_MAX);
  });

  it('asks a visitor who is not signed in to sign in (401) on every route', async () => {
    const id = randomUUID();
    const responses = [
      await read(t, 'user/addresses'),
      await send(t, 'POST', 'user/addresses', { payload: warsaw }),
      await send(t, 'PUT', `user/addresses/${id}`, { payload: warsaw }),
      await send(t, 'DELETE', `user/addresses/${id}`),
    ];
    assert.deepEqual(
      responses.map((response) => response.statusCode),
      [401, 401, 401, 401],
    );
  });
});
