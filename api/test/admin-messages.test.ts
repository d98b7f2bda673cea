import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { contactReplies } from '../src/db/schema';
import { emailsTo } from './helpers/accounts';
import { asStaff, auditOf } from './helpers/admin';
import { TEST_OWNER } from './helpers/fixtures';
import { ORIGIN } from './helpers/orders';
import { createTestApp, type TestApp } from './helpers/test-app';
import { signIn, signedInUser } from './helpers/users';

interface Message {
  id: string;
  name: string;
  email: string;
  message: string;
  language: string;
  read: boolean;
  readBy: string | null;
  replyCount: number;
  version: number;
}
interface Thread extends Message {
  replies: {
    text: string;
    author: { email: string; role: string };
    language: string;
    emailStatus: string | null;
  }[];
}

describe('the contact inbox of the back office', () => {
  let t: TestApp;
  let owner: ReturnType<typeof asStaff>;
  let manager: ReturnType<typeof asStaff>;
  let managerEmail: string;

  /** A message sent through the storefront's contact form, as a shopper sends it. */
  async function sent(overrides: Record<string, string> = {}): Promise<Message> {
    const email = `shopper-${randomUUID().slice(0, 8)}@example.com`;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/contact-us',
      headers: { origin: ORIGIN },
      payload: {
        name: 'Anna Kowalska',
        email,
        message: `Czy wysyłacie herbatę do Lwowa? ${randomUUID()}`,
        lang: 'pl',
        ...overrides,
      },
    });
    assert.equal(response.statusCode, 201, response.body);
    return thread(response.json().id);
  }
  async function thread(id: string, as = owner): Promise<Thread> {
    const response = await as('GET', `admin/messages/${id}`);
    assert.equal(response.statusCode, 200, response.body);
    return response.json();
  }
  async function inbox(query = '', as = owner) {
    const response = await as('GET', `admin/messages${query}`);
    assert.equal(response.statusCode, 200, response.body);
    return response.json() as { items: Message[]; total: number; unread: number; limit: number };
  }
  const mark = (message: Message, read: boolean, as = owner) =>
    as('PUT', `admin/messages/${message.id}/read`, { read, version: message.version });
  const reply = (message: Message, text: string, as = owner) =>
    as('POST', `admin/messages/${message.id}/replies`, { text, version: message.version });
  const repliesEmails = async (recipient: string) =>
    (await emailsTo(t, recipient)).filter((email) => email.template === 'contact-reply');

  before(async () => {
    t = await createTestApp({
      CONTACT_RATE_LIMIT: '1000',
      AUTH_RATE_LIMIT: '1000',
      CONTACT_REPLY_RATE_LIMIT: '1000',
    });
    owner = asStaff(t, await signIn(t, TEST_OWNER.email, TEST_OWNER.password));
    const staff = await signedInUser(t, 'MANAGER');
    manager = asStaff(t, staff.cookie);
    managerEmail = staff.email;
  });
  after(() => t.close());

  it('lists a new message unread, newest first, with the count of unread ones', async () => {
    const before = await inbox();
    const older = await sent();
    const newer = await sent({ name: 'Jan Nowak' });
    const list = await inbox();
    assert.deepEqual(
      list.items.slice(0, 2).map((item) => item.id),
      [newer.id, older.id],
    );
    assert.equal(list.unread, before.unread + 2);
    assert.equal(list.total, before.total + 2);
    assert.equal(list.limit, 20, 'the back office pages 20 at a time by default');
    const shown = list.items[0]!;
    assert.equal(shown.read, false);
    assert.equal(shown.language, 'pl');
    assert.equal(shown.replyCount, 0);
    assert.equal(shown.version, 1);
  });

  it('filters unread and read, and finds words in the name, email or text, any case', async () => {
    const marker = randomUUID().slice(0, 8);
    const unread = await sent({ name: `Łucja Wróbel ${marker}` });
    const read = await sent({ message: `Pytanie o zieloną herbatę ŻÓŁW-${marker}` });
    assert.equal((await mark(read, true)).statusCode, 200);

    const found = await inbox(`?q=${encodeURIComponent(`łucja ${marker}`)}`);
    assert.deepEqual(
      found.items.map((item) => item.id),
      [unread.id],
    );
    const byText = await inbox(`?q=${encodeURIComponent(`żółw-${marker.toUpperCase()}`)}`);
    assert.deepEqual(
      byText.items.map((item) => item.id),
      [read.id],
    );
    const byEmail = await inbox(`?q=${encodeURIComponent(unread.email.toUpperCase())}`);
    assert.deepEqual(
      byEmail.items.map((item) => item.id),
      [unread.id],
    );
    // `%` and `_` are text, not patterns.
    assert.equal((await inbox('?q=%25_%25')).total, 0);

    const onlyUnread = await inbox(`?state=unread&q=${marker}`);
    assert.deepEqual(
      onlyUnread.items.map((item) => item.id),
      [unread.id],
    );
    const onlyRead = await inbox(`?state=read&q=${marker}`);
    assert.deepEqual(
      onlyRead.items.map((item) => item.id),
      [read.id],
    );
    const invalid = await owner('GET', 'admin/messages?state=archived');
    assert.equal(invalid.statusCode, 400);
    assert.equal(invalid.json().code, 'ENTITY_BAD_REQUEST');
  });

  it('opening marks nothing; marking read and unread again are versioned and audited', async () => {
    const message = await sent();
    const opened = await thread(message.id);
    assert.equal(opened.read, false, 'reading a thread writes nothing');
    assert.equal(opened.version, 1);

    const read = await mark(message, true, manager);
    assert.equal(read.statusCode, 200, read.body);
    const readThread = read.json() as Thread;
    assert.equal(readThread.read, true);
    assert.equal(readThread.readBy, managerEmail);
    assert.equal(readThread.version, 2);
    const [entry] = await auditOf(t, 'contact-message', message.id);
    assert.equal(entry!.action, 'contact-message.read');
    assert.equal(entry!.actorEmail, managerEmail);
    assert.deepEqual(entry!.after, { read: true, replies: 0 });

    // Read again from the same version: the page read it before the manager did.
    const stale = await mark(message, true);
    assert.equal(stale.statusCode, 409, stale.body);
    assert.equal(stale.json().code, 'ENTITY_ACTION_NOT_ALLOWED');
    assert.equal(stale.json().conflict.changedBy.email, managerEmail);
    assert.deepEqual(stale.json().conflict.fields, ['read']);

    // Already read: nothing is written, the version stays.
    const again = await mark(readThread, true);
    assert.equal(again.statusCode, 200);
    assert.equal(again.json().version, 2);
    assert.equal((await auditOf(t, 'contact-message', message.id)).length, 1);

    const unread = await mark(readThread, false);
    assert.equal(unread.statusCode, 200);
    assert.equal(unread.json().read, false);
    assert.equal(unread.json().readBy, null);
    assert.equal(unread.json().version, 3);
    const [latest] = await auditOf(t, 'contact-message', message.id);
    assert.equal(latest!.action, 'contact-message.unread');
  });

  it('replies by email: one email in the outbox, in the message’s language, quoting it', async () => {
    const message = await sent({
      message: 'Czy wysyłacie do Lwowa?\nI czy <b>Sencha</b> jest świeża?',
    });
    const before = await auditOf(t, 'contact-message', message.id);
    const answered = await reply(
      message,
      '  Dzień dobry, tak: wysyłamy do Lwowa w 3 dni.\n\nPozdrawiamy  ',
      manager,
    );
    assert.equal(answered.statusCode, 201, answered.body);
    const shown = answered.json() as Thread;
    assert.equal(shown.read, true, 'an answered message is read');
    assert.equal(shown.readBy, managerEmail);
    assert.equal(shown.replyCount, 1);
    assert.equal(shown.version, 2);
    assert.equal(shown.replies.length, 1);
    const [kept] = shown.replies;
    assert.equal(kept!.text, 'Dzień dobry, tak: wysyłamy do Lwowa w 3 dni.\n\nPozdrawiamy');
    assert.deepEqual(kept!.author, { email: managerEmail, role: 'MANAGER' });
    assert.equal(kept!.language, 'pl');
    assert.ok(kept!.emailStatus, 'its email is in the outbox');

    const emails = await repliesEmails(message.email);
    assert.equal(emails.length, 1, 'exactly one email');
    const [email] = emails;
    assert.equal(email!.subject, 'Verde Market: odpowiedź na Twoją wiadomość');
    assert.match(email!.text, /^Dzień dobry, tak: wysyłamy do Lwowa w 3 dni\.\n\nPozdrawiamy\n\n/);
    assert.match(email!.text, /Twoja wiadomość z \d+ \S+ \d{4}/);
    assert.ok(
      email!.text.endsWith('\n> Czy wysyłacie do Lwowa?\n> I czy <b>Sencha</b> jest świeża?'),
      email!.text,
    );
    assert.ok(email!.html!.includes('&lt;b&gt;Sencha&lt;/b&gt;'), 'the HTML part escapes it');
    assert.ok(!email!.html!.includes('<b>'));

    const entries = await auditOf(t, 'contact-message', message.id);
    assert.equal(entries.length, before.length + 1);
    assert.equal(entries[0]!.action, 'contact-message.reply');
    assert.deepEqual(entries[0]!.after, { read: true, replies: 1 });

    // The thread shows it to the next reader too.
    const again = await thread(message.id);
    assert.equal(again.replies[0]!.text, kept!.text);
  });

  it('writes in the language the message was sent in', async () => {
    const message = await sent({ lang: 'ua', message: 'Чи доставляєте до Києва?' });
    assert.equal((await reply(message, 'Так, доставляємо.')).statusCode, 201);
    const [email] = await repliesEmails(message.email);
    assert.equal(email!.subject, 'Verde Market: відповідь на ваше повідомлення');
    assert.match(email!.text, /Ваше повідомлення від .+:\n> Чи доставляєте до Києва\?$/);
  });

  it('refuses a reply from a stale version: no email, no reply, nothing else written', async () => {
    const message = await sent();
    assert.equal((await reply(message, 'The first answer.', manager)).statusCode, 201);
    const second = await reply(message, 'A second answer, unaware of the first.');
    assert.equal(second.statusCode, 409, second.body);
    assert.equal(second.json().code, 'ENTITY_ACTION_NOT_ALLOWED');
    assert.equal(second.json().conflict.changedBy.email, managerEmail);
    assert.deepEqual(second.json().conflict.fields.sort(), ['read', 'replies']);
    assert.equal((await repliesEmails(message.email)).length, 1);
    const stored = await t.db
      .select()
      .from(contactReplies)
      .where(eq(contactReplies.messageId, message.id));
    assert.equal(stored.length, 1);
  });

  it('validates the reply: its length, its version, the message', async () => {
    const message = await sent();
    const refusals: [object, string, string][] = [
      [{ text: '   ', version: 1 }, 'text', 'reply_required'],
      [{ text: ' a ', version: 1 }, 'text', 'reply_too_short'],
      [{ text: 'x'.repeat(5001), version: 1 }, 'text', 'reply_too_long'],
      [{ text: 'Hello\u0000there', version: 1 }, 'text', 'text_invalid'],
      [{ text: 'A fine answer.' }, 'version', 'version_invalid'],
      [{ text: 'A fine answer.', version: 0 }, 'version', 'version_invalid'],
    ];
    for (const [payload, field, reason] of refusals) {
      const response = await owner('POST', `admin/messages/${message.id}/replies`, payload);
      assert.equal(response.statusCode, 400, JSON.stringify(payload));
      assert.equal(response.json().code, 'ENTITY_BAD_REQUEST');
      assert.equal(response.json().fields[field], reason, JSON.stringify(payload));
    }
    const longest = await reply(message, 'x'.repeat(5000));
    assert.equal(longest.statusCode, 201, 'a reply of 5,000 characters is sent');

    const missing = await owner('POST', `admin/messages/${randomUUID()}/replies`, {
      text: 'Hello there.',
      version: 1,
    });
    assert.equal(missing.statusCode, 404);
    assert.equal(missing.json().code, 'ENTITY_NOT_FOUND');
    const notAnId = await owner('GET', 'admin/messages/not-an-id');
    assert.equal(notAnId.statusCode, 400);
    const unknown = await owner('GET', `admin/messages/${randomUUID()}`);
    assert.equal(unknown.statusCode, 404);
    assert.equal(unknown.json().code, 'ENTITY_NOT_FOUND');
  });
});

