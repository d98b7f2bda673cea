import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, describe, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { contactMessages, orders, users } from '../src/db/schema';
import { register, registration, send } from './helpers/accounts';
import { contact, orderBody, pickProducts, placeOrder } from './helpers/orders';
import { createTestApp, sessionCookieOf, type TestApp } from './helpers/test-app';

/**
 * Phones are checked as their country numbers them by every request that takes one, and stored
 * in E.164; the numbers stored before in the forms' spaced writing are rewritten by a migration.
 */
describe('phone numbers', () => {
  let t: TestApp;
  let productId: string;

  before(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '1000', ORDER_RATE_LIMIT: '1000' });
    productId = (await pickProducts(t, 1, false))[0]!.id;
  });
  after(() => t.close());

  const order = (phone: string) =>
    placeOrder(t, orderBody([{ productId, quantity: 1 }], { contact: { ...contact, phone } }));

  it('refuses an order with a number too short for its country, naming the field', async () => {
    for (const phone of ['+48 123 45', '+380 11 123 4567', '600 123 456']) {
      const response = await order(phone);
      assert.equal(response.statusCode, 400, phone);
      assert.equal(response.json().code, 'ENTITY_BAD_REQUEST');
      assert.deepEqual(response.json().fields, { 'contact.phone': 'phone_invalid' });
    }
  });

  it("stores an order's number in E.164, which tracking finds however it is written", async () => {
    const response = await order('+48 600 123 456');
    assert.equal(response.statusCode, 201);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, response.json().id));
    assert.equal(row?.phone, '+48600123456');
    const tracked = await t.app.inject({
      method: 'POST',
      url: `/api/v1/order/${response.json().number}/track?lang=pl`,
      payload: { contact: '+48 600 123 456' },
    });
    assert.equal(tracked.statusCode, 200);
  });

  it('refuses an account or a message with an invalid number, and keeps a valid one in E.164', async () => {
    const refused = await register(t, registration({ phone: '+48 123 45' }));
    assert.equal(refused.statusCode, 400);
    assert.deepEqual(refused.json().fields, { phone: 'phone_invalid' });

    const created = await register(t, registration({ phone: '+380 67 123 45 67' }));
    assert.equal(created.json().phone, '+380671234567');
    const cookie = sessionCookieOf(created);
    const details = { firstName: 'Olena', lastName: 'Shevchenko', language: 'ua' };
    const bad = await send(t, 'PUT', 'user/personal-data', {
      cookie,
      payload: { ...details, phone: '+380 11 123 4567' },
    });
    assert.equal(bad.statusCode, 400);
    assert.deepEqual(bad.json().fields, { phone: 'phone_invalid' });
    const good = await send(t, 'PUT', 'user/personal-data', {
      cookie,
      payload: { ...details, phone: '+48 512 345 678' },
    });
    assert.equal(good.json().phone, '+48512345678');

    const message = { name: 'Olena', email: 'olena@example.com', message: 'Is the tea fresh?' };
    const contactUs = (phone: string) =>
      send(t, 'POST', 'contact-us', { payload: { ...message, phone, lang: 'ua' } });
    assert.equal((await contactUs('+48 123 45')).statusCode, 400);
    assert.equal((await contactUs('+48 600 100 200')).statusCode, 201);
    const [stored] = await t.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, 'olena@example.com'));
    assert.equal(stored?.phone, '+48600100200');
  });

  it('rewrites the numbers stored before in E.164, keeping their digits and the invalid ones', async () => {
    const placed = await order('+48 600 200 300');
    const id = placed.json().id as string;
    await t.db.update(orders).set({ phone: '+48 600 200 300' }).where(eq(orders.id, id));
    const account = await register(t, registration());
    await t.db.update(users).set({ phone: '+48 123 45' }).where(eq(users.id, account.json()._id));
    const migration = await readFile(
      new URL('../src/db/migrations/0011_phones_in_e164.sql', import.meta.url),
      'utf8',
    );
    for (const statement of migration.split('--> statement-breakpoint')) {
      await t.db.execute(sql.raw(statement));
    }
    const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
    assert.deepEqual([row?.phone, row?.phoneDigits], ['+48600200300', '48600200300']);
    const [user] = await t.db.select().from(users).where(eq(users.id, account.json()._id));
    assert.equal(user?.phone, '+4812345');
  });
});
