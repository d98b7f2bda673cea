import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  addPromoCode,
  addPromotion,
  clearPromotions,
  estimate,
  pickProducts,
  setPricedDelivery,
  type SeededProduct,
} from './helpers/orders';
import { createTestApp, type TestApp } from './helpers/test-app';

describe('estimate: free delivery, every rule', () => {
  let t: TestApp;
  let plain: SeededProduct;
  let discounted: SeededProduct;
  let code: string;
  const base = {
    price: 2500,
    freeDelivery: true,
    productDiscountWithFreeDelivery: false,
    promoCodeWithFreeDelivery: false,
    promotionWithFreeDelivery: false,
  };

  before(async () => {
    t = await createTestApp();
    await clearPromotions(t);
    [plain] = (await pickProducts(t, 1, false)) as [SeededProduct];
    [discounted] = (await pickProducts(t, 1, true)) as [SeededProduct];
    code = (await addPromoCode(t, { type: 'AMOUNT', value: 100 })).code;
  });
  after(() => t.close());

  interface Case {
    name: string;
    settings: Partial<typeof base> & { freeDeliveryFrom: (p: SeededProduct) => number };
    cart: 'plain' | 'discounted';
    promoCode?: boolean;
    promotion?: boolean;
    free: boolean;
    /** The rules the answer names for a reached threshold that does not count. */
    withdrawnBy?: string[];
  }
  const cases: Case[] = [
    {
      name: 'charged with free delivery off',
      settings: { freeDelivery: false, freeDeliveryFrom: () => 1 },
      cart: 'plain',
      free: false,
    },
    {
      name: 'charged below the threshold',
      settings: { freeDeliveryFrom: (p) => p.price + 1 },
      cart: 'plain',
      free: false,
    },
    {
      name: 'free at the threshold',
      settings: { freeDeliveryFrom: (p) => p.price },
      cart: 'plain',
      free: true,
    },
    {
      name: 'charged with a discounted product when not allowed',
      settings: { freeDeliveryFrom: () => 1 },
      cart: 'discounted',
      free: false,
      withdrawnBy: ['PRODUCT_DISCOUNT'],
    },
    {
      name: 'free with a discounted product when allowed',
      settings: { productDiscountWithFreeDelivery: true, freeDeliveryFrom: () => 1 },
      cart: 'discounted',
      free: true,
    },
    {
      name: 'charged with a promo code when not allowed',
      settings: { freeDeliveryFrom: () => 1 },
      cart: 'plain',
      promoCode: true,
      free: false,
      withdrawnBy: ['PROMO_CODE'],
    },
    {
      name: 'free with a promo code when allowed',
      settings: { promoCodeWithFreeDelivery: true, freeDeliveryFrom: () => 1 },
      cart: 'plain',
      promoCode: true,
      free: true,
    },
    {
      name: 'charged when the promo code takes the goods below the threshold',
      settings: { promoCodeWithFreeDelivery: true, freeDeliveryFrom: (p) => p.price },
      cart: 'plain',
      promoCode: true,
      free: false,
    },
    {
      name: 'charged with a promotion when not allowed',
      settings: { freeDeliveryFrom: () => 1 },
      cart: 'plain',
      promotion: true,
      free: false,
      withdrawnBy: ['PROMOTION'],
    },
    {
      name: 'free with a promotion when allowed',
      settings: { promotionWithFreeDelivery: true, freeDeliveryFrom: () => 1 },
      cart: 'plain',
      promotion: true,
      free: true,
    },
    {
      name: 'charged when the promotion takes the goods below the threshold',
      settings: { promotionWithFreeDelivery: true, freeDeliveryFrom: (p) => p.price },
      cart: 'plain',
      promotion: true,
      free: false,
    },
  ];

  for (const testCase of cases) {
    it(`is ${testCase.name}`, async () => {
      const product = testCase.cart === 'plain' ? plain : discounted;
      const threshold = testCase.settings.freeDeliveryFrom(product);
      await setPricedDelivery(t, 'TAXI', {
        ...base,
        ...testCase.settings,
        freeDeliveryFrom: threshold,
      });
      await clearPromotions(t);
      if (testCase.promotion) await addPromotion(t, { type: 'AMOUNT', value: 100 });
      const response = await estimate(t, {
        items: [{ productId: product.id, quantity: 1 }],
        deliveryMethod: 'TAXI',
        promoCode: testCase.promoCode ? code : undefined,
      });
      assert.equal(response.statusCode, 200);
      const body = response.json();
      assert.equal(body.promoCode !== null, Boolean(testCase.promoCode));
      assert.equal(body.promotion !== null, Boolean(testCase.promotion));
      assert.deepEqual(body.delivery, {
        method: 'TAXI',
        price: testCase.free ? 0 : 2500,
        basePrice: 2500,
        free: testCase.free,
        freeFrom: testCase.settings.freeDelivery === false ? null : threshold,
        withdrawnBy: testCase.withdrawnBy ?? [],
      });
      assert.equal(body.total, body.subtotal - body.discount + body.delivery.price);
    });
  }

  it('uses the settings of the method chosen (INPOST_COURIER has its own)', async () => {
    await clearPromotions(t);
    await setPricedDelivery(t, 'INPOST_COURIER', { ...base, price: 1899, freeDeliveryFrom: 1 });
    const body = (
      await estimate(t, {
        items: [{ productId: plain.id, quantity: 1 }],
        deliveryMethod: 'INPOST_COURIER',
      })
    ).json();
    assert.deepEqual(body.delivery, {
      method: 'INPOST_COURIER',
      price: 0,
      basePrice: 1899,
      free: true,
      freeFrom: 1,
      withdrawnBy: [],
    });
  });

  it('quotes every priced method for the cart: one free, the other withdrawn by the promotion', async () => {
    await clearPromotions(t);
    await addPromotion(t, { type: 'PERCENT', value: 10, minSubtotal: plain.price });
    await setPricedDelivery(t, 'TAXI', { ...base, freeDeliveryFrom: plain.price });
    await setPricedDelivery(t, 'INPOST_COURIER', {
      ...base,
      price: 1899,
      freeDeliveryFrom: 1,
      promotionWithFreeDelivery: true,
    });
    const body = (
      await estimate(t, {
        items: [{ productId: plain.id, quantity: 2 }],
        deliveryMethod: 'LOCAL_PICKUP',
      })
    ).json();
    assert.equal(body.delivery.method, 'LOCAL_PICKUP');
    assert.deepEqual(body.promotion.minSubtotal, plain.price);
    assert.deepEqual(body.pricedDelivery, [
      {
        method: 'TAXI',
        price: 2500,
        basePrice: 2500,
        free: false,
        freeFrom: plain.price,
        withdrawnBy: ['PROMOTION'],
      },
      {
        method: 'INPOST_COURIER',
        price: 0,
        basePrice: 1899,
        free: true,
        freeFrom: 1,
        withdrawnBy: [],
      },
    ]);
    await clearPromotions(t);
  });
});
