import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { users } from '../src/db/schema';
import { hashPassword } from '../src/services/accounts/passwords';
import { TEST_OWNER } from './helpers/fixtures';
import { createTestApp, sessionCookieOf, type TestApp } from './helpers/test-app';

const integrations = { googleAnalyticsId: 'G-TEST12345', facebookPixelId: '123456789012345' };

describe('PUT /api/v1/store/integrations', () => {
  let t: TestApp;
  const login = async (email: string, password: string) =>
    sessionCookieOf(
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email, password },
      }),
    );

  before(async () => {
    t = await createTestApp();
    const passwordHash = await hashPassword('staff-password-1');
    await t.db.insert(users).values([
      { email: 'manager@example.com', passwordHash, role: 'MANAGER' },
      { email: 'customer@example.com', passwordHash, role: 'CUSTOMER' },
    ]);
  });
  after(() => t.close());

  it('is for the owner and administrators only', async () => {
    const put = (cookie?: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/v1/store/integrations',
        payload: integrations,
        headers: cookie ? { cookie } : {},
      });
    assert.equal((await put()).statusCode, 401);
    assert.equal(
      (await put(await login('customer@example.com', 'staff-password-1'))).statusCode,
      403,
    );
    assert.equal(
      (await put(await login('manager@example.com', 'staff-password-1'))).statusCode,
      403,
    );
  });

  it('sets the analytics ids the storefront starts its tags with', async () => {
    const cookie = await login(TEST_OWNER.email, TEST_OWNER.password);
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/store/integrations',
      payload: integrations,
      headers: { cookie },
    });
    assert.equal(response.statusCode, 200);
    const store = (await t.app.inject({ method: 'GET', url: '/api/v1/store' })).json();
    assert.deepEqual(store.integrations, integrations);
  });

  it('refuses ids of the wrong shape and keeps what was stored', async () => {
    const cookie = await login(TEST_OWNER.email, TEST_OWNER.password);
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/store/integrations',
      payload: { googleAnalyticsId: '<script>', facebookPixelId: null },
      headers: { cookie },
    });
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().code, 'ENTITY_BAD_REQUEST');
    assert.ok(response.json().fields.googleAnalyticsId);
    const store = (await t.app.inject({ method: 'GET', url: '/api/v1/store' })).json();
    assert.deepEqual(store.integrations, integrations);
  });
});
