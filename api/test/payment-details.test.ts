import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { Order, PaymentMethod } from '@storefront/shared/core';
import type { OrderInput } from '@storefront/shared/schemas';
import { eq } from 'drizzle-orm';
import { emailOutbox } from '../src/db/schema';
import { storeSeed } from '../src/db/seed/store-data';
import { TEST_OWNER } from './helpers/fixtures';
import { ORIGIN, contact, orderBody, pickProducts, placeOrder } from './helpers/orders';
import type { SeededProduct } from './helpers/orders';
import { createTestApp, type TestApp } from './helpers/test-app';
import { signIn, signedInUser } from './helpers/users';

/** Details as an owner types them: spaces in the IBAN and the card, the Revtag with its @. */
const TYPED = {
  BANK_TRANSFER: {
    recipient: 'Verde Market sp. z o.o.',
    iban: 'pl61 1090 1014 0000 0712 1981 2874',
    bankName: 'Santander Bank Polska',
    bic: 'wbkp plpp',
  },
  MONOBANK: {
    recipient: 'Olha Melnyk',
    cardNumber: '5375 4100 4821 7399',
    link: 'https://send.monobank.ua/jar/7VerdeMkt2',
  },
  PRIVAT_BANK: null,
  REVOLUT: { recipient: 'Verde Market', revtag: '@VerdeMarket', link: null },
};

