import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { LANGUAGES, type Language, type Order } from '@storefront/shared/core';
import type { OrderInput } from '@storefront/shared/schemas';
import { asc, eq } from 'drizzle-orm';
import { emailOutbox } from '../src/db/schema';
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
import { createTestApp, type TestApp } from './helpers/test-app';
import { signIn } from './helpers/users';

const PUBLIC_URL = 'https://shop.example';

/** Each language's words an email must hold: the taxi's name, cash, and the status names. */
const WORDS: Record<Language, { taxi: string; cash: string; shipped: string; total: string }> = {
  en: {
    taxi: 'Taxi courier',
    cash: 'Cash on pickup or delivery',
    shipped: 'Shipped',
    total: 'Total',
  },
  pl: {
    taxi: 'Kurier taksówką',
    cash: 'Gotówka przy odbiorze',
    shipped: 'Wysłane',
    total: 'Razem',
  },
  ru: { taxi: 'Курьер на такси', cash: 'Наличными', shipped: 'Отправлен', total: 'Итого' },
  ua: { taxi: 'Курʼєр на таксі', cash: 'Готівкою', shipped: 'Відправлено', total: 'Разом' },
};

describe('order emails', () => {
  let t: TestApp;
  let product: SeededProduct;
  let owner: string;

  /** The emails to an address, oldest first. */
  const emailsTo = (recipient: string) =>
    t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.recipient, recipient))
      .orderBy(asc(emailOutbox.createdAt));
  const newRecipient = () => `shopper.${randomUUID().slice(0, 8)}@example.com`;
  const place = async (extra: Partial<OrderInput> = {}, key?: string) => {
    const response = await placeOrder(
      t,
      orderBody([{ productId: product.id, quantity: 2 }], {
        contact: { ...contact, email: newRecipient() },
        ...extra,
      }),
      { key },
    );
    assert.equal(response.statusCode, 201, response.body);
    return response.json<Order>();
  };
  const change = (orderId: string, status: string) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/v1/order/${orderId}/status`,
      headers: { origin: ORIGIN, cookie: owner },
      payload: { status },
    });

  before(async () => {
    t = await createTestApp({
      AUTH_RATE_LIMIT: '1000',
      ORDER_RATE_LIMIT: '1000',
      PUBLIC_URL,
    });
    [product] = (await pickProducts(t, 1, false)) as [SeededProduct];
    owner = await signIn(t, TEST_OWNER.email, TEST_OWNER.password);
  });
  after(() => t.close());

  for (const lang of LANGUAGES) {
    it(`confirms an order placed in ${lang} once, in ${lang}, with its lines, totals and tracking link`, async () => {
      const order = await place({ language: lang });
      const emails = await emailsTo(order.contact.email);
      assert.equal(emails.length, 1);
      const [email] = emails as [(typeof emails)[number]];
      assert.equal(email.template, 'order-placed');
      assert.equal(email.status, 'PENDING');
      assert.match(email.subject, new RegExp(`${order.number}`));
      const { text } = email;
      assert.ok(text.includes(`${product.name[lang]} × 2`), text);
      const words = WORDS[lang];
      assert.ok(text.includes(words.taxi), text);
      assert.ok(text.includes(words.cash), text);
      assert.ok(text.includes(`${words.total}: `), text);
      assert.ok(text.includes('ul. Mokotowska 12, Warszawa'), text);
      assert.ok(text.includes(`Anna`), text);
      assert.ok(text.includes(`${PUBLIC_URL}/${lang}/order-tracking?number=${order.number}`), text);
    });
  }

  it('writes the amounts as the order shows them, in its currency', async () => {
    const order = await place({ language: 'pl' });
    const [email] = await emailsTo(order.contact.email);
    const zloty = (minor: number) =>
      new Intl.NumberFormat('pl-PL', { style: 'currency', currency: 'PLN' }).format(minor / 100);
    assert.ok(email!.text.includes(`Razem: ${zloty(order.total)}`), email!.text);
    assert.ok(email!.text.includes(`× 2: ${zloty(order.lines[0]!.lineTotal)}`), email!.text);
  });

  it('writes the amounts as the shopper saw them in UAH, the charged total and payment beside', async () => {
    // One unit and InPost’s courier, paid ahead by bank transfer, shown in hryvnias at the store’s rate.
    const order = await place({
      language: 'ua',
      shownCurrency: 'UAH',
      items: [{ productId: product.id, quantity: 1 }],
      delivery: {
        method: 'INPOST_COURIER',
        street: 'ul. Długa 1',
        city: 'Kraków',
        postalCode: '30-001',
        country: 'PL',
      },
      paymentMethod: 'BANK_TRANSFER',
    });
    const [email] = await emailsTo(order.contact.email);
    const { text } = email!;
    const rate = order.shown!.rate;
    const hryvnias = (minor: number) =>
      new Intl.NumberFormat('uk-UA', { style: 'currency', currency: 'UAH' }).format(minor / 100);
    const zloty = (minor: number) =>
      new Intl.NumberFormat('uk-UA', { style: 'currency', currency: 'PLN' }).format(minor / 100);
    const unit = Math.round(order.lines[0]!.unitPrice * rate);
    const delivery = Math.round(order.deliveryPrice * rate);
    assert.equal(order.shown!.total, unit + delivery);
    assert.ok(text.includes(`× 1: ${hryvnias(unit)}`), text);
    assert.ok(text.includes(`Товари: ${hryvnias(unit)}`), text);
    assert.ok(text.includes(`: ${hryvnias(delivery)}`), text);
    const total = `${hryvnias(unit + delivery)} (до сплати ${zloty(order.total)})`;
    assert.ok(text.includes(`Разом: ${total}`), text);
    // The payment's amount reads the same: what was shown, and what to pay in the shop's currency.
    assert.ok(text.includes(`  Сума: ${total}`), text);
  });

  it('sends nothing more for a replayed order, and nothing for one that failed', async () => {
    const key = randomUUID();
    const body = orderBody([{ productId: product.id, quantity: 1 }], {
      contact: { ...contact, email: newRecipient() },
    });
    assert.equal((await placeOrder(t, body, { key })).statusCode, 201);
    assert.equal((await placeOrder(t, body, { key })).statusCode, 200);
    assert.equal((await emailsTo(body.contact.email)).length, 1);

    const [scarce] = (await pickProducts(t, 2, false)).slice(1) as [SeededProduct];
    await setStock(t, scarce.id, 1);
    const failed = orderBody([{ productId: scarce.id, quantity: 2 }], {
      contact: { ...contact, email: newRecipient() },
    });
    assert.equal((await placeOrder(t, failed)).statusCode, 409);
    assert.equal((await emailsTo(failed.contact.email)).length, 0);
  });

  it('tells the shopper of confirmed, shipped and delivered, in the order language, not of packed', async () => {
    const order = await place({ language: 'ua' });
    for (const status of ['CONFIRMED', 'PACKED', 'SHIPPED', 'DELIVERED']) {
      assert.equal((await change(order.id, status)).statusCode, 200);
    }
    const emails = (await emailsTo(order.contact.email)).filter(
      (email) => email.template === 'order-status',
    );
    assert.deepEqual(
      emails.map((email) => email.subject),
      [
        `Verde Market: замовлення № ${order.number} підтверджено`,
        `Verde Market: замовлення № ${order.number} відправлено`,
        `Verde Market: замовлення № ${order.number} доставлено`,
      ],
    );
    const shipped = emails[1]!.text;
    assert.ok(shipped.includes(`Статус замовлення: ${WORDS.ua.shipped}`), shipped);
    assert.ok(shipped.includes(`${PUBLIC_URL}/ua/order-tracking?number=${order.number}`));
  });

  it('tells of a cancellation, with the refund only for an order paid ahead', async () => {
    const cash = await place({ language: 'en' });
    const transfer = await place({ language: 'en', paymentMethod: 'BANK_TRANSFER' });
    for (const order of [cash, transfer]) {
      assert.equal((await change(order.id, 'CANCELLED')).statusCode, 200);
    }
    const [cashNews] = (await emailsTo(cash.contact.email)).slice(1);
    const [transferNews] = (await emailsTo(transfer.contact.email)).slice(1);
    assert.equal(cashNews!.subject, `Verde Market: order ${cash.number} is cancelled`);
    assert.ok(!cashNews!.text.includes('refund'), cashNews!.text);
    assert.ok(transferNews!.text.includes('we will refund the payment'), transferNews!.text);
  });

  it('emails a status once when two staff members change it at once', async () => {
    const order = await place();
    const answers = await Promise.all([
      change(order.id, 'CONFIRMED'),
      change(order.id, 'CONFIRMED'),
    ]);
    assert.deepEqual(answers.map((answer) => answer.statusCode).sort(), [200, 409]);
    const news = (await emailsTo(order.contact.email)).filter(
      (email) => email.template === 'order-status',
    );
    assert.equal(news.length, 1);
  });

  it('writes to the order’s own contact only', async () => {
    const first = await place({ language: 'pl' });
    const second = await place({
      language: 'pl',
      contact: { ...contact, firstName: 'Zofia', email: newRecipient() },
    });
    const [email] = await emailsTo(second.contact.email);
    assert.ok(email!.text.includes('Zofia'));
    assert.ok(!email!.text.includes(first.contact.email));
    assert.ok(!email!.text.includes(`number=${first.number}`));
  });
});
