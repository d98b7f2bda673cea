import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { passwordResetTokens, users } from '../src/db/schema';
import { hashToken } from '../src/services/accounts/sessions';
import { asStaff, auditOf } from './helpers/admin';
import type { AddressInfo } from 'node:net';
import { emailsTo, read, resetTokenIn, send } from './helpers/accounts';
import { openEventStream } from './helpers/event-stream';
import { TEST_OWNER } from './helpers/fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';
import { signIn, signedInUser } from './helpers/users';

interface Member {
  id: string;
  email: string;
  role: string;
  state: string;
  version: number;
  invitationExpiresAt: string | null;
  deactivatedAt: string | null;
}

describe('the staff accounts in the back office', () => {
  let t: TestApp;
  let owner: ReturnType<typeof asStaff>;
  let ownerId: string;
  const password = TEST_OWNER.password;

  const list = async (as = owner): Promise<Member[]> => {
    const response = await as('GET', 'admin/staff');
    assert.equal(response.statusCode, 200, response.body);
    return response.json().items;
  };
  const memberOf = async (id: string) => (await list()).find((member) => member.id === id)!;
  const invite = (email: string, role = 'MANAGER', extra: object = {}) =>
    owner('POST', 'admin/staff/invitations', { email, role, language: 'pl', password, ...extra });
  const accept = (token: string, newPassword: string) =>
    send(t, 'POST', 'auth/reset-password', { payload: { token, password: newPassword } });
  const login = (email: string, secret: string) =>
    send(t, 'POST', 'auth/login', { payload: { email, password: secret } });

  /** Invites a new colleague and answers them with the token of the emailed link. */
  async function invited(role = 'MANAGER') {
    const email = `staff-${randomUUID()}@example.com`;
    const response = await invite(email, role);
    assert.equal(response.statusCode, 201, response.body);
    const [message] = await emailsTo(t, email);
    return { member: response.json() as Member, email, token: resetTokenIn(message!.text) };
  }

  /** A staff member who accepted an invitation and is signed in. */
  async function colleague(role = 'MANAGER') {
    const { member, email, token } = await invited(role);
    assert.equal((await accept(token, 'a colleague password')).statusCode, 204);
    const cookie = await signIn(t, email, 'a colleague password');
    return { ...(await memberOf(member.id)), cookie };
  }

  before(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '1000', INVITATION_HOURS: '48' });
    owner = asStaff(t, await signIn(t, TEST_OWNER.email, TEST_OWNER.password));
    const [row] = await t.db.select().from(users).where(eq(users.email, TEST_OWNER.email));
    ownerId = row!.id;
  });
  after(() => t.close());

  it('keeps the last owner: neither demoted nor deactivated', async () => {
    const me = await memberOf(ownerId);
    assert.equal(me.role, 'OWNER');
    assert.equal(me.state, 'ACTIVE');
    const demoted = await owner('PUT', `admin/staff/${ownerId}/role`, {
      role: 'ADMIN',
      version: me.version,
      password,
    });
    assert.equal(demoted.statusCode, 409, demoted.body);
    assert.equal(demoted.json().code, 'USER_CANNOT_BE_UPDATED');
    const removed = await owner('POST', `admin/staff/${ownerId}/deactivate`, {
      version: me.version,
      password,
    });
    assert.equal(removed.statusCode, 409, removed.body);
    assert.equal(removed.json().code, 'USER_CANNOT_BE_DELETED');
    assert.equal((await memberOf(ownerId)).version, me.version, 'nothing was written');
  });

  it('invites by email: an account waiting for its password, a Polish email with a single-use link', async () => {
    const email = `Nowy-${randomUUID()}@Example.com`;
    const response = await invite(email);
    assert.equal(response.statusCode, 201, response.body);
    const member = response.json() as Member;
    assert.equal(member.email, email.toLowerCase());
    assert.equal(member.role, 'MANAGER');
    assert.equal(member.state, 'INVITED');
    const hours = (Date.parse(member.invitationExpiresAt!) - Date.now()) / 3_600_000;
    assert.ok(hours > 47.9 && hours <= 48, `the link works 48 hours (${hours})`);

    const [message] = await emailsTo(t, member.email);
    assert.equal(message!.template, 'staff-invitation');
    assert.match(message!.subject, /zaproszenie/);
    assert.match(message!.text, new RegExp(TEST_OWNER.email));
    assert.match(message!.text, /menedżer/);
    const link = new URL(message!.text.match(/https?:\/\/\S+/)![0]);
    assert.equal(link.pathname, '/pl');
    assert.equal(link.searchParams.get('overlay'), 'reset-password');
    assert.equal(link.searchParams.get('invitation'), '1');
    const token = link.searchParams.get('reset-token')!;
    // Only the token's hash is stored.
    const [stored] = await t.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, member.id));
    assert.equal(stored!.tokenHash, hashToken(token));
    assert.equal(stored!.purpose, 'INVITATION');
    assert.ok(!JSON.stringify(stored).includes(token));

    // Only the invitation sets the first password: a forgotten-password link is not sent.
    await send(t, 'POST', 'auth/forgot-password', { payload: { email: member.email } });
    await t.app.background.idle();
    assert.equal((await emailsTo(t, member.email)).length, 1);

    // Before the link is used, no password signs in.
    assert.equal((await login(member.email, '')).statusCode, 400);
    assert.equal((await login(member.email, 'any password at all')).statusCode, 401);

    const [entry] = await auditOf(t, 'user', member.id);
    assert.equal(entry!.action, 'staff.invite');
    assert.equal(entry!.actorEmail, TEST_OWNER.email);
    assert.deepEqual(entry!.after, {
      email: member.email,
      role: 'MANAGER',
      state: 'INVITED',
      language: 'pl',
    });
  });

  it('activates the account with the password the link sets, once', async () => {
    const { member, email, token } = await invited('ADMIN');
    assert.equal((await accept(token, 'my new staff password')).statusCode, 204);
    const joined = await memberOf(member.id);
    assert.equal(joined.state, 'ACTIVE');
    assert.equal(joined.invitationExpiresAt, null);
    assert.equal(joined.version, member.version + 1);
    const [entry] = await auditOf(t, 'user', member.id);
    assert.equal(entry!.action, 'staff.join');
    assert.equal(entry!.actorEmail, email);
    assert.equal(entry!.actorRole, 'ADMIN');

    const cookie = await signIn(t, email, 'my new staff password');
    const session = await read(t, 'admin/session', cookie);
    assert.equal(session.json().role, 'ADMIN');

    const again = await accept(token, 'another password here');
    assert.equal(again.statusCode, 409);
    assert.equal(again.json().code, 'RESET_TOKEN_INVALID');
    assert.equal((await login(email, 'another password here')).statusCode, 401);
  });

  it('refuses an unknown link, an expired one, and one replaced by a newer invitation', async () => {
    const unknown = await accept('not-a-token-anyone-sent', 'a password long enough');
    assert.equal(unknown.statusCode, 404);
    assert.equal(unknown.json().code, 'RESET_TOKEN_NOT_FOUND');

    const expired = await invited();
    await t.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.tokenHash, hashToken(expired.token)));
    const late = await accept(expired.token, 'a password long enough');
    assert.equal(late.statusCode, 400);
    assert.equal(late.json().code, 'RESET_TOKEN_EXPIRED');
    assert.equal((await memberOf(expired.member.id)).state, 'INVITED');

    // The owner sends a new link: the old one ends, the new one works.
    const resent = await owner('POST', `admin/staff/${expired.member.id}/invitation`, {
      version: expired.member.version,
      password,
    });
    assert.equal(resent.statusCode, 200, resent.body);
    const [latest] = await emailsTo(t, expired.email);
    const token = resetTokenIn(latest!.text);
    assert.notEqual(token, expired.token);
    assert.equal((await accept(expired.token, 'a password long enough')).statusCode, 409);
    assert.equal((await accept(token, 'a password long enough')).statusCode, 204);
    const [entry] = await auditOf(t, 'user', expired.member.id);
    assert.equal(entry!.action, 'staff.join');
    const resend = (await auditOf(t, 'user', expired.member.id)).find(
      (row) => row.action === 'staff.invitation.resend',
    );
    assert.ok(resend, 'the new link is recorded');

    // An account that has its password gets no new invitation.
    const active = await memberOf(expired.member.id);
    const refused = await owner('POST', `admin/staff/${active.id}/invitation`, {
      version: active.version,
      password,
    });
    assert.equal(refused.statusCode, 409);
    assert.equal(refused.json().code, 'ENTITY_ACTION_NOT_ALLOWED');
  });

  it('refuses an email that has an account, and a role an invitation cannot give', async () => {
    const customer = await signedInUser(t, 'CUSTOMER');
    const taken = await invite(customer.email.toUpperCase());
    assert.equal(taken.statusCode, 409);
    assert.equal(taken.json().code, 'USER_ALREADY_EXISTS');
    assert.deepEqual(taken.json().fields, { email: 'email_taken' });
    const ownerRole = await invite(`x-${randomUUID()}@example.com`, 'OWNER');
    assert.equal(ownerRole.statusCode, 400);
    const customerRole = await invite(`x-${randomUUID()}@example.com`, 'CUSTOMER');
    assert.equal(customerRole.statusCode, 400);
  });

  it("asks for the owner's password again: a wrong one changes nothing and sends nothing", async () => {
    const email = `x-${randomUUID()}@example.com`;
    const wrong = await invite(email, 'MANAGER', { password: 'not the password' });
    assert.equal(wrong.statusCode, 400);
    assert.equal(wrong.json().code, 'USER_PASSWORD_INCORRECT');
    assert.deepEqual(wrong.json().fields, { password: 'password_incorrect' });
    assert.equal((await emailsTo(t, email)).length, 0);
    const missing = await owner('POST', 'admin/staff/invitations', {
      email,
      role: 'MANAGER',
      language: 'en',
    });
    assert.equal(missing.statusCode, 400);

    const them = await colleague();
    for (const [method, path, body] of [
      ['PUT', `admin/staff/${them.id}/role`, { role: 'ADMIN' }],
      ['POST', `admin/staff/${them.id}/deactivate`, {}],
    ] as const) {
      const refused = await owner(method, path, {
        ...body,
        version: them.version,
        password: 'not the password',
      });
      assert.equal(refused.statusCode, 400, path);
      assert.equal(refused.json().code, 'USER_PASSWORD_INCORRECT');
    }
    const unchanged = await memberOf(them.id);
    assert.equal(unchanged.role, 'MANAGER');
    assert.equal(unchanged.state, 'ACTIVE');
    assert.equal(unchanged.version, them.version);
  });

  it('changes a role from the version read: the next request has it, a stale one is refused', async () => {
    const them = await colleague();
    const orders = await read(t, 'admin/audit', them.cookie);
    assert.equal(orders.statusCode, 403, 'a manager reads no audit record');
    const changed = await owner('PUT', `admin/staff/${them.id}/role`, {
      role: 'ADMIN',
      version: them.version,
      password,
    });
    assert.equal(changed.statusCode, 200, changed.body);
    assert.equal(changed.json().role, 'ADMIN');
    assert.equal(changed.json().version, them.version + 1);
    assert.equal((await read(t, 'admin/audit', them.cookie)).statusCode, 200, 'an admin does');

    const stale = await owner('PUT', `admin/staff/${them.id}/role`, {
      role: 'MANAGER',
      version: them.version,
      password,
    });
    assert.equal(stale.statusCode, 409);
    assert.equal(stale.json().code, 'ENTITY_ACTION_NOT_ALLOWED');
    assert.equal(stale.json().conflict.version, them.version + 1);
    assert.deepEqual(stale.json().conflict.fields, ['role']);
    assert.equal(stale.json().conflict.changedBy.email, TEST_OWNER.email);

    const [entry] = await auditOf(t, 'user', them.id);
    assert.equal(entry!.action, 'staff.role');
    assert.deepEqual(entry!.before, { email: them.email, role: 'MANAGER' });
    assert.deepEqual(entry!.after, { email: them.email, role: 'ADMIN' });
    assert.equal(entry!.version, them.version + 1);

    const unknown = await owner('PUT', `admin/staff/${randomUUID()}/role`, {
      role: 'ADMIN',
      version: 1,
      password,
    });
    assert.equal(unknown.statusCode, 404);
    assert.equal(unknown.json().code, 'USER_NOT_FOUND');
    const customer = await signedInUser(t, 'CUSTOMER');
    const notStaff = await owner('PUT', `admin/staff/${customer.id}/role`, {
      role: 'ADMIN',
      version: 1,
      password,
    });
    assert.equal(notStaff.statusCode, 404, 'a customer is not in the staff list');
  });

  it('deactivates an account: its open session is refused at its next request, it cannot sign in', async () => {
    const them = await colleague();
    assert.equal((await read(t, 'admin/orders', them.cookie)).statusCode, 200);
    const deactivated = await owner('POST', `admin/staff/${them.id}/deactivate`, {
      version: them.version,
      password,
    });
    assert.equal(deactivated.statusCode, 200, deactivated.body);
    assert.equal(deactivated.json().state, 'DEACTIVATED');
    assert.ok(deactivated.json().deactivatedAt);

    const refused = await read(t, 'admin/orders', them.cookie);
    assert.equal(refused.statusCode, 401);
    assert.equal(refused.json().code, 'ENTITY_UNAUTHORIZED_ACTION');
    assert.equal((await read(t, 'auth/me', them.cookie)).statusCode, 401);
    assert.equal((await login(them.email, 'a colleague password')).statusCode, 401);
    // No reset link is sent to it either.
    const before = (await emailsTo(t, them.email)).length;
    await send(t, 'POST', 'auth/forgot-password', { payload: { email: them.email } });
    await t.app.background.idle();
    assert.equal((await emailsTo(t, them.email)).length, before);

    const twice = await owner('POST', `admin/staff/${them.id}/deactivate`, {
      version: deactivated.json().version,
      password,
    });
    assert.equal(twice.statusCode, 409);
    assert.equal(twice.json().code, 'ENTITY_ACTION_NOT_ALLOWED');

    const reactivated = await owner('POST', `admin/staff/${them.id}/reactivate`, {
      version: deactivated.json().version,
      password,
    });
    assert.equal(reactivated.statusCode, 200, reactivated.body);
    assert.equal(reactivated.json().state, 'ACTIVE');
    assert.equal(reactivated.json().deactivatedAt, null);
    const old = await read(t, 'admin/orders', them.cookie);
    assert.equal(old.statusCode, 401, 'the old session stays ended');
    assert.equal((await login(them.email, 'a colleague password')).statusCode, 200);

    const actions = (await auditOf(t, 'user', them.id)).map((entry) => entry.action);
    assert.deepEqual(actions.slice(0, 2), ['staff.reactivate', 'staff.deactivate']);
    const [entry] = await auditOf(t, 'user', them.id);
    assert.deepEqual(entry!.before, { email: them.email, state: 'DEACTIVATED' });
    assert.deepEqual(entry!.after, { email: them.email, state: 'ACTIVE' });

    const notDeactivated = await owner('POST', `admin/staff/${them.id}/reactivate`, {
      version: reactivated.json().version,
      password,
    });
    assert.equal(notDeactivated.statusCode, 409);
  });

  it("ends the deactivated account's open event stream, and refuses its reconnection", async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const them = await colleague();
    const colleagueStream = await openEventStream(base, them.cookie);
    const ownerStream = await openEventStream(base, await signIn(t, TEST_OWNER.email, password));
    assert.equal(colleagueStream.status, 200);
    const deactivated = await owner('POST', `admin/staff/${them.id}/deactivate`, {
      version: them.version,
      password,
    });
    assert.equal(deactivated.statusCode, 200);
    await Promise.race([
      colleagueStream.ended,
      new Promise((_, reject) => setTimeout(() => reject(new Error('the stream went on')), 5000)),
    ]);
    const again = await openEventStream(base, them.cookie);
    assert.equal(again.status, 401);
    again.close();
    // Another staff member's stream goes on.
    const ownerEnded = await Promise.race([
      ownerStream.ended.then(() => true),
      new Promise((done) => setTimeout(() => done(false), 300)),
    ]);
    assert.equal(ownerEnded, false);
    ownerStream.close();
  });

  it('lets a second owner go once another remains, and an owner cannot outlast the last one', async () => {
    const second = await colleague('ADMIN');
    const promoted = await owner('PUT', `admin/staff/${second.id}/role`, {
      role: 'OWNER',
      version: second.version,
      password,
    });
    assert.equal(promoted.statusCode, 200, promoted.body);
    const other = asStaff(t, second.cookie);
    const me = await memberOf(ownerId);
    // Both owners demote each other at once: one goes through, the other is refused.
    const [a, b] = await Promise.all([
      owner('PUT', `admin/staff/${second.id}/role`, {
        role: 'MANAGER',
        version: promoted.json().version,
        password,
      }),
      other('PUT', `admin/staff/${ownerId}/role`, {
        role: 'MANAGER',
        version: me.version,
        password: 'a colleague password',
      }),
    ]);
    const codes = [a, b].map((response) => response.statusCode).sort();
    assert.deepEqual(codes, [200, 409], `${a.body} ${b.body}`);
    const owners = (await t.db.select().from(users).where(eq(users.role, 'OWNER'))).filter(
      (user) => !user.deactivatedAt,
    );
    assert.equal(owners.length, 1, 'one owner is left');
    // Put the seeded owner back if the other one won.
    if (owners[0]!.id !== ownerId) {
      const survivor = asStaff(t, second.cookie);
      const demoted = (await list(survivor)).find((member) => member.id === ownerId)!;
      const back = await survivor('PUT', `admin/staff/${ownerId}/role`, {
        role: 'OWNER',
        version: demoted.version,
        password: 'a colleague password',
      });
      assert.equal(back.statusCode, 200, back.body);
    }
  });

  it('keeps the list to the staff: owners first, invited and deactivated ones shown as such', async () => {
    const customer = await signedInUser(t, 'CUSTOMER');
    const members = await list();
    assert.ok(!members.some((member) => member.id === customer.id));
    assert.equal(members[0]!.role, 'OWNER');
    const states = new Set(members.map((member) => member.state));
    assert.ok(states.has('INVITED') && states.has('ACTIVE'));
    const ranks = members.map((member) => ['OWNER', 'ADMIN', 'MANAGER'].indexOf(member.role));
    assert.deepEqual(
      ranks,
      [...ranks].sort((x, y) => x - y),
    );
  });
});