describe('payment details and instructions', () => {
  let t: TestApp;
  let product: SeededProduct;
  let owner: string;

  const put = (body: unknown, cookie = owner) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/v1/store/payment-details',
      headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
      payload: body as object,
    });
  /** A DHL courier order to Warsaw, paid by `method`, in Polish. */
  const place = async (paymentMethod: PaymentMethod, extra: Partial<OrderInput> = {}) => {
    const response = await placeOrder(
      t,
      orderBody([{ productId: product.id, quantity: 1 }], {
        contact: { ...contact, email: `payer.${randomUUID().slice(0, 8)}@example.com` },
        delivery: {
          method: 'DHL_COURIER',
          street: 'Długa 1',
          city: 'Warszawa',
          postalCode: '00-640',
          country: 'PL',
        },
        paymentMethod,
        ...extra,
      }),
    );
    assert.equal(response.statusCode, 201, response.body);
    return response.json<Order>();
  };
  const track = async (order: Order) => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v1/order/${order.number}/track`,
      headers: { origin: ORIGIN },
      payload: { contact: order.contact.email },
    });
    assert.equal(response.statusCode, 200, response.body);
    return response.json();
  };
  before(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '1000', ORDER_RATE_LIMIT: '1000' });
    [product] = (await pickProducts(t, 1, false)) as [SeededProduct];
    owner = await signIn(t, TEST_OWNER.email, TEST_OWNER.password);
  });
  after(() => t.close());

  it('keeps them out of the store every page loads', async () => {
    const store = await t.app.inject({ method: 'GET', url: '/api/v1/store' });
    assert.equal(store.statusCode, 200);
    assert.ok(!('paymentDetails' in store.json()));
    assert.ok(!store.body.includes(storeSeed.paymentDetails.BANK_TRANSFER!.iban));
  });

  it('gives a bank transfer order what to pay, to whom and its number as reference', async () => {
    const order = await place('BANK_TRANSFER');
    assert.deepEqual(order.paymentInstructions, {
      method: 'BANK_TRANSFER',
      details: storeSeed.paymentDetails.BANK_TRANSFER,
      amount: order.total,
      currency: 'PLN',
      reference: String(order.number),
      // Shown in złoty, as charged: the checkout said no other currency.
      shown: { currency: 'PLN', rate: 1, total: order.total },
    });
    assert.deepEqual((await track(order)).paymentInstructions, order.paymentInstructions);

    const [email] = await t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.recipient, order.contact.email));
    const { text } = email!;
    assert.ok(text.includes('Jak zapłacić (Przelew bankowy):'), text);
    assert.ok(text.includes('IBAN: PL61 1090 1014 0000 0712 1981 2874'), text);
    assert.ok(text.includes('Odbiorca: Verde Market sp. z o.o.'), text);
    assert.ok(text.includes(`Tytuł przelewu: ${order.number}`), text);
  });

  it('gives each app its own details, and cash none', async () => {
    const monobank = await place('MONOBANK');
    assert.equal(monobank.paymentInstructions?.method, 'MONOBANK');
    assert.deepEqual(monobank.paymentInstructions?.details, storeSeed.paymentDetails.MONOBANK);
    const revolut = await place('REVOLUT', { language: 'en' });
    assert.deepEqual(revolut.paymentInstructions?.details, storeSeed.paymentDetails.REVOLUT);
    const [email] = await t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.recipient, revolut.contact.email));
    assert.ok(email!.text.includes('Revtag: @verdemarket'), email!.text);

    const cash = await placeOrder(
      t,
      orderBody([{ productId: product.id, quantity: 1 }], { contact: { ...contact } }),
    );
    assert.equal(cash.json<Order>().paymentInstructions, null);
    assert.ok(!(await track(cash.json<Order>())).paymentInstructions);
  });

  it('stops showing them once the order has left the shop', async () => {
    const order = await place('BANK_TRANSFER');
    for (const status of ['CONFIRMED', 'PACKED', 'SHIPPED']) {
      const moved = await t.app.inject({
        method: 'PATCH',
        url: `/api/v1/order/${order.id}/status`,
        headers: { origin: ORIGIN, cookie: owner },
        payload: { status },
      });
      assert.equal(moved.statusCode, 200);
      assert.equal(moved.json().paymentInstructions === null, status === 'SHIPPED');
    }
    assert.equal((await track(order)).paymentInstructions, null);
  });

  it('lets the owner set them, checked and stored without spaces', async () => {
    const saved = await put(TYPED);
    assert.equal(saved.statusCode, 200, saved.body);
    const expected = {
      ...TYPED,
      BANK_TRANSFER: {
        ...TYPED.BANK_TRANSFER,
        iban: 'PL61109010140000071219812874',
        bic: 'WBKPPLPP',
      },
      MONOBANK: { ...TYPED.MONOBANK, cardNumber: '5375410048217399' },
      REVOLUT: { ...TYPED.REVOLUT, revtag: 'verdemarket' },
    };
    assert.deepEqual(saved.json(), expected);
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/v1/store/payment-details',
      headers: { cookie: owner },
    });
    assert.deepEqual(read.json(), expected);

    // PrivatBank has no details now: its orders show none.
    const privat = await place('PRIVAT_BANK');
    assert.equal(privat.paymentInstructions, null);
  });

  it('refuses details no bank would take, with the fields named', async () => {
    const broken = [
      {
        ...TYPED,
        BANK_TRANSFER: { ...TYPED.BANK_TRANSFER, iban: 'PL61 1090 1014 0000 0712 1981 2875' },
      },
      { ...TYPED, BANK_TRANSFER: { ...TYPED.BANK_TRANSFER, bic: 'NOT A BIC' } },
      { ...TYPED, BANK_TRANSFER: { ...TYPED.BANK_TRANSFER, recipient: '' } },
      { ...TYPED, MONOBANK: { ...TYPED.MONOBANK, cardNumber: '5375 4100 4821 7398' } },
      { ...TYPED, MONOBANK: { ...TYPED.MONOBANK, link: 'http://send.monobank.ua/jar/x' } },
      { ...TYPED, MONOBANK: { ...TYPED.MONOBANK, link: 'https://monobank.example/jar/x' } },
      { ...TYPED, REVOLUT: { ...TYPED.REVOLUT, revtag: 'a b' } },
      { BANK_TRANSFER: TYPED.BANK_TRANSFER },
    ];
    for (const body of broken) {
      const response = await put(body);
      assert.equal(response.statusCode, 400, JSON.stringify(body));
      assert.equal(response.json().code, 'ENTITY_BAD_REQUEST');
    }
  });

  it('is for the owner and administrators only', async () => {
    const manager = await signedInUser(t, 'MANAGER');
    const customer = await signedInUser(t, 'CUSTOMER');
    assert.equal((await put(TYPED, manager.cookie)).statusCode, 403);
    assert.equal((await put(TYPED, customer.cookie)).statusCode, 403);
    assert.equal((await put(TYPED, '')).statusCode, 401);
    const read = await t.app.inject({ method: 'GET', url: '/api/v1/store/payment-details' });
    assert.equal(read.statusCode, 401);
  });
});
