import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { EMAIL_TEMPLATE_KINDS } from '@storefront/shared/admin';
import { LANGUAGES, type Order } from '@storefront/shared/core';
import type { OrderInput } from '@storefront/shared/schemas';
import { asc, eq } from 'drizzle-orm';
import { emailOutbox } from '../src/db/schema';
import { defaultTemplate } from '../src/services/emails/default-templates';
import { renderEmail } from '../src/services/emails/render';
import { asStaff, auditOf } from './helpers/admin';
import { TEST_OWNER } from './helpers/fixtures';
import {
  ORIGIN,
  contact,
  orderBody,
  pickProducts,
  placeOrder,
  setStock,
  type SeededProduct,
} from './helpers/orders';
import { signIn, signedInUser } from './helpers/users';
import { createTestApp, type TestApp } from './helpers/test-app';

const PUBLIC_URL = 'https://shop.example';
const PL_PLACED = 'admin/email-templates/order-placed/pl';
const MARKER = 'Dziękujemy, że wybrałeś nasz sklep.';

describe('the email templates in the back office', () => {
  let t: TestApp;
  let admin: ReturnType<typeof asStaff>;
  let manager: ReturnType<typeof asStaff>;
  let adminEmail: string;
  let owner: string;
  let product: SeededProduct;

  const emailsTo = (recipient: string) =>
    t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.recipient, recipient))
      .orderBy(asc(emailOutbox.createdAt));
  const place = async (extra: Partial<OrderInput> = {}) => {
    const email = `shopper.${randomUUID().slice(0, 8)}@example.com`;
    const response = await placeOrder(
      t,
      orderBody([{ productId: product.id, quantity: 1 }], {
        ...extra,
        contact: { ...contact, ...extra.contact, email },
      }),
    );
    assert.equal(response.statusCode, 201, response.body);
    return response.json<Order>();
  };
  const read = async (path = PL_PLACED) => {
    const response = await admin('GET', path);
    assert.equal(response.statusCode, 200, response.body);
    return response.json();
  };

  before(async () => {
    t = await createTestApp({
      AUTH_RATE_LIMIT: '1000',
      ORDER_RATE_LIMIT: '1000',
      EMAIL_TEST_RATE_LIMIT: '3',
      PUBLIC_URL,
    });
    const signedIn = await signedInUser(t, 'ADMIN');
    adminEmail = signedIn.email;
    admin = asStaff(t, signedIn.cookie);
    manager = asStaff(t, (await signedInUser(t, 'MANAGER')).cookie);
    owner = await signIn(t, TEST_OWNER.email, TEST_OWNER.password);
    [product] = (await pickProducts(t, 1, false)) as [SeededProduct];
    await setStock(t, product.id, 1000);
  });
  after(() => t.close());

  it('lists every kind in every language, each its default until saved', async () => {
    const response = await admin('GET', 'admin/email-templates');
    assert.equal(response.statusCode, 200, response.body);
    const list = response.json<{ kind: string; language: string; overridden: boolean }[]>();
    assert.equal(list.length, EMAIL_TEMPLATE_KINDS.length * LANGUAGES.length);
    const placed = list.find((item) => item.kind === 'order-placed' && item.language === 'pl');
    assert.deepEqual(placed, {
      kind: 'order-placed',
      language: 'pl',
      overridden: false,
      subject: '{{shopName}}: zamówienie nr {{orderNumber}} przyjęte',
      version: 0,
      updatedAt: null,
    });
  });

  it('reads a template with its default and its variables, which are required', async () => {
    const template = await read();
    assert.equal(template.body, template.defaultBody);
    assert.match(template.body, /\{\{orderSummary\}\}/);
    const required = template.variables
      .filter((variable: { required: boolean }) => variable.required)
      .map((variable: { name: string }) => variable.name);
    assert.deepEqual(required, [
      'orderNumber',
      'orderSummary',
      'paymentInstructions',
      'trackingLink',
    ]);
  });

  it('answers EMAIL_TEMPLATE_NOT_FOUND for an unknown kind or language', async () => {
    for (const path of [
      'admin/email-templates/order-lost/pl',
      'admin/email-templates/order-placed/de',
    ]) {
      const response = await admin('GET', path);
      assert.equal(response.statusCode, 404);
      assert.equal(response.json().code, 'EMAIL_TEMPLATE_NOT_FOUND');
    }
    const save = await admin('PUT', 'admin/email-templates/order-lost/pl', {
      subject: 'x',
      body: '{{orderNumber}}',
      version: 0,
    });
    assert.equal(save.json().code, 'EMAIL_TEMPLATE_NOT_FOUND');
  });

  it('writes the default templates as the emails were written before them, to the character', () => {
    const confirmed = renderEmail(defaultTemplate('order-confirmed', 'en'), {
      shopName: 'Verde',
      customerName: 'Anna',
      orderNumber: '1042',
      status: 'Confirmed',
      trackingLink: 'https://shop.example/en/order-tracking?number=1042',
    });
    assert.equal(confirmed.subject, 'Verde: order 1042 is confirmed');
    assert.equal(
      confirmed.text,
      'Hello Anna,\n\nwe have confirmed your order 1042 and are getting it ready.\n\nOrder status: Confirmed\n\nFollow your order here:\nhttps://shop.example/en/order-tracking?number=1042',
    );
    const cancelled = renderEmail(defaultTemplate('order-cancelled', 'pl'), {
      orderNumber: '7',
      refundNote: '',
    });
    assert.match(cancelled.text, /skontaktuj się z nami\.\n\n/);
  });

  it('refuses a template without a required variable, or with one its kind has not', async () => {
    const template = await read();
    for (const [body, field, reason] of [
      [template.body.replace('{{trackingLink}}', ''), 'body', 'variables_missing'],
      [`${template.body}\n{{discountCode}}`, 'body', 'variables_unknown'],
      [`${template.body}\n{{ total }}`, 'body', 'placeholder_malformed'],
    ] as const) {
      const response = await admin('PUT', PL_PLACED, { subject: 'S', body, version: 0 });
      assert.equal(response.statusCode, 400, response.body);
      assert.equal(response.json().code, 'EMAIL_TEMPLATE_CANNOT_BE_UPDATED');
      assert.deepEqual(response.json().fields, { [field]: reason });
    }
    const unchanged = await read();
    assert.equal(unchanged.overridden, false);
    assert.equal(unchanged.version, 0);
  });

  it('uses the Polish template saved for the next Polish order email, the default for others', async () => {
    const template = await read();
    const body = template.body.replace('{{orderSummary}}', `${MARKER}\n\n{{orderSummary}}`);
    const subject = 'Zamówienie {{orderNumber}} w {{shopName}} przyjęte';
    const saved = await admin('PUT', PL_PLACED, { subject, body, version: 0 });
    assert.equal(saved.statusCode, 200, saved.body);
    assert.equal(saved.json().overridden, true);
    assert.equal(saved.json().version, 1);
    assert.equal(saved.json().updatedBy, adminEmail);

    const polish = await place({ language: 'pl' });
    const [email] = await emailsTo(polish.contact.email);
    assert.equal(email!.template, 'order-placed');
    assert.match(email!.subject, new RegExp(`^Zamówienie ${polish.number} w .+ przyjęte$`));
    assert.ok(email!.text.includes(MARKER), email!.text);
    // What staff did not touch stays as the default writes it.
    assert.ok(email!.text.includes('Dzień dobry, Anna!'), email!.text);
    assert.ok(email!.text.includes(`${PUBLIC_URL}/pl/order-tracking?number=${polish.number}`));

    const english = await place({ language: 'en' });
    const [other] = await emailsTo(english.contact.email);
    assert.ok(!other!.text.includes(MARKER));
    assert.match(other!.subject, /order \d+ received$/);

    const [entry] = await auditOf(t, 'email-template', 'order-placed:pl');
    assert.equal(entry!.action, 'email-template.update');
    assert.equal(entry!.actorEmail, adminEmail);
    assert.equal(entry!.version, 1);
    assert.deepEqual(entry!.before, { subject: null, body: null });
    assert.deepEqual(entry!.after, { subject, body });
  });

  it('refuses a save over a newer version with what changed, who and when', async () => {
    const stale = await admin('PUT', PL_PLACED, {
      subject: 'Stale {{orderNumber}}',
      body: (await read()).defaultBody,
      version: 0,
    });
    assert.equal(stale.statusCode, 409, stale.body);
    const refused = stale.json();
    assert.equal(refused.code, 'ENTITY_ACTION_NOT_ALLOWED');
    assert.equal(refused.conflict.version, 1);
    assert.deepEqual(refused.conflict.fields.sort(), ['body', 'subject']);
    assert.equal(refused.conflict.changedBy.email, adminEmail);
    assert.match((await read()).subject, /^Zamówienie/);
  });

  it('escapes every value in the HTML part: a customer named <script> is text there', async () => {
    const name = '<script>alert(1)</script>{{trackingLink}}';
    const order = await place({ language: 'pl', contact: { ...contact, firstName: name } });
    const [email] = await emailsTo(order.contact.email);
    assert.ok(email!.html, 'the email has an HTML part');
    assert.ok(!email!.html!.includes('<script>'), email!.html!);
    assert.ok(email!.html!.includes('&lt;script&gt;alert(1)&lt;/script&gt;'), email!.html!);
    // A value is never read as a template: the name's braces stay as typed.
    assert.ok(email!.html!.includes('{{trackingLink}}'));
    assert.ok(email!.text.includes(name));
    // The tracking link is a link to itself, the marker staff added a paragraph.
    assert.match(
      email!.html!,
      /<a href="https:\/\/shop\.example\/pl\/order-tracking\?number=\d+">/,
    );
    assert.ok(email!.html!.includes(`<p>${MARKER}</p>`));
  });

  it('previews a template as typed with a real order chosen by number, in its language', async () => {
    const order = await place({ language: 'en' });
    const template = await read('admin/email-templates/order-shipped/pl');
    const response = await admin('POST', 'admin/email-templates/order-shipped/pl/preview', {
      subject: 'Paczka {{orderNumber}} & <b>',
      body: `${template.body}\nPS {{total}}`,
      orderNumber: order.number,
    });
    assert.equal(response.statusCode, 200, response.body);
    const preview = response.json();
    assert.equal(preview.orderNumber, order.number);
    assert.equal(preview.subject, `Paczka ${order.number} & <b>`);
    assert.ok(preview.text.startsWith('Dzień dobry, Anna!'), preview.text);
    assert.ok(preview.text.includes(`Status zamówienia: Wysłane`), preview.text);
    assert.ok(preview.text.includes(`/pl/order-tracking?number=${order.number}`));
    assert.match(preview.text, /PS \d/);
    assert.match(preview.html, /^<p>Dzień dobry, Anna!<\/p>/);
    // Nothing was saved.
    assert.equal((await read('admin/email-templates/order-shipped/pl')).overridden, false);

    const missing = await admin('POST', 'admin/email-templates/order-shipped/pl/preview', {
      subject: 'x',
      body: template.body,
      orderNumber: 2_000_000_000,
    });
    assert.equal(missing.statusCode, 404);
    assert.equal(missing.json().code, 'ORDER_NOT_FOUND');

    const account = await admin('POST', 'admin/email-templates/password-reset/ua/preview', {
      subject: '{{shopName}}',
      body: 'Посилання: {{resetLink}}',
    });
    assert.equal(account.statusCode, 200, account.body);
    assert.equal(
      account.json().text,
      `Посилання: ${PUBLIC_URL}/ua?overlay=reset-password&reset-token=preview`,
    );

    const invitation = await admin('POST', 'admin/email-templates/staff-invitation/pl/preview', {
      subject: '{{shopName}}',
      body: '{{inviter}} ({{role}}): {{invitationLink}}',
    });
    assert.equal(invitation.statusCode, 200, invitation.body);
    assert.match(
      invitation.json().text,
      new RegExp(`^${adminEmail} \\(menedżer\\): ${PUBLIC_URL}/pl`),
    );
    assert.match(
      invitation.json().html,
      /<a href="https:\/\/shop\.example\/pl[^"]*reset-token=preview[^"]*">/,
    );
  });

  it('sends a test to the staff member themselves through the outbox, a few a window', async () => {
    const template = await read();
    const draft = { subject: 'Test {{orderNumber}}', body: template.body };
    const before = (await emailsTo(adminEmail)).length;
    const sent = await admin('POST', `${PL_PLACED}/test`, draft);
    assert.equal(sent.statusCode, 202, sent.body);
    assert.equal(sent.json().recipient, adminEmail);
    const emails = await emailsTo(adminEmail);
    assert.equal(emails.length, before + 1);
    const test = emails.at(-1)!;
    assert.equal(test.template, 'template-test');
    assert.equal(test.subject, sent.json().subject);
    assert.ok(test.text.includes(MARKER));
    // EMAIL_TEST_RATE_LIMIT is 3 here.
    for (let i = 0; i < 2; i += 1)
      assert.equal((await admin('POST', `${PL_PLACED}/test`, draft)).statusCode, 202);
    assert.equal((await admin('POST', `${PL_PLACED}/test`, draft)).statusCode, 429);
  });

  it('resets a template to the default, recorded, and the next email is the default again', async () => {
    const stale = await admin('POST', `${PL_PLACED}/reset`, { version: 0 });
    assert.equal(stale.statusCode, 409);
    const reset = await admin('POST', `${PL_PLACED}/reset`, { version: 1 });
    assert.equal(reset.statusCode, 200, reset.body);
    const template = reset.json();
    assert.equal(template.overridden, false);
    assert.equal(template.version, 2);
    assert.equal(template.body, template.defaultBody);
    const [entry] = await auditOf(t, 'email-template', 'order-placed:pl');
    assert.equal(entry!.action, 'email-template.reset');
    assert.deepEqual(entry!.after, { subject: null, body: null });

    const order = await place({ language: 'pl' });
    const [email] = await emailsTo(order.contact.email);
    assert.ok(!email!.text.includes(MARKER));
    assert.match(email!.subject, /zamówienie nr \d+ przyjęte$/);

    // Saved again from the reset's version, it is an override once more.
    const again = await admin('PUT', PL_PLACED, {
      subject: template.defaultSubject,
      body: template.defaultBody,
      version: 2,
    });
    assert.equal(again.json().version, 3);
    assert.equal((await admin('POST', `${PL_PLACED}/reset`, { version: 3 })).statusCode, 200);
  });

  it('uses a saved status template when an order moves, in the order’s language', async () => {
    const path = 'admin/email-templates/order-cancelled/ua';
    const template = await read(path);
    const saved = await admin('PUT', path, {
      subject: template.subject,
      body: `ТЕСТ\n\n${template.body}`,
      version: template.version,
    });
    assert.equal(saved.statusCode, 200, saved.body);
    const order = await place({ language: 'ua' });
    const moved = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/order/${order.id}/status`,
      headers: { origin: ORIGIN, cookie: owner },
      payload: { status: 'CANCELLED' },
    });
    assert.equal(moved.statusCode, 200, moved.body);
    const emails = await emailsTo(order.contact.email);
    assert.equal(emails.at(-1)!.template, 'order-status');
    assert.ok(emails.at(-1)!.text.startsWith('ТЕСТ\n\nВітаємо, Anna!'), emails.at(-1)!.text);
    await admin('POST', `${path}/reset`, { version: 1 });
  });

  it('lets a manager neither read nor change the templates', async () => {
    assert.equal((await manager('GET', 'admin/email-templates')).statusCode, 403);
    assert.equal((await manager('GET', PL_PLACED)).statusCode, 403);
    const save = await manager('PUT', PL_PLACED, { subject: 'x', body: 'y', version: 0 });
    assert.equal(save.statusCode, 403);
    assert.equal(save.json().code, 'ENTITY_FORBIDDEN_ACTION');
  });
});
