import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  estimate,
  orderBody,
  pickProducts,
  placeOrder,
  type SeededProduct,
} from './helpers/orders';
import { createTestApp, type TestApp } from './helpers/test-app';

describe('delivery and payment must suit the method (400 ORDER_DELIVERY_METHOD_NOT_ALLOWED)', () => {
  let t: TestApp;
  let first: SeededProduct;

  before(async () => {
    t = await createTestApp({ ORDER_RATE_LIMIT: '1000' });
    [first] = (await pickProducts(t, 1, false)) as [SeededProduct];
  });
  after(() => t.close());

  const refused: [string, Parameters<typeof orderBody>[1]][] = [
    [
      'a method the shop does not offer',
      {
        delivery: {
          method: 'FEDEX_COURIER',
          street: 'Main St 1',
          city: 'Boston',
          postalCode: '02101',
          country: 'US',
        },
        paymentMethod: 'BANK_TRANSFER',
      },
    ],
    ['a payment the method does not take', { paymentMethod: 'REVOLUT' }],
    [
      'a country outside the method’s list',
      {
        delivery: {
          method: 'DPD_COURIER',
          street: 'Main St 1',
          city: 'Boston',
          postalCode: '02101',
          country: 'US',
        },
        paymentMethod: 'BANK_TRANSFER',
      },
    ],
    [
      'a country outside the default list (InPost courier: Poland)',
      {
        delivery: {
          method: 'INPOST_COURIER',
          street: 'Hauptstr. 1',
          city: 'Berlin',
          postalCode: '10115',
          country: 'DE',
        },
        paymentMethod: 'CASH',
      },
    ],
  ];
  for (const [name, extra] of refused) {
    it(`refuses ${name}`, async () => {
      const response = await placeOrder(
        t,
        orderBody([{ productId: first.id, quantity: 1 }], extra),
      );
      assert.equal(response.statusCode, 400);
      assert.equal(response.json().code, 'ORDER_DELIVERY_METHOD_NOT_ALLOWED');
    });
  }

  it('accepts a parcel locker in a country of its list', async () => {
    const response = await placeOrder(
      t,
      orderBody([{ productId: first.id, quantity: 1 }], {
        delivery: { method: 'INPOST_PARCEL_LOCKER', pointCode: 'waw22a', country: 'PL' },
        paymentMethod: 'BANK_TRANSFER',
      }),
    );
    assert.equal(response.statusCode, 201);
    assert.deepEqual(response.json().delivery, {
      method: 'INPOST_PARCEL_LOCKER',
      pointCode: 'WAW22A',
      country: 'PL',
    });
  });
});

describe('order rate limit', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ ORDER_RATE_LIMIT: '2' });
  });
  after(() => t.close());

  it('answers 429 past ORDER_RATE_LIMIT orders in the window', async () => {
    const [product] = await pickProducts(t, 1, false);
    const body = orderBody([{ productId: product!.id, quantity: 1 }]);
    assert.equal((await placeOrder(t, body)).statusCode, 201);
    assert.equal((await placeOrder(t, body)).statusCode, 201);
    const blocked = await placeOrder(t, body);
    assert.equal(blocked.statusCode, 429);
    assert.equal(blocked.json().code, 'ENTITY_ACTION_NOT_ALLOWED');
  });
});

describe('estimate rate limit', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ ESTIMATE_RATE_LIMIT: '2' });
  });
  after(() => t.close());

  it('answers 429 past ESTIMATE_RATE_LIMIT estimates in the window', async () => {
    const [product] = await pickProducts(t, 1, false);
    const body = { items: [{ productId: product!.id, quantity: 1 }], deliveryMethod: 'TAXI' };
    assert.equal((await estimate(t, body)).statusCode, 200);
    assert.equal((await estimate(t, body)).statusCode, 200);
    assert.equal((await estimate(t, body)).statusCode, 429);
  });
});
