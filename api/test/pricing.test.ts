import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { DeliveryMethodSettings } from '@storefront/shared/core';
import {
  bestPromotion,
  discountOn,
  priceOrder,
  quoteDelivery,
  unitPriceOf,
  type PromotionRule,
} from '../src/services/orders/pricing';

const NOW = new Date('2026-11-20T12:00:00Z');
const DAY = 86_400_000;

const rule = (values: Partial<PromotionRule>): PromotionRule => ({
  type: 'PERCENT',
  value: 10,
  minSubtotal: 0,
  active: true,
  startsAt: null,
  endsAt: null,
  ...values,
});

/** A method that costs nothing and promises no free delivery. */
const costsNothing: DeliveryMethodSettings = {
  active: true,
  paymentOptions: ['CASH'],
  price: 0,
  freeDelivery: false,
  freeDeliveryFrom: 0,
  productDiscountWithFreeDelivery: false,
  promoCodeWithFreeDelivery: false,
  promotionWithFreeDelivery: false,
};

const taxi: DeliveryMethodSettings = {
  active: true,
  paymentOptions: ['CASH'],
  price: 2500,
  freeDelivery: true,
  freeDeliveryFrom: 10_000,
  productDiscountWithFreeDelivery: false,
  promoCodeWithFreeDelivery: false,
  promotionWithFreeDelivery: false,
};

describe('pricing', () => {
  it('prices a unit at its discount price when there is one', () => {
    assert.equal(unitPriceOf({ price: 3000, discountPrice: 2490 }), 2490);
    assert.equal(unitPriceOf({ price: 3000, discountPrice: null }), 3000);
  });

  it('floors percentages and caps amounts at what is left', () => {
    assert.equal(discountOn(999, { type: 'PERCENT', value: 10 }), 99);
    assert.equal(discountOn(10_000, { type: 'AMOUNT', value: 1500 }), 1500);
    assert.equal(discountOn(1000, { type: 'AMOUNT', value: 1500 }), 1000);
    assert.equal(discountOn(0, { type: 'PERCENT', value: 50 }), 0);
  });

  it('picks the promotion that takes off the most among those running and reached', () => {
    const rules = [
      rule({ value: 5 }),
      rule({ type: 'AMOUNT', value: 800 }),
      rule({ value: 50, active: false }),
      rule({ value: 40, minSubtotal: 20_001 }),
      rule({ value: 30, startsAt: new Date(NOW.getTime() + DAY) }),
      rule({ value: 30, endsAt: NOW }),
      rule({
        value: 7,
        startsAt: new Date(NOW.getTime() - DAY),
        endsAt: new Date(NOW.getTime() + DAY),
      }),
    ];
    assert.deepEqual(bestPromotion(rules, 20_000, NOW), { rule: rules[6], discount: 1400 });
    assert.deepEqual(bestPromotion(rules, 10_000, NOW), { rule: rules[1], discount: 800 });
    assert.equal(bestPromotion([rule({ minSubtotal: 50_000 })], 49_999, NOW), null);
  });

  it('applies the promotion to the subtotal and the promo code to what is left', () => {
    const priced = priceOrder({
      lines: [
        { price: 4000, discountPrice: null, quantity: 2 },
        { price: 3333, discountPrice: null, quantity: 1 },
      ],
      promotions: [rule({ value: 10 })],
      promoCode: { type: 'PERCENT', value: 15 },
      method: 'TAXI',
      settings: { ...taxi, freeDelivery: false },
      now: NOW,
    });
    assert.deepEqual(priced.lineTotals, [8000, 3333]);
    assert.equal(priced.subtotal, 11_333);
    assert.equal(priced.promotion?.discount, 1133);
    assert.equal(priced.promoCodeDiscount, Math.floor((10_200 * 15) / 100));
    assert.equal(priced.discount, 1133 + 1530);
    assert.equal(priced.total, 11_333 - 2663 + 2500);
  });

  it('never takes a total below zero with an amount code larger than the goods', () => {
    const priced = priceOrder({
      lines: [{ price: 1000, discountPrice: null, quantity: 1 }],
      promotions: [rule({ type: 'AMOUNT', value: 400 })],
      promoCode: { type: 'AMOUNT', value: 5000 },
      method: 'LOCAL_PICKUP',
      settings: { ...costsNothing, active: true, paymentOptions: ['CASH'] },
      now: NOW,
    });
    assert.equal(priced.promotion?.discount, 400);
    assert.equal(priced.promoCodeDiscount, 600);
    assert.equal(priced.total, 0);
  });

  it('charges nothing and names no threshold for a method of price 0 without free delivery', () => {
    const quote = quoteDelivery(
      'INPOST_PARCEL_LOCKER',
      { ...costsNothing, active: true, paymentOptions: ['CASH'] },
      { goodsTotal: 1, hasDiscountedProduct: true, promoCodeApplied: true, promotionApplied: true },
    );
    assert.deepEqual(quote, {
      method: 'INPOST_PARCEL_LOCKER',
      price: 0,
      basePrice: 0,
      free: false,
      freeFrom: null,
      withdrawnBy: [],
    });
  });

  describe('free delivery', () => {
    const plain = {
      goodsTotal: 10_000,
      hasDiscountedProduct: false,
      promoCodeApplied: false,
      promotionApplied: false,
    };
    /** A case: its name, the settings and cart, whether it is free, and the rules withdrawing it. */
    type Case = [string, Partial<DeliveryMethodSettings>, Partial<typeof plain>, boolean, string[]];
    const cases: Case[] = [
      ['at the threshold', {}, {}, true, []],
      ['below the threshold', {}, { goodsTotal: 9999 }, false, []],
      [
        'below the threshold, with a promotion',
        {},
        { goodsTotal: 1, promotionApplied: true },
        false,
        ['PROMOTION'],
      ],
      ['with free delivery off', { freeDelivery: false }, {}, false, []],
      [
        'with a discounted product, not allowed',
        {},
        { hasDiscountedProduct: true },
        false,
        ['PRODUCT_DISCOUNT'],
      ],
      [
        'with a discounted product, allowed',
        { productDiscountWithFreeDelivery: true },
        { hasDiscountedProduct: true },
        true,
        [],
      ],
      ['with a promo code, not allowed', {}, { promoCodeApplied: true }, false, ['PROMO_CODE']],
      [
        'with a promo code, allowed',
        { promoCodeWithFreeDelivery: true },
        { promoCodeApplied: true },
        true,
        [],
      ],
      ['with a promotion, not allowed', {}, { promotionApplied: true }, false, ['PROMOTION']],
      [
        'with a promotion, allowed',
        { promotionWithFreeDelivery: true },
        { promotionApplied: true },
        true,
        [],
      ],
      [
        'with a promotion and a promo code, neither allowed',
        {},
        { promotionApplied: true, promoCodeApplied: true },
        false,
        ['PROMO_CODE', 'PROMOTION'],
      ],
    ];
    for (const [name, settings, cart, free, withdrawnBy] of cases) {
      it(`is ${free ? 'free' : 'charged'} ${name}`, () => {
        const quote = quoteDelivery('TAXI', { ...taxi, ...settings }, { ...plain, ...cart });
        assert.equal(quote.free, free);
        assert.deepEqual(quote.withdrawnBy, withdrawnBy);
        assert.equal(quote.price, free ? 0 : 2500);
        assert.equal(quote.basePrice, 2500);
        assert.equal(quote.freeFrom, settings.freeDelivery === false ? null : 10_000);
      });
    }
  });
});
