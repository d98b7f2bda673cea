import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { CountryCode } from '@storefront/shared/core';
import type { OrderInput } from '@storefront/shared/schemas';
import { orderBody, pickProducts, placeOrder, type SeededProduct } from './helpers/orders';
import { createTestApp, type TestApp } from './helpers/test-app';

const courier = (country: CountryCode, postalCode: string): Partial<OrderInput> => ({
  delivery: { method: 'DHL_COURIER', street: 'Długa 1', city: 'Warszawa', postalCode, country },
  paymentMethod: 'BANK_TRANSFER',
});

describe('postal codes by the destination country', () => {
  let t: TestApp;
  let product: SeededProduct;

  before(async () => {
    t = await createTestApp({ ORDER_RATE_LIMIT: '1000' });
    [product] = (await pickProducts(t, 1, false)) as [SeededProduct];
  });
  after(() => t.close());

  const place = (extra: Partial<OrderInput>) =>
    placeOrder(t, orderBody([{ productId: product.id, quantity: 1 }], extra));

  for (const [country, typed, stored] of [
    ['PL', '00640', '00-640'],
    ['PL', '00-640', '00-640'],
    ['CZ', '11000', '110 00'],
    ['LT', '01100', 'LT-01100'],
    ['LV', 'lv1050', 'LV-1050'],
  ] as const) {
    it(`stores ${typed} in ${country} as ${stored}, as the country writes it`, async () => {
      const response = await place(courier(country, typed));
      assert.equal(response.statusCode, 201);
      assert.equal(response.json().delivery.postalCode, stored);
    });
  }

  for (const [country, typed] of [
    ['PL', '0064'],
    ['PL', '006400'],
    ['DE', '1011'],
    ['UA', '0100A'],
  ] as const) {
    it(`refuses ${typed} in ${country} with 400 ENTITY_BAD_REQUEST on the postal code`, async () => {
      const response = await place(courier(country, typed));
      assert.equal(response.statusCode, 400);
      const body = response.json();
      assert.equal(body.code, 'ENTITY_BAD_REQUEST');
      assert.deepEqual(body.fields, { 'delivery.postalCode': 'postal_code_invalid' });
    });
  }
});
