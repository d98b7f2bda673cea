import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { passwordResetTokens } from '../src/db/schema';
import { deliverPending } from '../src/services/emails/outbox';
import { hashToken } from '../src/services/accounts/sessions';
import {
  FOREIGN_ORIGIN,
  emailsTo,
  read,
  register,
  registration,
  resetTokenIn,
  send,
} from './helpers/accounts';
import { TEST_OWNER } from './helpers/fixtures';
import { createTestApp, sessionCookieOf, type TestApp } from './helpers/test-app';
import { signIn } from './helpers/users';

describe('password reset', () => {
  let t: TestApp;
  /** Asks for a link, and waits for the work the answer did not wait for. */
  const forgot = async (email: string, language?: string) => {
    const response = await send(t, 'POST', 'auth/forgot-password', {
      payload: { email, language },
    });
    await t.app.background.idle();
    return response;
  };
  const reset = (token: string, password: string) =>
    send(t, 'POST', 'auth/reset-password', { payload: { token, password } });
  const login = (email: string, password: string) =>
    send(t, 'POST', 'auth/login', { payload: { email, password } });

  /** A new customer and the token of a reset link emailed to them. */
  async function customerWithLink(language?: 'en' | 'pl' | 'ru' | 'ua') {
    const form = registration({ language: 'ru' });
    const cookie = sessionCookieOf(await register(t, form));
    assert.equal((await forgot(form.email, language)).statusCode, 202);
    const [email] = await emailsTo(t, form.email);
    return { form, cookie, email: email!, token: resetTokenIn(email!.text) };
  }

  before(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '1000', RESET_TOKEN_MINUTES: '30' });
  });
  after(() => t.close());

  it('answers the same whether the account exists or not, and emails only an account', async () => {
    const form = registration();
    await register(t, form);
    const known = await forgot(form.email.toUpperCase());
    const unknown = await forgot('nobody-here@example.com');
    assert.equal(known.statusCode, 202);
    assert.equal(unknown.statusCode, 202);
    assert.deepEqual(known.json(), unknown.json());
    assert.deepEqual(Object.keys(known.headers).sort(), Object.keys(unknown.headers).sort());
    assert.equal(known.cookies.length + unknown.cookies.length, 0);
    assert.equal((await emailsTo(t, 'nobody-here@example.com')).length, 0);
    const [email] = await emailsTo(t, form.email);
    assert.equal(email?.template, 'password-reset');
  });

  it('answers before it looks the account up, so its time tells nothing either', async () => {
    const form = registration();
    await register(t, form);
    // While the accounts cannot be read, both answers still come.
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`lock table users in access exclusive mode`);
      const answers = await Promise.race([
        Promise.all(
          [form.email, 'nobody-at-all@example.com'].map((email) =>
            send(t, 'POST', 'auth/forgot-password', { payload: { email } }),
          ),
        ),
        new Promise<never>((_, reject) =>
          setTimeout(() => reject(new Error('the answer waited for the account')), 5000),
        ),
      ]);
      assert.deepEqual(
        answers.map((answer) => answer.statusCode),
        [202, 202],
      );
    });
    await t.app.background.idle();
    const resets = (await emailsTo(t, form.email)).filter(
      (email) => email.template === 'password-reset',
    );
    assert.equal(resets.length, 1);
  });

  it("emails a link to the home page with the reset overlay, in the account's language", async () => {
    const { email, token } = await customerWithLink();
    assert.equal(email.subject, 'Verde Market: смена пароля');
    assert.match(email.text, /30 мин/);
    const link = email.text.match(/https?:\/\/\S+/)![0];
    assert.equal(
      link,
      `http://localhost:3000/ru?overlay=reset-password&reset-token=${encodeURIComponent(token)}`,
    );
    assert.match(token, /^[A-Za-z0-9_-]{43}$/);
    // Only the token's hash is stored.
    const [row] = await t.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.tokenHash, hashToken(token)));
    assert.ok(row);
    assert.ok(Math.abs(row.expiresAt.getTime() - Date.now() - 30 * 60_000) < 60_000);
  });

  it('writes in the language asked for', async () => {
    const { email } = await customerWithLink('pl');
    assert.equal(email.subject, 'Verde Market: zmiana hasła');
    assert.match(email.text, /http:\/\/localhost:3000\/pl\?overlay=reset-password&reset-token=/);
  });

  it('sets the new password and ends every session of the account', async () => {
    const { form, cookie, token } = await customerWithLink();
    const other = sessionCookieOf(await login(form.email, form.password));
    const response = await reset(token, 'a brand new password');
    assert.equal(response.statusCode, 204);
    for (const session of [cookie, other]) {
      assert.equal((await read(t, 'auth/me', session)).statusCode, 401);
    }
    assert.equal((await login(form.email, form.password)).statusCode, 401);
    assert.equal((await login(form.email, 'a brand new password')).statusCode, 200);
  });

  it('takes a token once: 409 RESET_TOKEN_INVALID after', async () => {
    const { token } = await customerWithLink();
    assert.equal((await reset(token, 'first new password')).statusCode, 204);
    const again = await reset(token, 'second new password');
    assert.equal(again.statusCode, 409);
    assert.equal(again.json().code, 'RESET_TOKEN_INVALID');
  });

  it('takes a token once even when two requests bring it together', async () => {
    const { token } = await customerWithLink();
    const answers = await Promise.all([
      reset(token, 'one new password'),
      reset(token, 'two new password'),
    ]);
    assert.deepEqual(answers.map((answer) => answer.statusCode).sort(), [204, 409]);
  });

  it('ends the links sent before when a new one is asked for', async () => {
    const { form, token: older } = await customerWithLink();
    await forgot(form.email);
    const [newest] = await emailsTo(t, form.email);
    assert.equal(
      (await reset(older, 'password from the old link')).json().code,
      'RESET_TOKEN_INVALID',
    );
    assert.equal(
      (await reset(resetTokenIn(newest!.text), 'password of the new link')).statusCode,
      204,
    );
  });

  it('answers 400 RESET_TOKEN_EXPIRED past its time, and leaves the password', async () => {
    const { form, token } = await customerWithLink();
    await t.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.tokenHash, hashToken(token)));
    const response = await reset(token, 'too late for this');
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().code, 'RESET_TOKEN_EXPIRED');
    assert.equal((await login(form.email, form.password)).statusCode, 200);
  });

  it('answers 404 RESET_TOKEN_NOT_FOUND for a token nobody was sent', async () => {
    for (const token of ['x'.repeat(43), 'short', '%%%']) {
      const response = await reset(token, 'whatever password');
      assert.equal(response.statusCode, 404);
      assert.equal(response.json().code, 'RESET_TOKEN_NOT_FOUND');
    }
  });

  it('checks the new password like registration does', async () => {
    const { token } = await customerWithLink();
    const response = await reset(token, 'short');
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().fields.password, 'password_too_short');
  });

  it('refuses a foreign Origin on both routes', async () => {
    for (const url of ['auth/forgot-password', 'auth/reset-password']) {
      const response = await send(t, 'POST', url, {
        payload: { email: TEST_OWNER.email, token: 'x', password: 'whatever password' },
        origin: FOREIGN_ORIGIN,
      });
      assert.equal(response.statusCode, 403);
    }
  });

  it('can be followed end to end through the outbox the owner reads', async () => {
    const form = registration();
    await register(t, form);
    await forgot(form.email);
    // The server without SMTP logs the emails; only a logged email's body is shown to staff.
    const quiet = { info: () => {}, warn: () => {}, error: () => {} };
    await deliverPending(t.db, null, quiet, { batch: 1000 });
    const owner = await signIn(t, TEST_OWNER.email, TEST_OWNER.password);
    const outbox = await read(t, `email-outbox?recipient=${encodeURIComponent(form.email)}`, owner);
    assert.equal(outbox.statusCode, 200);
    const [latest] = outbox.json().items;
    assert.equal(latest.template, 'password-reset');
    assert.equal((await reset(resetTokenIn(latest.text), 'followed the link')).statusCode, 204);
    assert.equal((await login(form.email, 'followed the link')).statusCode, 200);
  });
});

describe('forgot-password rate limit', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '2' });
  });
  after(() => t.close());

  it('answers 429 once the attempts of the window are used up, on each open route', async () => {
    for (const [url, payload] of [
      ['auth/forgot-password', { email: 'a@example.com' }],
      ['auth/reset-password', { token: 'x'.repeat(43), password: 'whatever password' }],
    ] as const) {
      const attempt = () => send(t, 'POST', url, { payload });
      for (let i = 0; i < 2; i += 1) assert.notEqual((await attempt()).statusCode, 429);
      const blocked = await attempt();
      assert.equal(blocked.statusCode, 429);
      assert.equal(blocked.json().code, 'ENTITY_ACTION_NOT_ALLOWED');
    }
  });
});
