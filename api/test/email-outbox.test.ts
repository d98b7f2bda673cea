import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../src/config';
import { emailOutbox } from '../src/db/schema';
import { startEmailSender } from '../src/services/emails/sender';
import {
  deliverPending,
  queueEmail,
  type MailTransport,
  type OutboxLog,
} from '../src/services/emails/outbox';
import { read } from './helpers/accounts';
import { TEST_OWNER } from './helpers/fixtures';
import { startSmtpServer } from './helpers/smtp-server';
import { createTestApp, type TestApp } from './helpers/test-app';
import { signIn, signedInUser } from './helpers/users';

/** A log that keeps what it was told. */
function memoryLog() {
  const lines: { level: string; data: unknown; message: string }[] = [];
  const at =
    (level: string) =>
    (data: unknown, message = '') =>
      void lines.push({ level, data, message });
  return { lines, log: { info: at('info'), warn: at('warn'), error: at('error') } as OutboxLog };
}

/** A transport that keeps what it sent, or fails with `failure`. */
function fakeTransport(failure?: string) {
  const sent: { to: string; subject: string; text: string }[] = [];
  const transport: MailTransport = {
    sendMail: async (message) => {
      if (failure) throw new Error(failure);
      sent.push(message);
    },
  };
  return { sent, transport };
}

const email = (recipient: string) => ({
  recipient,
  subject: 'Reset your password',
  text: 'Open http://localhost:3000/en?overlay=reset-password&reset-token=abc',
  template: 'password-reset' as const,
});

const waitUntil = async (check: () => Promise<boolean>) => {
  for (let i = 0; i < 200 && !(await check()); i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe('email outbox', () => {
  let t: TestApp;
  const rowOf = async (id: string) =>
    (await t.db.select().from(emailOutbox).where(eq(emailOutbox.id, id)))[0]!;

  before(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '1000' });
  });
  beforeEach(async () => {
    // Each test starts from an empty outbox: deliverPending reads all of it.
    await t.db.delete(emailOutbox);
  });
  after(() => t.close());

  it('without SMTP marks emails LOGGED and writes their text, links included, to the log', async () => {
    const id = await queueEmail(t.db, email('anna@example.com'));
    const { lines, log } = memoryLog();
    const report = await deliverPending(t.db, null, log);
    assert.deepEqual(report, { sent: 0, logged: 1, retried: 0, failed: 0 });
    const row = await rowOf(id);
    assert.equal(row.status, 'LOGGED');
    assert.ok(row.sentAt);
    const [line] = lines;
    assert.equal(line?.level, 'info');
    assert.match(line!.message, /reset-token=abc/);
    assert.deepEqual((await deliverPending(t.db, null, log)).logged, 0, 'once only');
  });

  it('sends through the transport and marks emails SENT, oldest first', async () => {
    const first = await queueEmail(t.db, email('first@example.com'));
    const second = await queueEmail(t.db, email('second@example.com'));
    const { sent, transport } = fakeTransport();
    const report = await deliverPending(t.db, transport, memoryLog().log);
    assert.equal(report.sent, 2);
    assert.deepEqual(
      sent.map((message) => message.to),
      ['first@example.com', 'second@example.com'],
    );
    assert.equal(sent[0]!.subject, 'Reset your password');
    for (const id of [first, second]) {
      const row = await rowOf(id);
      assert.equal(row.status, 'SENT');
      assert.equal(row.attempts, 1);
    }
  });

  it('keeps a failed email for another try, then marks it FAILED after the last', async () => {
    const id = await queueEmail(t.db, email('bounce@example.com'));
    const { transport } = fakeTransport('connection refused');
    const { lines, log } = memoryLog();
    const options = { maxAttempts: 2 };
    assert.equal((await deliverPending(t.db, transport, log, options)).retried, 1);
    let row = await rowOf(id);
    assert.equal(row.status, 'PENDING');
    assert.equal(row.attempts, 1);
    assert.equal(row.lastError, 'connection refused');
    assert.equal(lines[0]?.level, 'warn');

    assert.equal((await deliverPending(t.db, transport, log, options)).failed, 1);
    row = await rowOf(id);
    assert.equal(row.status, 'FAILED');
    assert.equal(row.attempts, 2);
    assert.equal((await deliverPending(t.db, transport, log, options)).failed, 0);

    // A later round with a working transport leaves it alone; a retried one gets through.
    const retried = await queueEmail(t.db, email('later@example.com'));
    await deliverPending(t.db, transport, log, options);
    const working = fakeTransport();
    await deliverPending(t.db, working.transport, log, options);
    assert.deepEqual(
      working.sent.map((message) => message.to),
      ['later@example.com'],
    );
    assert.equal((await rowOf(retried)).status, 'SENT');
    assert.equal((await rowOf(id)).status, 'FAILED');
  });

  it('sends an email once when two senders run together', async () => {
    await queueEmail(t.db, email('once@example.com'));
    const { sent, transport } = fakeTransport();
    const { log } = memoryLog();
    await Promise.all([deliverPending(t.db, transport, log), deliverPending(t.db, transport, log)]);
    assert.equal(sent.length, 1);
  });

  it('sends an email once when a sender reads it while another is sending it', async () => {
    await queueEmail(t.db, email('slow-smtp@example.com'));
    let finish = () => {};
    const slow: MailTransport = {
      sendMail: () => new Promise<void>((resolve) => (finish = resolve)),
    };
    const first = deliverPending(t.db, slow, memoryLog().log);
    await waitUntil(async () => (await t.db.select().from(emailOutbox))[0]?.attempts === 1);
    const second = fakeTransport();
    await deliverPending(t.db, second.transport, memoryLog().log);
    finish();
    assert.equal((await first).sent, 1);
    assert.equal(second.sent.length, 0);
  });

  it('takes over an email from a sender that died mid-send, once its claim is stale', async () => {
    const id = await queueEmail(t.db, email('orphan@example.com'));
    const { sent, transport } = fakeTransport();
    const claimAgo = (minutes: number) =>
      t.db
        .update(emailOutbox)
        .set({ attempts: 1, claimedAt: new Date(Date.now() - minutes * 60_000) })
        .where(eq(emailOutbox.id, id));
    await claimAgo(1);
    assert.equal((await deliverPending(t.db, transport, memoryLog().log)).sent, 0);
    await claimAgo(16);
    assert.equal((await deliverPending(t.db, transport, memoryLog().log)).sent, 1);
    assert.deepEqual(
      sent.map((message) => message.to),
      ['orphan@example.com'],
    );
    assert.equal((await rowOf(id)).attempts, 2);
  });

  it('shows the outbox to the owner, filtered by recipient, and to no customer', async () => {
    await queueEmail(t.db, email('someone@example.com'));
    await queueEmail(t.db, email('other@example.com'));
    const owner = await signIn(t, TEST_OWNER.email, TEST_OWNER.password);
    const response = await read(t, 'email-outbox?recipient=Someone@Example.com', owner);
    assert.equal(response.statusCode, 200);
    const page = response.json();
    assert.equal(page.total, 1);
    assert.equal(page.items[0].recipient, 'someone@example.com');
    assert.equal(page.items[0].status, 'PENDING');
    // A body (it may hold a reset link) is shown only once the email was logged, not sent.
    assert.equal(page.items[0].text, null);
    await t.db
      .update(emailOutbox)
      .set({ status: 'LOGGED' })
      .where(eq(emailOutbox.id, page.items[0].id));
    const logged = (await read(t, 'email-outbox?recipient=someone@example.com', owner)).json();
    assert.match(logged.items[0].text, /reset-token=abc/);
    assert.equal((await read(t, 'email-outbox', owner)).json().total, 2);

    const customer = await signedInUser(t, 'CUSTOMER');
    const manager = await signedInUser(t, 'MANAGER');
    assert.equal((await read(t, 'email-outbox', customer.cookie)).statusCode, 403);
    assert.equal((await read(t, 'email-outbox', manager.cookie)).statusCode, 403);
    assert.equal((await read(t, 'email-outbox')).statusCode, 401);
  });
});

