import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { promoCodes } from '../src/db/schema';
import { markPromoCodeUsed } from '../src/services/promo-codes/promo-codes';
import { TEST_OWNER } from './helpers/fixtures';
import { ORIGIN, addPromoCode, estimate, pickProducts } from './helpers/orders';
import { signIn, signedInUser } from './helpers/users';
import { createTestApp, type TestApp } from './helpers/test-app';

const DAY = 86_400_000;

describe('promo codes', () => {
  let t: TestApp;
  let owner: string;
  let customer: Awaited<ReturnType<typeof signedInUser>>;
  const create = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/promo-code',
      headers: { origin: ORIGIN, cookie: owner, ...headers },
      payload,
    });

  before(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '1000' });
    owner = await signIn(t, TEST_OWNER.email, TEST_OWNER.password);
    customer = await signedInUser(t, 'CUSTOMER');
  });
  after(() => t.close());

  it('lets the owner create a code, stored upper-case', async () => {
    const response = await create({
      code: ' spring-10 ',
      type: 'PERCENT',
      value: 10,
      userId: customer.id,
      expiresAt: new Date(Date.now() + 30 * DAY).toISOString(),
    });
    assert.equal(response.statusCode, 201);
    const body = response.json();
    assert.equal(body.code, 'SPRING-10');
    assert.equal(body.userId, customer.id);
    assert.equal(body.state, 'ACTIVE');
    const [stored] = await t.db.select().from(promoCodes).where(eq(promoCodes.id, body.id));
    assert.equal(stored?.code, 'SPRING-10');
  });

  it('answers 409 PROMO_CODE_ALREADY_EXISTS for a code taken, whatever its case', async () => {
    const response = await create({ code: 'Spring-10', type: 'AMOUNT', value: 500 });
    assert.equal(response.statusCode, 409);
    assert.equal(response.json().code, 'PROMO_CODE_ALREADY_EXISTS');
  });

  it('refuses a percentage above 100 and an unknown user', async () => {
    const percent = await create({ code: 'HALF-AND-MORE', type: 'PERCENT', value: 101 });
    assert.equal(percent.statusCode, 400);
    assert.equal(percent.json().fields.value, 'percent_too_large');
    const user = await create({
      code: 'NOBODY',
      type: 'AMOUNT',
      value: 100,
      userId: '00000000-0000-4000-8000-000000000000',
    });
    assert.equal(user.statusCode, 404);
    assert.equal(user.json().code, 'USER_NOT_FOUND');
  });

  it('refuses an amount past the integer range and an expiry date outside years 2000-9999', async () => {
    const amount = await create({ code: 'HUGE', type: 'AMOUNT', value: 2 ** 31 });
    assert.equal(amount.statusCode, 400);
    assert.deepEqual(Object.keys(amount.json().fields), ['value']);
    for (const expiresAt of [
      '0000-06-01T00:00:00Z',
      '0001-01-01T00:00:00+01:00',
      '1999-12-31T23:00:00Z',
    ]) {
      const response = await create({ code: 'LONG-AGO', type: 'AMOUNT', value: 100, expiresAt });
      assert.equal(response.statusCode, 400, expiresAt);
      assert.equal(response.json().fields.expiresAt, 'expires_at_out_of_range');
    }
    const stored = await t.db.select().from(promoCodes).where(eq(promoCodes.code, 'LONG-AGO'));
    assert.deepEqual(stored, []);
  });

  it('is for staff only: 401 anonymous, 403 a customer or a foreign origin', async () => {
    const payload = { code: 'NOT-MINE', type: 'AMOUNT', value: 100 };
    const anonymous = await create(payload, { cookie: '' });
    assert.equal(anonymous.statusCode, 401);
    const asCustomer = await create(payload, { cookie: customer.cookie });
    assert.equal(asCustomer.statusCode, 403);
    assert.equal(asCustomer.json().code, 'ENTITY_FORBIDDEN_ACTION');
    const foreign = await create(payload, { origin: 'https://evil.example' });
    assert.equal(foreign.statusCode, 403);
  });

  it("lists a customer's own codes with their state", async () => {
    await addPromoCode(t, { code: 'USED-ONE', userId: customer.id, usedAt: new Date() });
    await addPromoCode(t, {
      code: 'OLD-ONE',
      userId: customer.id,
      expiresAt: new Date(Date.now() - DAY),
    });
    await addPromoCode(t, { code: 'FOR-ANYONE' });
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/promo-code',
      headers: { cookie: customer.cookie },
    });
    assert.equal(response.statusCode, 200);
    const states = Object.fromEntries(
      response.json().map((code: { code: string; state: string }) => [code.code, code.state]),
    );
    assert.deepEqual(states, { 'SPRING-10': 'ACTIVE', 'USED-ONE': 'USED', 'OLD-ONE': 'EXPIRED' });
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/v1/promo-code' });
    assert.equal(anonymous.statusCode, 401);
  });

  describe('in an estimate', () => {
    let items: { productId: string; quantity: number }[];
    const withCode = (promoCode: string, cookie?: string) =>
      estimate(t, { items, deliveryMethod: 'LOCAL_PICKUP', promoCode }, { cookie });

    before(async () => {
      const [product] = await pickProducts(t, 1, false);
      items = [{ productId: product!.id, quantity: 1 }];
    });

    it('applies a customer their own code, typed in any case', async () => {
      const response = await withCode('spring-10', customer.cookie);
      assert.equal(response.statusCode, 200);
      assert.equal(response.json().promoCode.code, 'SPRING-10');
    });

    it('answers 404 PROMO_CODE_NOT_FOUND for an unknown code', async () => {
      const response = await withCode('NO-SUCH-CODE');
      assert.equal(response.statusCode, 404);
      assert.equal(response.json().code, 'PROMO_CODE_NOT_FOUND');
    });

    it('answers 409 PROMO_CODE_IS_USED for a used code', async () => {
      const response = await withCode('USED-ONE', customer.cookie);
      assert.equal(response.statusCode, 409);
      assert.equal(response.json().code, 'PROMO_CODE_IS_USED');
    });

    it('answers 409 PROMO_CODE_EXPIRED for an expired code, apart from another customer’s', async () => {
      const response = await withCode('OLD-ONE', customer.cookie);
      assert.equal(response.statusCode, 409);
      assert.equal(response.json().code, 'PROMO_CODE_EXPIRED');
    });

    it("answers 403 PROMO_CODE_NOT_ALLOWED for another customer's code, and for a guest", async () => {
      const other = await signedInUser(t, 'CUSTOMER');
      for (const cookie of [other.cookie, undefined]) {
        const response = await withCode('SPRING-10', cookie);
        assert.equal(response.statusCode, 403);
        assert.equal(response.json().code, 'PROMO_CODE_NOT_ALLOWED');
      }
    });
  });

  it('marks a code used once only, even when two orders race for it', async () => {
    const code = await addPromoCode(t, {});
    await markPromoCodeUsed(t.db, code.id, new Date());
    await assert.rejects(markPromoCodeUsed(t.db, code.id, new Date()), {
      code: 'PROMO_CODE_IS_USED',
      statusCode: 409,
    });
  });
});
