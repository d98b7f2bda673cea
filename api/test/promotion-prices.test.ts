import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { eq, inArray } from 'drizzle-orm';
import { products, promotionCategories, promotions } from '../src/db/schema';
import type { ShopEvent } from '../src/services/events/bus';
import {
  delayUntilNextRun,
  refreshPromotionPrices,
  startPromotionClock,
} from '../src/services/promotions/price-clock';
import { applyProductPrices } from '../src/services/promotions/product-prices';
import { nextBoundaryAfter } from '../src/services/promotions/repository';
import {
  asStaff,
  categoryWithProducts,
  discountPrices,
  percentOff,
  promotionBody,
} from './helpers/admin';
import { addPromotion, clearPromotions, estimate } from './helpers/orders';
import { signedInUser } from './helpers/users';
import { createTestApp, type TestApp } from './helpers/test-app';

const HOUR = 3_600_000;

/** The next `invalidate` event every process hears (sent once a transaction commits). */
function nextInvalidation(t: TestApp): Promise<string[]> {
  return new Promise((resolve) => {
    const stop = t.app.events.on((event: ShopEvent) => {
      if (event.type !== 'invalidate') return;
      stop();
      resolve(event.tags);
    });
  });
}

describe('the prices promotions of products and categories give', () => {
  let t: TestApp;
  let admin: ReturnType<typeof asStaff>;
  let tea: Awaited<ReturnType<typeof categoryWithProducts>>;

  before(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '1000' });
    admin = asStaff(t, (await signedInUser(t, 'ADMIN')).cookie);
  });
  beforeEach(async () => {
    // Every test starts from the seeded prices: no promotion, each product's own sale price.
    await t.db.delete(promotions);
    await applyProductPrices(t.db, 'all');
    tea = await categoryWithProducts(t, 'tea');
  });
  after(() => t.close());

  it('shows a category promotion running now as its products’ discount prices, on the next request', async () => {
    const own = tea.products.find((product) => product.salePrice !== null)!;
    const plain = tea.products.find((product) => product.salePrice === null)!;
    const created = await admin(
      'POST',
      'admin/promotions',
      promotionBody({ scope: 'CATEGORIES', categoryIds: [tea.id], value: 20 }),
    );
    assert.equal(created.statusCode, 201, created.body);
    const tags = String(created.headers['x-storefront-invalidate']).split(' ');
    assert.ok(tags.includes('listings'));
    assert.ok(tags.includes(`product:${plain.id}`));

    const prices = await discountPrices(
      t,
      tea.products.map((product) => product.id),
    );
    for (const product of tea.products) {
      const promoted = percentOff(product.price, 20);
      // The lowest of the product's own discount and the promotion's price.
      const expected = Math.min(product.salePrice ?? Infinity, promoted);
      assert.equal(prices.get(product.id), expected, product.slug);
    }
    const page = await t.app.inject({ url: `/api/v1/product/${plain.slug}?lang=en` });
    assert.equal(page.json().discountPrice, percentOff(plain.price, 20));
    const discounts = await t.app.inject({ url: '/api/v1/product/discount?lang=en&limit=100' });
    const listed = discounts.json().items.map((item: { slug: string }) => item.slug);
    assert.ok(listed.includes(plain.slug), 'the discounts listing has it');
    const quote = await estimate(t, {
      items: [{ productId: plain.id, quantity: 1 }],
      deliveryMethod: 'LOCAL_PICKUP',
    });
    assert.equal(quote.json().lines[0].unitPrice, percentOff(plain.price, 20));
    assert.equal(quote.json().promotion, null);
    assert.ok(own.salePrice! < own.price);
  });

  it('keeps the own sale price when it is lower, and gives it back when the promotion ends', async () => {
    const own = tea.products.find((product) => product.salePrice !== null)!;
    const created = (
      await admin(
        'POST',
        'admin/promotions',
        promotionBody({ scope: 'PRODUCTS', productIds: [own.id], type: 'AMOUNT', value: 1 }),
      )
    ).json();
    // One grosz off is above the own sale price: the sale price stays, nothing changed.
    assert.equal((await discountPrices(t, [own.id])).get(own.id), own.salePrice);
    const deeper = await admin('PUT', `admin/promotions/${created.id}`, {
      ...promotionBody({
        name: created.name,
        scope: 'PRODUCTS',
        productIds: [own.id],
        type: 'PERCENT',
        value: 90,
      }),
      version: 1,
    });
    assert.equal(deeper.statusCode, 200);
    assert.equal((await discountPrices(t, [own.id])).get(own.id), percentOff(own.price, 90));
    const ended = await admin('PUT', `admin/promotions/${created.id}`, {
      ...promotionBody({
        name: created.name,
        scope: 'PRODUCTS',
        productIds: [own.id],
        value: 90,
        endsAt: new Date(Date.now() - 1000).toISOString(),
        startsAt: new Date(Date.now() - HOUR).toISOString(),
      }),
      version: 2,
    });
    assert.equal(ended.statusCode, 200, ended.body);
    assert.equal(ended.json().state, 'ENDED');
    assert.equal((await discountPrices(t, [own.id])).get(own.id), own.salePrice);
    assert.match(String(ended.headers['x-storefront-invalidate']), new RegExp(own.id));
  });

  it('reprices what a promotion named before when its targets change', async () => {
    const [first, second] = tea.products.filter((product) => product.salePrice === null);
    const created = (
      await admin(
        'POST',
        'admin/promotions',
        promotionBody({ scope: 'PRODUCTS', productIds: [first!.id], value: 30 }),
      )
    ).json();
    const moved = await admin('PUT', `admin/promotions/${created.id}`, {
      ...promotionBody({
        name: created.name,
        scope: 'PRODUCTS',
        productIds: [second!.id],
        value: 30,
      }),
      version: 1,
    });
    assert.equal(moved.statusCode, 200);
    assert.deepEqual(
      moved.json().products.map((product: { id: string }) => product.id),
      [second!.id],
    );
    const prices = await discountPrices(t, [first!.id, second!.id]);
    assert.equal(prices.get(first!.id), null);
    assert.equal(prices.get(second!.id), percentOff(second!.price, 30));
    const tags = String(moved.headers['x-storefront-invalidate']).split(' ');
    assert.ok(tags.includes(`product:${first!.id}`) && tags.includes(`product:${second!.id}`));
  });

  it('never takes a price to nothing or up: an amount stops at 1, a percentage too small gives none', async () => {
    const [product] = tea.products.filter((candidate) => candidate.salePrice === null);
    await admin(
      'POST',
      'admin/promotions',
      promotionBody({
        scope: 'PRODUCTS',
        productIds: [product!.id],
        type: 'AMOUNT',
        value: 10 ** 9,
      }),
    );
    assert.equal((await discountPrices(t, [product!.id])).get(product!.id), 1);
    await t.db.delete(promotions);
    // 1% of a price under 100 grosze is less than a grosz: the price stays whole.
    await t.db.update(products).set({ price: 99 }).where(eq(products.id, product!.id));
    await admin(
      'POST',
      'admin/promotions',
      promotionBody({ scope: 'PRODUCTS', productIds: [product!.id], value: 1 }),
    );
    assert.equal((await discountPrices(t, [product!.id])).get(product!.id), null);
    await t.db.update(products).set({ price: product!.price }).where(eq(products.id, product!.id));
  });

  describe('over time', () => {
    const start = new Date('2031-03-01T08:00:00Z');
    const end = new Date('2031-03-08T08:00:00Z');

    it('starts and ends a promotion’s prices when its period does, and tells every process', async () => {
      const plain = tea.products.filter((product) => product.salePrice === null);
      await addPromotion(t, {
        scope: 'CATEGORIES',
        value: 25,
        startsAt: start,
        endsAt: end,
      }).then((row) =>
        t.db.insert(promotionCategories).values({ promotionId: row.id, categoryId: tea.id }),
      );
      const ids = plain.map((product) => product.id);
      const before = await refreshPromotionPrices(t.db, t.app.events, {
        since: new Date(start.getTime() - 2 * HOUR),
        now: new Date(start.getTime() - HOUR),
      });
      assert.deepEqual(before, [], 'nothing changes before it starts');
      assert.deepEqual(await nextBoundaryAfter(t.db, new Date(start.getTime() - HOUR)), start);

      const heard = nextInvalidation(t);
      const started = await refreshPromotionPrices(t.db, t.app.events, {
        since: new Date(start.getTime() - HOUR),
        now: new Date(start.getTime() + 1000),
      });
      // Every product the promotion gives a price below its own discount (if any).
      const lowered = tea.products.filter(
        (product) => percentOff(product.price, 25) < (product.salePrice ?? Infinity),
      );
      assert.ok(lowered.length > plain.length, 'some discounted products get lower still');
      assert.deepEqual(new Set(started), new Set(lowered.map((product) => product.id)));
      const tags = await heard;
      assert.ok(tags.includes('listings') && tags.includes(`product:${ids[0]}`));
      for (const product of plain)
        assert.equal(
          (await discountPrices(t, [product.id])).get(product.id),
          percentOff(product.price, 25),
        );
      assert.deepEqual(await nextBoundaryAfter(t.db, new Date(start.getTime() + 1000)), end);

      const ended = await refreshPromotionPrices(t.db, t.app.events, {
        since: new Date(start.getTime() + 1000),
        now: new Date(end.getTime() + 1000),
      });
      assert.equal(ended.length, lowered.length);
      const prices = await discountPrices(
        t,
        tea.products.map((product) => product.id),
      );
      for (const product of tea.products) assert.equal(prices.get(product.id), product.salePrice);
      assert.equal(await nextBoundaryAfter(t.db, new Date(end.getTime() + 1000)), null);
    });

    it('covers every product on a process’s first run, and only the period’s products after', async () => {
      const coffee = await categoryWithProducts(t, 'coffee');
      const stray = coffee.products.find((product) => product.salePrice === null)!;
      // A price left wrong (as by a process that died mid-change): the first run sets it right.
      await t.db.update(products).set({ discountPrice: 1 }).where(eq(products.id, stray.id));
      const later = await refreshPromotionPrices(t.db, t.app.events, {
        since: new Date(Date.now() - HOUR),
        now: new Date(),
      });
      assert.deepEqual(later, [], 'a run after the first looks at the periods only');
      const first = await refreshPromotionPrices(t.db, t.app.events, {
        since: null,
        now: new Date(),
      });
      assert.deepEqual(first, [stray.id]);
    });

    it('waits the interval, or until the next boundary when it comes sooner', () => {
      const now = new Date('2031-03-01T07:59:50Z');
      assert.equal(delayUntilNextRun(now, null, 30_000), 30_000);
      assert.equal(delayUntilNextRun(now, start, 30_000), 10_050);
      assert.equal(delayUntilNextRun(now, new Date('2031-03-01T09:00:00Z'), 30_000), 30_000);
      assert.equal(delayUntilNextRun(now, new Date('2031-03-01T07:00:00Z'), 30_000), 0);
    });

    it('runs by itself once started: its first run sets every price right and says so', async () => {
      const [stray] = tea.products.filter((product) => product.salePrice === null);
      await t.db.update(products).set({ discountPrice: 2 }).where(eq(products.id, stray!.id));
      const heard = nextInvalidation(t);
      const clock = startPromotionClock(
        t.handle,
        t.app.events,
        { info() {}, error() {} },
        {
          intervalMs: 3_600_000,
        },
      );
      try {
        assert.deepEqual(await heard, ['listings', `product:${stray!.id}`]);
        const [row] = await t.db
          .select({ discountPrice: products.discountPrice })
          .from(products)
          .where(inArray(products.id, [stray!.id]));
        assert.equal(row?.discountPrice, null);
      } finally {
        await clock.stop();
      }
    });
  });

  it('leaves the seeded order promotion to checkout: it gives no product a price', async () => {
    await clearPromotions(t);
    await addPromotion(t, { scope: 'ORDER', value: 50 });
    assert.deepEqual(await applyProductPrices(t.db, 'all'), []);
  });
});
