import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { sessions } from '../src/db/schema';
import { hashToken } from '../src/services/accounts/sessions';
import { read, register, registration, send } from './helpers/accounts';
import { TEST_OWNER } from './helpers/fixtures';
import { createTestApp, sessionCookieOf, type TestApp } from './helpers/test-app';

const HOUR = 3_600_000;

describe('session expiry', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({
      AUTH_RATE_LIMIT: '1000',
      SESSION_IDLE_HOURS: '2',
      SESSION_MAX_DAYS: '1',
    });
  });
  after(() => t.close());

  /** A new session and its row's handle. */
  async function session() {
    const cookie = sessionCookieOf(await register(t, registration()));
    const byToken = eq(sessions.tokenHash, hashToken(cookie.slice('sid='.length)));
    return {
      cookie,
      byToken,
      set: (values: Partial<typeof sessions.$inferInsert>) =>
        t.db.update(sessions).set(values).where(byToken),
    };
  }

  it('lasts SESSION_MAX_DAYS in the cookie and in the database', async () => {
    const response = await register(t, registration());
    const cookie = response.cookies.find((candidate) => candidate.name === 'sid');
    assert.equal(cookie?.maxAge, 86_400);
    const [row] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(cookie!.value)));
    assert.ok(Math.abs(row!.expiresAt.getTime() - Date.now() - 24 * HOUR) < 60_000);
  });

  it('stays alive while used, and records the use', async () => {
    const { cookie, byToken, set } = await session();
    const earlier = new Date(Date.now() - HOUR);
    await set({ lastSeenAt: earlier });
    assert.equal((await read(t, 'auth/me', cookie)).statusCode, 200);
    const [row] = await t.db.select().from(sessions).where(byToken);
    assert.ok(row!.lastSeenAt > earlier);
  });

  it('ends after SESSION_IDLE_HOURS unused', async () => {
    const { cookie, byToken, set } = await session();
    await set({ lastSeenAt: new Date(Date.now() - 2 * HOUR - 60_000) });
    assert.equal((await read(t, 'auth/me', cookie)).statusCode, 401);
    assert.deepEqual(await t.db.select().from(sessions).where(byToken), []);
  });

  it('ends at its absolute expiry however active', async () => {
    const { cookie, set } = await session();
    await set({ expiresAt: new Date(Date.now() - 1000), lastSeenAt: new Date() });
    assert.equal((await read(t, 'auth/me', cookie)).statusCode, 401);
    assert.equal((await read(t, 'user/personal-data', cookie)).statusCode, 401);
  });

  it('ends on logout: the cookie is cleared and the row is gone', async () => {
    const { cookie, byToken } = await session();
    const response = await send(t, 'POST', 'auth/logout', { cookie });
    assert.equal(response.statusCode, 204);
    const cleared = response.cookies.find((candidate) => candidate.name === 'sid');
    assert.equal(cleared?.value, '');
    assert.deepEqual(await t.db.select().from(sessions).where(byToken), []);
    assert.equal((await read(t, 'auth/me', cookie)).statusCode, 401);
  });
});

describe('session cookie in production', () => {
  const envs: Record<string, string>[] = [{ NODE_ENV: 'production' }, { COOKIE_SECURE: 'true' }];
  for (const env of envs) {
    it(`is Secure with ${JSON.stringify(env)}`, async () => {
      const t = await createTestApp(env);
      try {
        const response = await send(t, 'POST', 'auth/login', { payload: TEST_OWNER });
        const cookie = response.cookies.find((candidate) => candidate.name === 'sid');
        assert.equal(cookie?.secure, true);
        assert.equal(cookie?.httpOnly, true);
        assert.equal(cookie?.sameSite, 'Lax');
      } finally {
        await t.close();
      }
    });
  }
});