describe('the email sender', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  const statusOf = async (id: string) =>
    (await t.db.select().from(emailOutbox).where(eq(emailOutbox.id, id)))[0]!.status;

  it('delivers the outbox through SMTP_URL with EMAIL_FROM, until stopped', async () => {
    const smtp = await startSmtpServer();
    const config = loadConfig({
      SMTP_URL: smtp.url,
      EMAIL_FROM: 'Verde Market <shop@verde.example>',
      EMAIL_SEND_INTERVAL_SECONDS: '0.05',
    });
    const sender = startEmailSender(t.handle, config, memoryLog().log);
    try {
      const id = await queueEmail(t.db, email('smtp@example.com'));
      await waitUntil(async () => (await statusOf(id)) === 'SENT');
      assert.equal(await statusOf(id), 'SENT');
      const [mail] = smtp.received;
      assert.equal(mail?.from, '<shop@verde.example>');
      assert.deepEqual(mail?.to, ['<smtp@example.com>']);
      assert.match(mail!.data, /Subject: Reset your password/);
      assert.match(mail!.data, /reset-token=abc/);
    } finally {
      await sender.stop();
      await smtp.close();
    }
  });

  it('skips its rounds while another replica delivers the outbox', async () => {
    let release = () => {};
    let taken = () => {};
    const held = new Promise<void>((resolve) => (taken = resolve));
    const elsewhere = t.handle.locks.runIfFree('email-outbox', () => {
      taken();
      return new Promise<void>((resolve) => (release = resolve));
    });
    // The other replica holds the lock before this one's first round.
    await held;
    const sender = startEmailSender(
      t.handle,
      loadConfig({ EMAIL_SEND_INTERVAL_SECONDS: '0.05' }),
      memoryLog().log,
    );
    try {
      const id = await queueEmail(t.db, email('one-at-a-time@example.com'));
      await new Promise((resolve) => setTimeout(resolve, 300));
      assert.equal(await statusOf(id), 'PENDING');
      release();
      assert.equal(await elsewhere, true);
      await waitUntil(async () => (await statusOf(id)) === 'LOGGED');
      assert.equal(await statusOf(id), 'LOGGED');
    } finally {
      await sender.stop();
    }
  });

  it('logs the emails when SMTP_URL is not set', async () => {
    const { lines, log } = memoryLog();
    const sender = startEmailSender(
      t.handle,
      loadConfig({ EMAIL_SEND_INTERVAL_SECONDS: '0.05' }),
      log,
    );
    try {
      const id = await queueEmail(t.db, email('nobody-sends@example.com'));
      await waitUntil(async () => (await statusOf(id)) === 'LOGGED');
      assert.equal(await statusOf(id), 'LOGGED');
      assert.ok(lines.some((line) => line.message.includes('reset-token=abc')));
    } finally {
      await sender.stop();
    }
  });
});
