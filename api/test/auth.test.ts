import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { TEST_OWNER } from './helpers/fixtures';
import { createTestApp, sessionCookieOf, type TestApp } from './helpers/test-app';

describe('sessions', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  it('signs in with an httpOnly, SameSite=Lax session cookie and answers the user', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: TEST_OWNER,
    });
    assert.equal(response.statusCode, 200);
    const cookie = response.cookies.find((c) => c.name === 'sid');
    assert.ok(cookie);
    assert.equal(cookie.httpOnly, true);
    assert.equal(cookie.sameSite, 'Lax');
    assert.equal(cookie.path, '/');
    const user = response.json();
    assert.equal(user.email, TEST_OWNER.email);
    assert.equal(user.role, 'Owner');
    assert.deepEqual(user.favoriteProducts, []);
  });

  it('gives the same answer for an unknown email and a wrong password', async () => {
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 'nobody@example.com', password: 'whatever-password' },
    });
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: TEST_OWNER.email, password: 'wrong-password' },
    });
    assert.equal(unknown.statusCode, 401);
    assert.equal(wrong.statusCode, 401);
    assert.deepEqual(unknown.json(), wrong.json());
  });

  it('knows the user through auth/me until logout ends the session on the server', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: TEST_OWNER,
    });
    const cookie = sessionCookieOf(login);
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { cookie } });
    assert.equal(me.statusCode, 200);
    assert.equal(me.json().email, TEST_OWNER.email);

    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: { cookie },
    });
    assert.equal(logout.statusCode, 204);
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: { cookie },
    });
    assert.equal(after.statusCode, 401);
  });

  it('starts a new session on every sign-in and ends the previous one', async () => {
    const first = sessionCookieOf(
      await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: TEST_OWNER }),
    );
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: TEST_OWNER,
      headers: { cookie: first },
    });
    assert.notEqual(sessionCookieOf(second), first);
    const old = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: { cookie: first },
    });
    assert.equal(old.statusCode, 401);
  });
});

describe('sign-in rate limit', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '3' });
  });
  after(() => t.close());

  it('answers 429 once the attempts of the window are used up', async () => {
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email: 'a@example.com', password: 'x' },
      });
    for (let i = 0; i < 3; i += 1) assert.equal((await attempt()).statusCode, 401);
    const blocked = await attempt();
    assert.equal(blocked.statusCode, 429);
    assert.equal(blocked.json().code, 'ENTITY_ACTION_NOT_ALLOWED');
  });
});
