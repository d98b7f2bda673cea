import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { promoCodes, users } from '../src/db/schema';
import {
  FOREIGN_ORIGIN,
  emailsTo,
  read,
  register,
  send,
  registration,
  setRegistrationDiscount,
} from './helpers/accounts';
import { TEST_OWNER } from './helpers/fixtures';
import { estimate, orderBody, pickProducts, placeOrder } from './helpers/orders';
import { createTestApp, sessionCookieOf, type TestApp } from './helpers/test-app';
import { signIn } from './helpers/users';

describe('registration', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '1000' });
  });
  after(() => t.close());

  it('creates a customer, signs them in with an httpOnly, SameSite=Lax cookie', async () => {
    const form = registration({ email: ' Marta.Nowak@Example.com ', phone: '+48 600 100 200' });
    const response = await register(t, { ...form, language: 'pl' });
    assert.equal(response.statusCode, 201);
    const user = response.json();
    assert.equal(user.email, 'marta.nowak@example.com');
    assert.equal(user.role, 'Customer');
    assert.equal(user.language, 'pl');
    assert.equal(user.phone, '+48600100200', 'stored in E.164');
    assert.deepEqual(user.favoriteProducts, []);

    const cookie = response.cookies.find((candidate) => candidate.name === 'sid');
    assert.equal(cookie?.httpOnly, true);
    assert.equal(cookie?.sameSite, 'Lax');
    assert.equal(cookie?.secure, undefined);
    const me = await read(t, 'auth/me', sessionCookieOf(response));
    assert.equal(me.json()._id, user._id);

    const [stored] = await t.db.select().from(users).where(eq(users.id, user._id));
    assert.match(stored!.passwordHash, /^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('never takes a role or an id from the form', async () => {
    const response = await register(t, {
      ...registration(),
      role: 'OWNER',
      _id: '00000000-0000-4000-8000-000000000000',
    } as ReturnType<typeof registration>);
    assert.equal(response.statusCode, 201);
    assert.equal(response.json().role, 'Customer');
    assert.notEqual(response.json()._id, '00000000-0000-4000-8000-000000000000');
  });

  it('answers 409 USER_ALREADY_EXISTS for an email taken, whatever its case', async () => {
    const form = registration();
    assert.equal((await register(t, form)).statusCode, 201);
    const again = await register(t, { ...form, email: form.email.toUpperCase() });
    assert.equal(again.statusCode, 409);
    assert.equal(again.json().code, 'USER_ALREADY_EXISTS');
    assert.equal(again.cookies.length, 0);
  });

  it('names each problem of the form with a translation key', async () => {
    const response = await register(t, {
      email: 'not-an-email',
      password: 'short',
      firstName: ' ',
      lastName: 'x'.repeat(101),
      phone: '123',
    });
    assert.equal(response.statusCode, 400);
    assert.deepEqual(response.json().fields, {
      email: 'email_invalid',
      password: 'password_too_short',
      firstName: 'first_name_required',
      lastName: 'last_name_too_long',
      phone: 'phone_invalid',
    });
    const long = await register(t, registration({ password: 'x'.repeat(129) }));
    assert.equal(long.json().fields.password, 'password_too_long');
    // No composition rules: eight digits nobody guesses first are a password (common ones are
    // refused: see common-passwords.test.ts).
    assert.equal((await register(t, registration({ password: '90417236' }))).statusCode, 201);
  });

  it('ends the session the browser had before (a new one on every sign-in)', async () => {
    const owner = await signIn(t, TEST_OWNER.email, TEST_OWNER.password);
    const response = await register(t, registration(), owner);
    assert.equal(response.statusCode, 201);
    assert.equal((await read(t, 'auth/me', owner)).statusCode, 401);
  });

  it('refuses a foreign Origin', async () => {
    const foreign = await send(t, 'POST', 'auth/register', {
      payload: registration(),
      origin: FOREIGN_ORIGIN,
    });
    assert.equal(foreign.statusCode, 403);
    assert.equal(foreign.json().code, 'ENTITY_FORBIDDEN_ACTION');
  });

  it("queues a welcome email in the customer's language", async () => {
    const form = registration({ language: 'ua', firstName: 'Olena' });
    await register(t, form);
    const [email] = await emailsTo(t, form.email);
    assert.equal(email?.template, 'welcome');
    assert.equal(email?.status, 'PENDING');
    assert.match(email!.subject, /Ласкаво просимо до Verde Market/);
    assert.match(email!.text, /Вітаємо, Olena!/);
    assert.match(email!.text, /http:\/\/localhost:3000\/ua/);
  });
});

describe('registration promo codes', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '1000', ORDER_RATE_LIMIT: '1000' });
  });
  after(() => t.close());

  const codesOf = (userId: string) =>
    t.db.select().from(promoCodes).where(eq(promoCodes.userId, userId));

  it('creates amountOfCodes codes of the value and type the store gives, for the customer alone', async () => {
    await setRegistrationDiscount(t, {
      enabled: true,
      value: 2500,
      amountOfCodes: 3,
      type: 'AMOUNT',
    });
    const form = registration({ language: 'pl' });
    const response = await register(t, form);
    const codes = await codesOf(response.json()._id);
    assert.equal(codes.length, 3);
    for (const code of codes) {
      assert.equal(code.type, 'AMOUNT');
      assert.equal(code.value, 2500);
      assert.equal(code.usedAt, null);
      assert.equal(code.expiresAt, null);
      assert.match(code.code, /^[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}$/);
    }
    assert.equal(new Set(codes.map((code) => code.code)).size, 3);

    const [email] = await emailsTo(t, form.email);
    for (const code of codes) assert.match(email!.text, new RegExp(`${code.code}: 25,00\\szł`));

    const listed = (await read(t, 'promo-code', sessionCookieOf(response))).json();
    assert.deepEqual(
      listed.map((code: { code: string }) => code.code).sort(),
      codes.map((code) => code.code).sort(),
    );
    assert.ok(listed.every((code: { state: string }) => code.state === 'ACTIVE'));
  });

  it('lets the customer use each code once at checkout, nobody else', async () => {
    await setRegistrationDiscount(t, {
      enabled: true,
      value: 10,
      amountOfCodes: 1,
      type: 'PERCENT',
    });
    const response = await register(t, registration());
    const cookie = sessionCookieOf(response);
    const [code] = await codesOf(response.json()._id);
    const [product] = await pickProducts(t, 1, false);
    const items = [{ productId: product!.id, quantity: 2 }];

    const quote = await estimate(
      t,
      { items, deliveryMethod: 'LOCAL_PICKUP', promoCode: code!.code },
      { cookie },
    );
    assert.equal(quote.statusCode, 200);
    assert.equal(quote.json().promoCode.discount, Math.floor((product!.price * 2) / 10));

    const other = sessionCookieOf(await register(t, registration()));
    for (const stranger of [other, undefined]) {
      const refused = await placeOrder(t, orderBody(items, { promoCode: code!.code }), {
        cookie: stranger,
      });
      assert.equal(refused.statusCode, 403);
      assert.equal(refused.json().code, 'PROMO_CODE_NOT_ALLOWED');
    }

    const first = await placeOrder(t, orderBody(items, { promoCode: code!.code }), { cookie });
    assert.equal(first.statusCode, 201);
    const again = await placeOrder(t, orderBody(items, { promoCode: code!.code }), { cookie });
    assert.equal(again.statusCode, 409);
    assert.equal(again.json().code, 'PROMO_CODE_IS_USED');
  });

  it('gives percentages too', async () => {
    await setRegistrationDiscount(t, {
      enabled: true,
      value: 15,
      amountOfCodes: 1,
      type: 'PERCENT',
    });
    const user = (await register(t, registration())).json();
    const codes = await codesOf(user._id);
    assert.deepEqual(
      codes.map(({ type, value }) => ({ type, value })),
      [{ type: 'PERCENT', value: 15 }],
    );
  });

  it('creates none when the discount is off, or its settings cannot make a code', async () => {
    for (const settings of [
      { enabled: false, value: 10, amountOfCodes: 2, type: 'PERCENT' as const },
      { enabled: true, value: 150, amountOfCodes: 2, type: 'PERCENT' as const },
      { enabled: true, value: 0, amountOfCodes: 2, type: 'AMOUNT' as const },
      { enabled: true, value: 10, amountOfCodes: 0, type: 'AMOUNT' as const },
    ]) {
      await setRegistrationDiscount(t, settings);
      const response = await register(t, registration());
      assert.equal(response.statusCode, 201);
      assert.deepEqual(await codesOf(response.json()._id), []);
    }
  });
});

describe('registration rate limit', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '2' });
  });
  after(() => t.close());

  it('answers 429 once the attempts of the window are used up', async () => {
    for (let i = 0; i < 2; i += 1)
      assert.equal((await register(t, registration())).statusCode, 201);
    const blocked = await register(t, registration());
    assert.equal(blocked.statusCode, 429);
    assert.equal(blocked.json().code, 'ENTITY_ACTION_NOT_ALLOWED');
  });
});