describe("the contact inbox's limit of replies", () => {
  let t: TestApp;
  after(() => t.close());

  it("limits each staff member's replies per window: past it 429, and no email", async () => {
    t = await createTestApp({ CONTACT_REPLY_RATE_LIMIT: '3' });
    const message = await t.app.inject({
      method: 'POST',
      url: '/api/v1/contact-us',
      headers: { origin: ORIGIN },
      payload: { name: 'Ewa Nowak', email: 'ewa@example.com', message: 'Do you ship to Kraków?' },
    });
    const id = message.json().id as string;
    const manager = asStaff(t, (await signedInUser(t, 'MANAGER')).cookie);
    let version = 1;
    for (let index = 0; index < 3; index += 1) {
      const response = await manager('POST', `admin/messages/${id}/replies`, {
        text: `Answer number ${index + 1}.`,
        version,
      });
      assert.equal(response.statusCode, 201, response.body);
      version = response.json().version;
    }
    const past = await manager('POST', `admin/messages/${id}/replies`, {
      text: 'One more.',
      version,
    });
    assert.equal(past.statusCode, 429);
    assert.equal(past.json().code, 'ENTITY_ACTION_NOT_ALLOWED');
    const emails = (await emailsTo(t, 'ewa@example.com')).filter(
      (email) => email.template === 'contact-reply',
    );
    assert.equal(emails.length, 3);
    // Another staff member's replies count on their own.
    const owner = asStaff(t, await signIn(t, TEST_OWNER.email, TEST_OWNER.password));
    const theirs = await owner('POST', `admin/messages/${id}/replies`, {
      text: 'From the owner.',
      version,
    });
    assert.equal(theirs.statusCode, 201, theirs.body);
  });
});
