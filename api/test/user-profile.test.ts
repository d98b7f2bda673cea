import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { FOREIGN_ORIGIN, read, register, registration, send } from './helpers/accounts';
import { orderBody, pickProducts, placeOrder } from './helpers/orders';
import { createTestApp, sessionCookieOf, type TestApp } from './helpers/test-app';

describe("a customer's own details and password", () => {
  let t: TestApp;
  const details = {
    firstName: 'Marta',
    lastName: 'Nowak',
    phone: '+48 601 202 303',
    language: 'pl',
  };

  /** A new customer, signed in: their form, id and session cookie. */
  async function customer() {
    const form = registration();
    const response = await register(t, form);
    return { form, id: response.json()._id as string, cookie: sessionCookieOf(response) };
  }
  const login = (email: string, password: string) =>
    send(t, 'POST', 'auth/login', { payload: { email, password } });

  before(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '1000', ORDER_RATE_LIMIT: '1000' });
  });
  after(() => t.close());

  it('reads the details as the User of auth/me', async () => {
    const { form, cookie } = await customer();
    const response = await read(t, 'user/personal-data', cookie);
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), (await read(t, 'auth/me', cookie)).json());
    assert.equal(response.json().email, form.email);
  });

  it('saves names, phone and language, never the email or the role', async () => {
    const { form, cookie } = await customer();
    const response = await send(t, 'PUT', 'user/personal-data', {
      cookie,
      payload: { ...details, email: 'taken-over@example.com', role: 'OWNER' },
    });
    assert.equal(response.statusCode, 200);
    const user = response.json();
    assert.deepEqual(
      {
        firstName: user.firstName,
        lastName: user.lastName,
        phone: user.phone,
        language: user.language,
      },
      { ...details, phone: '+48601202303' },
    );
    assert.equal(user.email, form.email);
    assert.equal(user.role, 'Customer');
    assert.deepEqual((await read(t, 'user/personal-data', cookie)).json(), user);

    const noPhone = await send(t, 'PUT', 'user/personal-data', {
      cookie,
      payload: { ...details, phone: '' },
    });
    assert.equal(noPhone.json().phone, null);
  });

  it('names each problem of the details with a translation key', async () => {
    const { cookie } = await customer();
    const response = await send(t, 'PUT', 'user/personal-data', {
      cookie,
      payload: { firstName: '', lastName: 'Nowak', phone: 'call me', language: 'de' },
    });
    assert.equal(response.statusCode, 400);
    assert.deepEqual(response.json().fields, {
      firstName: 'first_name_required',
      phone: 'phone_invalid',
      language: 'language_invalid',
    });
  });

  it('answers 401 without a session', async () => {
    assert.equal((await read(t, 'user/personal-data')).statusCode, 401);
    for (const [url, payload] of [
      ['user/personal-data', details],
      ['user/password', { currentPassword: 'whatever', newPassword: 'whatever else' }],
    ] as const) {
      assert.equal((await send(t, 'PUT', url, { payload })).statusCode, 401);
    }
  });

  it('refuses a foreign Origin', async () => {
    const { form, cookie } = await customer();
    for (const [url, payload] of [
      ['user/personal-data', details],
      ['user/password', { currentPassword: form.password, newPassword: 'a stolen password' }],
    ] as const) {
      const response = await send(t, 'PUT', url, { cookie, payload, origin: FOREIGN_ORIGIN });
      assert.equal(response.statusCode, 403);
    }
    assert.equal((await login(form.email, form.password)).statusCode, 200);
  });

  it('answers 400 USER_PASSWORD_INCORRECT on the current password field for a wrong one', async () => {
    const { form, cookie } = await customer();
    const response = await send(t, 'PUT', 'user/password', {
      cookie,
      payload: { currentPassword: 'not my password', newPassword: 'a new password' },
    });
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().code, 'USER_PASSWORD_INCORRECT');
    assert.deepEqual(response.json().fields, { currentPassword: 'password_incorrect' });
    assert.equal((await login(form.email, form.password)).statusCode, 200);
  });

  it('changes the password and ends the other sessions, not this one', async () => {
    const { form, cookie } = await customer();
    const elsewhere = sessionCookieOf(await login(form.email, form.password));
    const here = sessionCookieOf(
      await send(t, 'POST', 'auth/login', {
        cookie,
        payload: { email: form.email, password: form.password },
      }),
    );
    const response = await send(t, 'PUT', 'user/password', {
      cookie: here,
      payload: { currentPassword: form.password, newPassword: 'a new password' },
    });
    assert.equal(response.statusCode, 204);
    assert.equal((await read(t, 'auth/me', here)).statusCode, 200);
    assert.equal((await read(t, 'auth/me', elsewhere)).statusCode, 401);
    assert.equal((await login(form.email, form.password)).statusCode, 401);
    assert.equal((await login(form.email, 'a new password')).statusCode, 200);

    const short = await send(t, 'PUT', 'user/password', {
      cookie: here,
      payload: { currentPassword: 'a new password', newPassword: 'short' },
    });
    assert.equal(short.json().fields.newPassword, 'password_too_short');
  });

  it("never shows or changes another customer's orders, codes or details", async () => {
    const anna = await customer();
    const olek = await customer();
    const [product] = await pickProducts(t, 1, false);
    const order = await placeOrder(t, orderBody([{ productId: product!.id, quantity: 1 }]), {
      cookie: anna.cookie,
    });
    assert.equal(order.statusCode, 201);

    const theirs = await read(t, `order/${order.json().id}`, olek.cookie);
    assert.equal(theirs.statusCode, 404);
    assert.equal(theirs.json().code, 'ORDER_NOT_FOUND');
    assert.equal((await read(t, 'order', olek.cookie)).json().total, 0);
    assert.deepEqual((await read(t, 'user/favorites', olek.cookie)).json(), []);
    const codes = (await read(t, 'promo-code', olek.cookie)).json();
    assert.ok(codes.length > 0, 'the seeded store gives registration codes');
    assert.ok(codes.every((code: { userId: string }) => code.userId === olek.id));

    await send(t, 'PUT', 'user/personal-data', { cookie: olek.cookie, payload: details });
    const annaNow = (await read(t, 'user/personal-data', anna.cookie)).json();
    assert.equal(annaNow._id, anna.id);
    assert.equal(annaNow.firstName, anna.form.firstName);
    assert.equal(annaNow.language, 'en');
  });
});
