import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { desc, eq } from 'drizzle-orm';
import { auditLog, users } from '../src/db/schema';
import { COMMAND_LINE, setStaffRole } from '../src/services/accounts/staff-accounts';
import { signIn } from './helpers/users';
import { createTestApp, type TestApp } from './helpers/test-app';

describe('the staff command (npm run staff)', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '1000' });
  });
  after(() => t.close());

  it('creates the first owner, who can then sign in to the back office', async () => {
    const outcome = await setStaffRole(t.db, {
      email: 'Maria@Shop.example',
      role: 'OWNER',
      password: 'a long and rare passphrase',
    });
    assert.deepEqual(outcome, { done: 'created', email: 'maria@shop.example', role: 'OWNER' });
    const cookie = await signIn(t, 'maria@shop.example', 'a long and rare passphrase');
    const session = await t.app.inject({ url: '/api/v1/admin/session', headers: { cookie } });
    assert.equal(session.json().role, 'OWNER');
    const [entry] = await t.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    assert.equal(entry?.action, 'staff.create');
    assert.equal(entry?.actorEmail, COMMAND_LINE);
    assert.deepEqual(entry?.after, { email: 'maria@shop.example', role: 'OWNER' });
  });

  it("changes an existing account's role, and says when nothing changes", async () => {
    await setStaffRole(t.db, {
      email: 'jan@shop.example',
      role: 'CUSTOMER',
      password: 'another rare passphrase',
    });
    assert.deepEqual(await setStaffRole(t.db, { email: 'jan@shop.example', role: 'MANAGER' }), {
      done: 'changed',
      email: 'jan@shop.example',
      role: 'MANAGER',
    });
    const [jan] = await t.db.select().from(users).where(eq(users.email, 'jan@shop.example'));
    assert.equal(jan?.role, 'MANAGER');
    assert.deepEqual(await setStaffRole(t.db, { email: 'jan@shop.example', role: 'MANAGER' }), {
      done: 'unchanged',
      email: 'jan@shop.example',
      role: 'MANAGER',
    });
  });

  it('refuses to create an account without a password, or with a common one', async () => {
    const refusal = async (password?: string) =>
      JSON.stringify(
        await setStaffRole(t.db, { email: 'new@shop.example', role: 'ADMIN', password }),
      );
    assert.match(await refusal(), /give it a password/);
    assert.match(await refusal('password123'), /too common/);
    assert.equal(
      (await t.db.select().from(users).where(eq(users.email, 'new@shop.example'))).length,
      0,
    );
  });
});
