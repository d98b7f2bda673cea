import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DEVICE_FAVORITES_MAX } from '@storefront/shared/core';
import { pickProducts, type SeededProduct } from './helpers/orders';
import { createTestApp, type TestApp } from './helpers/test-app';

describe('GET product/cards: the cards of a guest’s favorites kept on the device', () => {
  let t: TestApp;
  let products: SeededProduct[];
  const cards = (query: string) => t.app.inject({ url: `/api/v1/product/cards?${query}` });

  before(async () => {
    t = await createTestApp();
    products = await pickProducts(t, 3, false);
  });
  after(() => t.close());

  it('answers the cards in the order asked, in the language asked, to anyone', async () => {
    const [first, second, third] = products;
    const response = await cards(`lang=ua&ids=${third!.id},${first!.id},${second!.id}`);
    assert.equal(response.statusCode, 200, response.body);
    const body = response.json() as { id: string; name: string; price: number }[];
    assert.deepEqual(
      body.map((card) => card.id),
      [third!.id, first!.id, second!.id],
    );
    assert.equal(body[1]!.name, first!.name.ua);
    assert.equal(body[1]!.price, first!.price);
    assert.equal(response.headers['cache-control'], 'public, no-cache');
    const tags = String(response.headers['x-cache-tags']).split(' ');
    for (const product of products) assert.ok(tags.includes(`product:${product.id}`), tags.join());
    assert.ok(tags.includes('listings'));
  });

  it('leaves out ids that are no product of the shop, and repeated ones', async () => {
    const [first] = products;
    const unknown = '00000000-0000-4000-8000-000000000000';
    const response = await cards(`ids=not-an-id,${unknown},${first!.id},${first!.id}`);
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(
      (response.json() as { id: string }[]).map((card) => card.id),
      [first!.id],
    );
  });

  it('refuses no ids, and more than a device keeps, with ENTITY_BAD_REQUEST', async () => {
    const many = Array.from({ length: DEVICE_FAVORITES_MAX + 1 }, () => products[0]!.id);
    for (const query of ['lang=en', 'ids=', `ids=${many.join(',')}`, 'ids=a,,b']) {
      const response = await cards(query);
      assert.equal(response.statusCode, 400, query);
      assert.equal(response.json().code, 'ENTITY_BAD_REQUEST', query);
    }
  });
});
