import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { dictionary } from '@zxcvbn-ts/language-common';
import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema';
import { emailsTo, register, registration, resetTokenIn, send } from './helpers/accounts';
import { createTestApp, sessionCookieOf, type TestApp } from './helpers/test-app';

/** Passwords a guesser tries first, in the forms they are typed. */
const COMMON = ['password', '12345678', 'Password', 'qwertyuiop', ' '.repeat(8)];

const refusedAsCommon = (response: { statusCode: number; json: () => unknown }, field: string) => {
  assert.equal(response.statusCode, 400);
  const body = response.json() as { code: string; fields: Record<string, string> };
  assert.equal(body.code, 'ENTITY_BAD_REQUEST');
  assert.equal(body.fields[field], 'password_too_common');
};

describe('common passwords', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '1000' });
  });
  after(() => t.close());

  it('are checked against a list of at least 10,000', () => {
    assert.ok(dictionary['passwords-common'].length >= 10_000);
  });

  it('are refused at registration, and no account is made', async () => {
    for (const password of COMMON) {
      const form = registration({ password });
      refusedAsCommon(await register(t, form), 'password');
      assert.equal((await t.db.select().from(users).where(eq(users.email, form.email))).length, 0);
    }
    assert.equal(
      (await register(t, registration({ password: 'copper kettle at dawn' }))).statusCode,
      201,
    );
  });

  it('are refused as a new password, by a reset link or a change', async () => {
    const form = registration();
    const cookie = sessionCookieOf(await register(t, form));
    for (const password of COMMON) {
      refusedAsCommon(
        await send(t, 'PUT', 'user/password', {
          cookie,
          payload: { currentPassword: form.password, newPassword: password },
        }),
        'newPassword',
      );
    }
    await send(t, 'POST', 'auth/forgot-password', { payload: { email: form.email } });
    await t.app.background.idle();
    const [email] = (await emailsTo(t, form.email)).filter(
      (sent) => sent.template === 'password-reset',
    );
    const token = resetTokenIn(email!.text);
    refusedAsCommon(
      await send(t, 'POST', 'auth/reset-password', { payload: { token, password: '12345678' } }),
      'password',
    );
    // The link still works for a better one.
    const reset = await send(t, 'POST', 'auth/reset-password', {
      payload: { token, password: 'copper kettle at dawn' },
    });
    assert.equal(reset.statusCode, 204);
  });
});
