import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { contactMessages, users } from '../src/db/schema';
import { hashPassword } from '../src/services/accounts/passwords';
import { TEST_OWNER } from './helpers/fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';
import { signIn } from './helpers/users';

const valid = {
  name: 'Anna Kowalska',
  email: 'anna@example.com',
  phone: '+48 600 700 800',
  message: 'Do you ship the Sencha to Lviv before Christmas?',
  lang: 'pl',
};

const countMessages = async (t: TestApp) =>
  (await t.db.select({ n: sql<number>`count(*)::int` }).from(contactMessages))[0]!.n;

describe('POST /api/v1/contact-us', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ CONTACT_RATE_LIMIT: '4' });
  });
  after(() => t.close());

  it('stores a valid message and answers 201 with its id', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/contact-us',
      headers: { origin: 'http://localhost:3000' },
      payload: valid,
    });
    assert.equal(response.statusCode, 201);
    const { id } = response.json();
    const [stored] = await t.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    assert.equal(stored?.email, 'anna@example.com');
    assert.equal(stored?.phone, '+48600700800', 'stored in E.164');
    assert.equal(stored?.language, 'pl');
    assert.equal(stored?.message, valid.message);
  });

  it('accepts a message without a phone', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/contact-us',
      payload: { ...valid, phone: '', email: '  Piotr@Example.com ' },
    });
    assert.equal(response.statusCode, 201);
    const [stored] = await t.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, response.json().id));
    assert.equal(stored?.phone, null);
    assert.equal(stored?.email, 'Piotr@Example.com');
  });

  it('refuses invalid input field by field and stores nothing', async () => {
    const before = await countMessages(t);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/contact-us',
      payload: { name: 'Anna', email: 'not-an-email', phone: '12', message: 'short', lang: 'xx' },
    });
    assert.equal(response.statusCode, 400);
    const body = response.json();
    assert.equal(body.code, 'ENTITY_BAD_REQUEST');
    assert.deepEqual(Object.keys(body.fields).sort(), ['email', 'lang', 'message', 'phone']);
    assert.equal(body.fields.message, 'message_too_short');
    assert.equal(await countMessages(t), before);
  });

  it('limits messages per client: the fifth in the window gets 429', async () => {
    // Two requests above were accepted and one refused; all count towards the limit of four.
    const fourth = await t.app.inject({
      method: 'POST',
      url: '/api/v1/contact-us',
      payload: valid,
    });
    assert.equal(fourth.statusCode, 201);
    const before = await countMessages(t);
    const fifth = await t.app.inject({ method: 'POST', url: '/api/v1/contact-us', payload: valid });
    assert.equal(fifth.statusCode, 429);
    assert.equal(fifth.json().code, 'ENTITY_ACTION_NOT_ALLOWED');
    assert.ok(fifth.headers['retry-after']);
    assert.equal(await countMessages(t), before);
  });
});

describe('GET /api/v1/contact-us (staff)', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
    await t.app.inject({ method: 'POST', url: '/api/v1/contact-us', payload: valid });
    await t.db.insert(users).values({
      email: 'customer@example.com',
      passwordHash: await hashPassword('customer-password'),
      role: 'CUSTOMER',
    });
  });
  after(() => t.close());

  const login = (email: string, password: string) => signIn(t, email, password);

  it('needs a signed-in user (401)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/contact-us' });
    assert.equal(response.statusCode, 401);
    assert.equal(response.json().code, 'ENTITY_UNAUTHORIZED_ACTION');
  });

  it('is forbidden to customers (403)', async () => {
    const cookie = await login('customer@example.com', 'customer-password');
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/contact-us',
      headers: { cookie },
    });
    assert.equal(response.statusCode, 403);
    assert.equal(response.json().code, 'ENTITY_FORBIDDEN_ACTION');
  });

  it('lists the messages, newest first, for staff', async () => {
    const cookie = await login(TEST_OWNER.email, TEST_OWNER.password);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/contact-us?limit=5',
      headers: { cookie },
    });
    assert.equal(response.statusCode, 200);
    const body = response.json();
    assert.equal(body.total, 1);
    assert.equal(body.limit, 5);
    assert.equal(body.items[0].email, valid.email);
  });
});
