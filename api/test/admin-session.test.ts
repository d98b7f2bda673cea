import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { permissionsOf } from '@storefront/shared/admin';
import { desc, eq, sql } from 'drizzle-orm';
import { auditLog } from '../src/db/schema';
import { ORIGIN } from './helpers/orders';
import { signedInUser } from './helpers/users';
import { createTestApp, type TestApp } from './helpers/test-app';

describe('the back office session', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '1000' });
  });
  after(() => t.close());

  it("tells a manager their role and the table's actions for it; the storefront's user names it too", async () => {
    const manager = await signedInUser(t, 'MANAGER');
    const session = await t.app.inject({
      url: '/api/v1/admin/session',
      headers: { cookie: manager.cookie },
    });
    assert.equal(session.statusCode, 200);
    const body = session.json();
    assert.equal(body.role, 'MANAGER');
    assert.deepEqual(body.permissions, permissionsOf('MANAGER'));
    assert.ok(body.permissions.includes('orders.process'));
    assert.ok(!body.permissions.includes('products.write'));
    const me = await t.app.inject({ url: '/api/v1/auth/me', headers: { cookie: manager.cookie } });
    // The storefront's client role stays Customer; the staff role says who may open the back office.
    assert.deepEqual([me.json().role, me.json().staffRole], ['Customer', 'MANAGER']);
  });

  it('answers a customer 403 and a visitor 401, and names no staff role for a customer', async () => {
    const customer = await signedInUser(t, 'CUSTOMER');
    const refused = await t.app.inject({
      url: '/api/v1/admin/session',
      headers: { cookie: customer.cookie },
    });
    assert.equal(refused.statusCode, 403);
    assert.equal(refused.json().code, 'ENTITY_FORBIDDEN_ACTION');
    assert.equal((await t.app.inject({ url: '/api/v1/admin/session' })).statusCode, 401);
    const me = await t.app.inject({ url: '/api/v1/auth/me', headers: { cookie: customer.cookie } });
    assert.equal(me.json().staffRole, undefined);
  });

  it('keeps the sound a staff member chose, and records the change', async () => {
    const admin = await signedInUser(t, 'ADMIN');
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/admin/session/preferences',
      headers: { cookie: admin.cookie, origin: ORIGIN },
      payload: { sound: 'rooster' },
    });
    assert.equal(saved.statusCode, 200);
    assert.deepEqual(saved.json().preferences, { sound: 'rooster' });
    const again = await t.app.inject({
      url: '/api/v1/admin/session',
      headers: { cookie: admin.cookie },
    });
    assert.deepEqual(again.json().preferences, { sound: 'rooster' });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.actorId, admin.id))
      .orderBy(desc(auditLog.id))
      .limit(1);
    assert.equal(entry?.action, 'staff.preferences');
    assert.equal(entry?.actorRole, 'ADMIN');
    assert.equal(entry?.actorEmail, admin.email);
    assert.deepEqual(entry?.after, { sound: 'rooster' });
    assert.ok(entry?.requestId, 'the request id is kept');
  });

  it('refuses a sound the shop does not have', async () => {
    const admin = await signedInUser(t, 'ADMIN');
    const refused = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/admin/session/preferences',
      headers: { cookie: admin.cookie, origin: ORIGIN },
      payload: { sound: 'trumpet' },
    });
    assert.equal(refused.statusCode, 400);
    assert.equal(refused.json().code, 'ENTITY_BAD_REQUEST');
  });
});

describe('the audit record', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '1000' });
    const owner = await signedInUser(t, 'OWNER');
    await t.app.inject({
      method: 'PUT',
      url: '/api/v1/admin/session/preferences',
      headers: { cookie: owner.cookie, origin: ORIGIN },
      payload: { sound: 'groundhog' },
    });
  });
  after(() => t.close());

  it('cannot be changed, removed or emptied, even by SQL', async () => {
    const entries = async () =>
      (await t.db.select({ count: sql<number>`count(*)::int` }).from(auditLog))[0]!.count;
    const count = await entries();
    assert.ok(count > 0);
    for (const statement of [
      sql`update audit_log set actor_email = 'someone@else.example'`,
      sql`delete from audit_log`,
      sql`truncate audit_log`,
    ]) {
      await assert.rejects(t.db.execute(statement), (error: Error) =>
        /audit record cannot be changed/.test(String((error.cause as Error | undefined)?.message)),
      );
    }
    assert.equal(await entries(), count);
  });
});
