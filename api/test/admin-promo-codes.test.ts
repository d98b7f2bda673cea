import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { asStaff, auditOf } from './helpers/admin';
import { TEST_OWNER } from './helpers/fixtures';
import {
  addPromoCode,
  clearPromotions,
  estimate,
  orderBody,
  pickProducts,
  placeOrder,
} from './helpers/orders';
import { signIn, signedInUser } from './helpers/users';
import { createTestApp, type TestApp } from './helpers/test-app';

const DAY = 86_400_000;

describe('promo codes in the back office', () => {
  let t: TestApp;
  let manager: ReturnType<typeof asStaff>;
  let managerEmail: string;
  let anna: Awaited<ReturnType<typeof signedInUser>>;
  let boris: Awaited<ReturnType<typeof signedInUser>>;
  let items: { productId: string; quantity: number }[];
  const create = (body: Record<string, unknown>) =>
    manager('POST', 'admin/promo-codes', { type: 'AMOUNT', value: 500, ...body });
  const quote = (promoCode: string, cookie?: string) =>
    estimate(t, { items, deliveryMethod: 'LOCAL_PICKUP', promoCode }, { cookie });

  before(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '1000' });
    await clearPromotions(t);
    const staff = await signedInUser(t, 'MANAGER');
    managerEmail = staff.email;
    manager = asStaff(t, staff.cookie);
    anna = await signedInUser(t, 'CUSTOMER', `anna-${randomUUID()}@example.com`);
    boris = await signedInUser(t, 'CUSTOMER');
    const [product] = await pickProducts(t, 1, false);
    items = [{ productId: product!.id, quantity: 1 }];
  });
  after(() => t.close());

  it('creates a code typed in any case, or draws one, with a note and an expiry', async () => {
    const expiresAt = new Date(Date.now() + 30 * DAY).toISOString();
    const typed = await create({ code: ' autumn-5 ', expiresAt, note: 'The autumn leaflet' });
    assert.equal(typed.statusCode, 201, typed.body);
    assert.equal(typed.json().code, 'AUTUMN-5');
    assert.equal(typed.json().state, 'ACTIVE');
    assert.equal(typed.json().note, 'The autumn leaflet');
    assert.equal(typed.json().expiresAt, expiresAt);
    assert.deepEqual(typed.json().createdBy, { email: managerEmail });
    assert.equal(typed.json().customer, null);
    const drawn = await create({ type: 'PERCENT', value: 15 });
    assert.equal(drawn.statusCode, 201);
    assert.match(drawn.json().code, /^[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}$/);
    const shopper = await quote(drawn.json().code.toLowerCase());
    assert.equal(shopper.statusCode, 200);
    assert.equal(shopper.json().promoCode.code, drawn.json().code);
  });

  it('refuses a code taken, an unknown customer and values the checks refuse', async () => {
    const taken = await create({ code: 'Autumn-5' });
    assert.equal(taken.statusCode, 409);
    assert.equal(taken.json().code, 'PROMO_CODE_ALREADY_EXISTS');
    assert.equal(taken.json().fields.code, 'promo_code_taken');
    const nobody = await create({ customerEmail: 'nobody@example.com' });
    assert.equal(nobody.statusCode, 404);
    assert.equal(nobody.json().code, 'USER_NOT_FOUND');
    assert.equal(nobody.json().fields.customerEmail, 'customer_not_found');
    const fieldOf = async (body: Record<string, unknown>) => {
      const response = await create(body);
      assert.equal(response.statusCode, 400, JSON.stringify(body));
      return response.json().fields;
    };
    assert.equal((await fieldOf({ type: 'PERCENT', value: 101 })).value, 'percent_too_large');
    assert.ok((await fieldOf({ value: 0 })).value);
    assert.equal((await fieldOf({ code: 'a' })).code, 'promo_code_invalid');
    assert.equal(
      (await fieldOf({ expiresAt: new Date(Date.now() - DAY).toISOString() })).expiresAt,
      'expires_at_in_past',
    );
    assert.equal((await fieldOf({ note: 'x'.repeat(501) })).note, 'note_too_long');
    assert.equal((await fieldOf({ customerEmail: 'not an email' })).customerEmail, 'email_invalid');
  });

  it('limits a code to one customer: theirs at checkout, refused to another and to a guest', async () => {
    const created = await create({
      code: 'ANNA-ONLY',
      customerEmail: anna.email.toUpperCase(),
      type: 'PERCENT',
      value: 10,
    });
    assert.equal(created.statusCode, 201, created.body);
    assert.deepEqual(created.json().customer, { id: anna.id, email: anna.email });
    assert.equal((await quote('anna-only', anna.cookie)).statusCode, 200);
    for (const cookie of [boris.cookie, undefined]) {
      const refused = await quote('ANNA-ONLY', cookie);
      assert.equal(refused.statusCode, 403);
      assert.equal(refused.json().code, 'PROMO_CODE_NOT_ALLOWED');
    }
    const order = await placeOrder(t, orderBody(items, { promoCode: 'ANNA-ONLY' }), {
      cookie: boris.cookie,
    });
    assert.equal(order.statusCode, 403);
    assert.equal(order.json().code, 'PROMO_CODE_NOT_ALLOWED');
  });

  it('shows each code’s use: the order that used it, its number and date', async () => {
    const order = await placeOrder(t, orderBody(items, { promoCode: 'ANNA-ONLY' }), {
      cookie: anna.cookie,
    });
    assert.equal(order.statusCode, 201, order.body);
    const [code] = (await manager('GET', 'admin/promo-codes?q=anna-on')).json().items;
    assert.equal(code.state, 'USED');
    assert.equal(code.use.order.id, order.json().id);
    assert.equal(code.use.order.number, order.json().number);
    assert.equal(code.use.order.createdAt, order.json().createdAt);
    assert.ok(code.use.usedAt);
    const read = (await manager('GET', `admin/promo-codes/${code.id}`)).json();
    assert.deepEqual(read, code);
    assert.equal((await quote('ANNA-ONLY', anna.cookie)).json().code, 'PROMO_CODE_IS_USED');
  });

  it('lists codes newest first, found by a part of the code, by state and by customer', async () => {
    await addPromoCode(t, { code: 'LIST-OLD', expiresAt: new Date(Date.now() - DAY) });
    await addPromoCode(t, { code: 'LIST-SPENT', usedAt: new Date() });
    const codesOf = async (query: string) =>
      (await manager('GET', `admin/promo-codes?${query}`))
        .json()
        .items.map((item: { code: string }) => item.code);
    assert.deepEqual(await codesOf('q=list-'), ['LIST-SPENT', 'LIST-OLD']);
    assert.deepEqual(await codesOf('q=list-&state=EXPIRED'), ['LIST-OLD']);
    assert.deepEqual(await codesOf('q=list-&state=USED'), ['LIST-SPENT']);
    assert.deepEqual(await codesOf('q=list-&state=ACTIVE'), []);
    assert.deepEqual(await codesOf(`customer=${encodeURIComponent(anna.email)}`), ['ANNA-ONLY']);
    // A code's `%` and `_` are matched as typed, not as patterns.
    assert.deepEqual(await codesOf('q=%25'), []);
    const page = (await manager('GET', 'admin/promo-codes')).json();
    assert.equal(page.limit, 20);
    const times = page.items.map((item: { createdAt: string }) => item.createdAt);
    assert.deepEqual(times, [...times].sort().reverse());
    assert.equal((await manager('GET', 'admin/promo-codes?state=GONE')).statusCode, 400);
  });

  it('expires a code now from the version it was read at; a used one stays used', async () => {
    const created = (await create({ code: 'END-ME' })).json();
    const expired = await manager('POST', `admin/promo-codes/${created.id}/expire`, {
      version: created.version,
    });
    assert.equal(expired.statusCode, 200, expired.body);
    assert.equal(expired.json().state, 'EXPIRED');
    assert.equal(expired.json().version, created.version + 1);
    assert.ok(new Date(expired.json().expiresAt).getTime() <= Date.now());
    const shopper = await quote('END-ME');
    assert.equal(shopper.statusCode, 409);
    assert.equal(shopper.json().code, 'PROMO_CODE_EXPIRED');

    const stale = await manager('POST', `admin/promo-codes/${created.id}/expire`, {
      version: created.version,
    });
    assert.equal(stale.statusCode, 409);
    assert.deepEqual(stale.json().conflict.fields, ['expiresAt']);
    const again = await manager('POST', `admin/promo-codes/${created.id}/expire`, {
      version: created.version + 1,
    });
    assert.equal(again.statusCode, 409);
    assert.equal(again.json().code, 'ENTITY_ACTION_NOT_ALLOWED');

    const [used] = (await manager('GET', 'admin/promo-codes?q=ANNA-ONLY')).json().items;
    const refused = await manager('POST', `admin/promo-codes/${used.id}/expire`, {
      version: used.version,
    });
    assert.equal(refused.statusCode, 409);
    assert.equal(refused.json().code, 'PROMO_CODE_IS_USED');
    assert.equal((await manager('GET', `admin/promo-codes/${used.id}`)).json().state, 'USED');
    const missing = await manager('POST', `admin/promo-codes/${randomUUID()}/expire`, {
      version: 1,
    });
    assert.equal(missing.statusCode, 404);
    assert.equal(missing.json().code, 'PROMO_CODE_NOT_FOUND');
  });

  it('records who made and expired a code, the storefront’s staff route too', async () => {
    const [code] = (await manager('GET', 'admin/promo-codes?q=END-ME')).json().items;
    const [expire, made] = await auditOf(t, 'promo-code', code.id);
    assert.equal(made?.action, 'promo-code.create');
    assert.equal(made?.actorEmail, managerEmail);
    assert.equal(made?.actorRole, 'MANAGER');
    assert.equal((made?.after as { code: string }).code, 'END-ME');
    assert.equal(expire?.action, 'promo-code.expire');
    assert.deepEqual(expire?.before, { expiresAt: null });
    const owner = await signIn(t, TEST_OWNER.email, TEST_OWNER.password);
    const viaStorefront = await asStaff(t, owner)('POST', 'promo-code', {
      code: 'FROM-THE-OLD-ROUTE',
      type: 'AMOUNT',
      value: 100,
      userId: boris.id,
    });
    assert.equal(viaStorefront.statusCode, 201);
    assert.equal(viaStorefront.json().userId, boris.id);
    const [entry] = await auditOf(t, 'promo-code', viaStorefront.json().id);
    assert.equal(entry?.action, 'promo-code.create');
    assert.equal(entry?.actorEmail, TEST_OWNER.email);
  });

  it('is for staff: a customer gets 403', async () => {
    const refused = await asStaff(t, anna.cookie)('GET', 'admin/promo-codes');
    assert.equal(refused.statusCode, 403);
  });
});
