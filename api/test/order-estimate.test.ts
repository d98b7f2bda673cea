import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import {
  addPromoCode,
  addPromotion,
  clearPromotions,
  estimate,
  pickProducts,
  productBySlug,
  type SeededProduct,
} from './helpers/orders';
import { seeded } from './helpers/catalog';
import { createTestApp, type TestApp } from './helpers/test-app';

describe('POST /api/v1/order/estimate', () => {
  let t: TestApp;
  let plain: SeededProduct;
  let discounted: SeededProduct;
  const taxi = (items: { productId: string; quantity: number }[], promoCode?: string) =>
    estimate(t, { items, deliveryMethod: 'TAXI', promoCode });

  before(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '1000' });
    [plain] = (await pickProducts(t, 1, false)) as [SeededProduct];
    [discounted] = (await pickProducts(t, 1, true)) as [SeededProduct];
  });
  after(() => t.close());

  it('prices the lines in the language asked, with stock, image and both prices', async () => {
    const response = await estimate(
      t,
      {
        items: [
          { productId: discounted.id, quantity: 2 },
          { productId: plain.id, quantity: 1 },
        ],
        deliveryMethod: 'LOCAL_PICKUP',
      },
      { lang: 'pl' },
    );
    assert.equal(response.statusCode, 200);
    const body = response.json();
    assert.equal(body.currency, 'PLN');
    assert.deepEqual(
      body.lines.map((line: Record<string, unknown>) => [line.name, line.quantity, line.stock]),
      [
        [discounted.name.pl, 2, discounted.stock],
        [plain.name.pl, 1, plain.stock],
      ],
    );
    assert.equal(body.lines[0].unitPrice, discounted.discountPrice);
    assert.equal(body.lines[0].regularPrice, discounted.price);
    assert.equal(body.lines[0].lineTotal, discounted.discountPrice! * 2);
    assert.match(body.lines[0].image, /^\/api\/v1\/images\/products\//);
    assert.equal(body.subtotal, discounted.discountPrice! * 2 + plain.price);
    assert.equal(body.total, body.subtotal);
    assert.deepEqual(body.delivery, {
      method: 'LOCAL_PICKUP',
      price: 0,
      basePrice: 0,
      free: false,
      freeFrom: null,
      withdrawnBy: [],
    });
  });

  it('applies the seeded promotion from PLN 500 only, its rule given with its name', async () => {
    const small = await taxi([{ productId: plain.id, quantity: 1 }]);
    assert.equal(small.json().promotion, null);
    const quantity = Math.ceil(50_000 / plain.price);
    const large = await estimate(
      t,
      { items: [{ productId: plain.id, quantity }], deliveryMethod: 'TAXI' },
      { lang: 'pl' },
    );
    const body = large.json();
    assert.deepEqual(
      { ...body.promotion, discount: undefined },
      { name: 'Duży koszyk', type: 'PERCENT', value: 10, minSubtotal: 50_000, discount: undefined },
    );
    assert.equal(body.promotion.discount, Math.floor((plain.price * quantity) / 10));
  });

  it('reports stock instead of failing on a product out of stock', async () => {
    const sold = seeded.products.find((product) => product.stock === 0)!;
    const { id } = await productBySlug(t, sold.slug);
    const response = await taxi([{ productId: id, quantity: 3 }]);
    assert.equal(response.statusCode, 200);
    assert.equal(response.json().lines[0].stock, 0);
  });

  it('leaves a line the stock cannot cover out of the totals, and names it', async () => {
    const sold = seeded.products.find((product) => product.stock === 0)!;
    const { id, price, discountPrice } = await productBySlug(t, sold.slug);
    const response = await estimate(
      t,
      {
        items: [
          { productId: id, quantity: 2 },
          { productId: plain.id, quantity: 1 },
          { productId: discounted.id, quantity: discounted.stock + 1 },
        ],
        deliveryMethod: 'LOCAL_PICKUP',
      },
      { lang: 'en' },
    );
    assert.equal(response.statusCode, 200);
    const body = response.json();
    assert.deepEqual(body.leftOut, [id, discounted.id]);
    // Each line still tells its own price; the totals count what can be ordered.
    assert.equal(body.lines[0].lineTotal, (discountPrice ?? price) * 2);
    assert.equal(body.subtotal, plain.price);
    assert.equal(body.total, plain.price);
  });

  it('leaves nothing out when the stock covers every line', async () => {
    const body = (await taxi([{ productId: plain.id, quantity: plain.stock }])).json();
    assert.deepEqual(body.leftOut, []);
    assert.equal(body.subtotal, plain.price * plain.stock);
  });

  describe('discounts', () => {
    before(() => clearPromotions(t));

    it('takes a PERCENT promotion off the subtotal, then a PERCENT code off the rest', async () => {
      await addPromotion(t, { type: 'PERCENT', value: 10 });
      const code = await addPromoCode(t, { type: 'PERCENT', value: 15 });
      const body = (await taxi([{ productId: plain.id, quantity: 3 }], code.code)).json();
      const subtotal = plain.price * 3;
      const promotionOff = Math.floor(subtotal / 10);
      const codeOff = Math.floor(((subtotal - promotionOff) * 15) / 100);
      assert.deepEqual(body.promotion, {
        name: 'Test promotion',
        type: 'PERCENT',
        value: 10,
        minSubtotal: 0,
        discount: promotionOff,
      });
      assert.deepEqual(body.promoCode, {
        code: code.code,
        type: 'PERCENT',
        value: 15,
        discount: codeOff,
      });
      assert.equal(body.discount, promotionOff + codeOff);
      assert.equal(body.total, subtotal - promotionOff - codeOff + body.delivery.price);
      await clearPromotions(t);
    });

    it('takes AMOUNT discounts, a code at most what the promotion left', async () => {
      const subtotal = plain.price;
      await addPromotion(t, { type: 'AMOUNT', value: 500 });
      const code = await addPromoCode(t, { type: 'AMOUNT', value: subtotal });
      const body = (
        await taxi([{ productId: plain.id, quantity: 1 }], code.code.toLowerCase())
      ).json();
      assert.equal(body.promotion.discount, 500);
      assert.equal(body.promoCode.discount, subtotal - 500);
      assert.equal(body.discount, subtotal);
      assert.equal(body.total, body.delivery.price);
      await clearPromotions(t);
    });

    it('leaves out a promotion whose minimum the subtotal does not reach', async () => {
      await addPromotion(t, { type: 'AMOUNT', value: 500, minSubtotal: plain.price + 1 });
      const body = (await taxi([{ productId: plain.id, quantity: 1 }])).json();
      assert.equal(body.promotion, null);
      assert.equal(body.discount, 0);
      await clearPromotions(t);
    });
  });

  it('answers 404 PRODUCT_NOT_FOUND naming the products that do not exist', async () => {
    const missing = randomUUID();
    const response = await estimate(t, {
      items: [
        { productId: plain.id, quantity: 1 },
        { productId: missing, quantity: 1 },
      ],
      deliveryMethod: 'TAXI',
    });
    assert.equal(response.statusCode, 404);
    assert.equal(response.json().code, 'PRODUCT_NOT_FOUND');
    assert.deepEqual(response.json().products, [{ id: missing, name: {} }]);
  });

  it('answers 400 ORDER_DELIVERY_METHOD_NOT_ALLOWED for a method the shop does not offer', async () => {
    const response = await estimate(t, {
      items: [{ productId: plain.id, quantity: 1 }],
      deliveryMethod: 'FEDEX_COURIER',
    });
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().code, 'ORDER_DELIVERY_METHOD_NOT_ALLOWED');
  });

  it('answers 400 ENTITY_BAD_REQUEST for an empty cart', async () => {
    const response = await estimate(t, { items: [], deliveryMethod: 'TAXI' });
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().code, 'ENTITY_BAD_REQUEST');
    assert.equal(response.json().fields.items, 'cart_empty');
  });
});
