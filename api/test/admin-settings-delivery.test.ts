import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { StoreDelivery } from '@storefront/shared/core';
import { eq } from 'drizzle-orm';
import { stores } from '../src/db/schema';
import { asStaff, auditOf } from './helpers/admin';
import { clearPromotions, estimate, pickProducts } from './helpers/orders';
import { signedInUser } from './helpers/users';
import { createTestApp, type TestApp } from './helpers/test-app';

type Settings = { section: StoreDelivery; version: number };

/** DPD's courier free from 200 zł (else 14.99 zł), to Poland and Germany. */
const freeDpd = (delivery: StoreDelivery): StoreDelivery => ({
  ...delivery,
  DPD_COURIER: {
    ...delivery.DPD_COURIER,
    active: true,
    price: 1499,
    freeDelivery: true,
    freeDeliveryFrom: 20_000,
    productDiscountWithFreeDelivery: true,
    promoCodeWithFreeDelivery: true,
    promotionWithFreeDelivery: true,
    countries: ['PL', 'DE'],
  },
});

describe('the delivery settings in the back office', () => {
  let t: TestApp;
  let admin: ReturnType<typeof asStaff>;
  let owner: ReturnType<typeof asStaff>;
  let adminEmail: string;

  before(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '1000' });
    const signedIn = await signedInUser(t, 'ADMIN');
    adminEmail = signedIn.email;
    admin = asStaff(t, signedIn.cookie);
    owner = asStaff(t, (await signedInUser(t, 'OWNER')).cookie);
    await clearPromotions(t);
  });
  after(() => t.close());

  const read = async (): Promise<Settings> => {
    const response = await admin('GET', 'admin/settings/delivery');
    assert.equal(response.statusCode, 200, response.body);
    return response.json();
  };

  it('reads every method with its price rules at version 1, without the other sections', async () => {
    const settings = await read();
    assert.equal(settings.version, 1);
    assert.equal(Object.keys(settings.section).length, 10);
    // Seeded without a price of its own: the rules of a method that costs nothing.
    assert.equal(settings.section.DPD_COURIER.price, 0);
    assert.equal(settings.section.DPD_COURIER.freeDelivery, false);
    assert.deepEqual(settings.section.DPD_COURIER.countries, ['PL', 'CZ', 'SK', 'DE', 'LT']);
    assert.equal(settings.section.TAXI.price, 2500);
    assert.equal('mainInfo' in settings, false);
  });

  it('saves the section, raises its version, records it and tells the storefront', async () => {
    const { section, version } = await read();
    const saved = await admin('PUT', 'admin/settings/delivery', {
      section: freeDpd(section),
      version,
    });
    assert.equal(saved.statusCode, 200, saved.body);
    assert.equal(saved.json().version, version + 1);
    assert.deepEqual(saved.json().section, freeDpd(section));
    assert.deepEqual(
      saved.headers['x-storefront-invalidate']?.toString().split(' '),
      ['store'],
      'the pages that read the store are dropped',
    );
    assert.deepEqual(await read(), saved.json());

    const publicStore = (await t.app.inject({ method: 'GET', url: '/api/v1/store' })).json();
    assert.deepEqual(publicStore.delivery.DPD_COURIER, freeDpd(section).DPD_COURIER);
    assert.equal('sectionVersions' in publicStore, false, 'the versions stay in the back office');

    const [entry] = await auditOf(t, 'store', 'delivery');
    assert.equal(entry?.action, 'store.delivery.update');
    assert.equal(entry?.actorEmail, adminEmail);
    assert.equal(entry?.version, version + 1);
    assert.deepEqual(entry?.before, section);
    assert.deepEqual(entry?.after, freeDpd(section));
  });

  it('prices the checkout by the saved rules: free from the threshold, charged below it', async () => {
    const [product] = await pickProducts(t, 1, false);
    const quote = async (quantity: number) => {
      const response = await estimate(t, {
        items: [{ productId: product!.id, quantity }],
        deliveryMethod: 'DPD_COURIER',
      });
      assert.equal(response.statusCode, 200, response.body);
      return response.json();
    };
    const price: number = (await quote(1)).lines[0].unitPrice;
    const reaching = Math.ceil(20_000 / price);
    const free = await quote(reaching);
    assert.ok(free.subtotal - free.discount >= 20_000);
    assert.deepEqual(
      { price: free.delivery.price, free: free.delivery.free, freeFrom: free.delivery.freeFrom },
      { price: 0, free: true, freeFrom: 20_000 },
    );
    assert.ok(
      free.pricedDelivery.some((quoted: { method: string }) => quoted.method === 'DPD_COURIER'),
      'the mini cart hears of it with the other priced methods',
    );
    if (reaching > 1) {
      const charged = (await quote(reaching - 1)).delivery;
      assert.equal(charged.free, false);
      assert.equal(charged.price, 1499);
      assert.equal(charged.freeFrom, 20_000);
    }
  });

  it('refuses a stale form with what changed since, who and when, and writes nothing', async () => {
    const { section, version } = await read();
    const first = await owner('PUT', 'admin/settings/delivery', {
      section: { ...section, TAXI: { ...section.TAXI, price: 2900 } },
      version,
    });
    assert.equal(first.statusCode, 200, first.body);
    const stale = await admin('PUT', 'admin/settings/delivery', {
      section: { ...section, DHL_COURIER: { ...section.DHL_COURIER, active: false } },
      version,
    });
    assert.equal(stale.statusCode, 409);
    assert.equal(stale.json().code, 'ENTITY_ACTION_NOT_ALLOWED');
    const { conflict } = stale.json();
    assert.equal(conflict.version, version + 1);
    assert.deepEqual(conflict.fields, ['TAXI.price']);
    assert.equal(conflict.changedBy.role, 'OWNER');
    assert.ok(Date.parse(conflict.changedAt) > Date.now() - 60_000);
    const now = await read();
    assert.equal(now.section.DHL_COURIER.active, true, 'nothing of the refused save');
    assert.equal(now.section.TAXI.price, 2900);
  });

  it("keeps each section's version apart: another section's save is no conflict", async () => {
    const { section, version } = await read();
    await t.db
      .update(stores)
      .set({ sectionVersions: { delivery: version, schedule: 7 } })
      .where(eq(stores.id, (await t.db.select({ id: stores.id }).from(stores))[0]!.id));
    const saved = await admin('PUT', 'admin/settings/delivery', { section, version });
    assert.equal(saved.statusCode, 200, saved.body);
    const [row] = await t.db.select({ versions: stores.sectionVersions }).from(stores);
    assert.deepEqual(row?.versions, { delivery: version + 1, schedule: 7 });
  });

  it('refuses what the shop cannot offer, beside its field, and writes nothing', async () => {
    const { section, version } = await read();
    const refusals: [StoreDelivery, string][] = [
      [{ ...section, TAXI: { ...section.TAXI, freeDeliveryFrom: -1 } }, 'TAXI.freeDeliveryFrom'],
      [{ ...section, TAXI: { ...section.TAXI, price: 12.5 } }, 'TAXI.price'],
      [
        {
          ...section,
          DPD_COURIER: { ...section.DPD_COURIER, countries: ['PL', 'QQ' as 'PL'] },
        },
        'DPD_COURIER.countries.1',
      ],
      [
        { ...section, DHL_COURIER: { ...section.DHL_COURIER, countries: ['PL', 'PL'] } },
        'DHL_COURIER.countries',
      ],
      [
        { ...section, LOCAL_PICKUP: { ...section.LOCAL_PICKUP, paymentOptions: [] } },
        'LOCAL_PICKUP.paymentOptions',
      ],
      [
        {
          ...section,
          LOCAL_PICKUP: { ...section.LOCAL_PICKUP, paymentOptions: ['GOLD' as 'CASH'] },
        },
        'LOCAL_PICKUP.paymentOptions.0',
      ],
    ];
    for (const [delivery, field] of refusals) {
      const refused = await admin('PUT', 'admin/settings/delivery', { section: delivery, version });
      assert.equal(refused.statusCode, 400, `${field}: ${refused.body}`);
      assert.equal(refused.json().code, 'ENTITY_BAD_REQUEST');
      assert.ok(refused.body.includes(field), `${field} is named: ${refused.body}`);
    }
    const { TAXI: _taxi, ...withoutTaxi } = section;
    const missing = await admin('PUT', 'admin/settings/delivery', {
      section: withoutTaxi,
      version,
    });
    assert.equal(missing.statusCode, 400);
    const unknown = await admin('PUT', 'admin/settings/delivery', {
      section: { ...section, PIGEON: section.LOCAL_PICKUP },
      version,
    });
    assert.equal(unknown.statusCode, 400);
    assert.deepEqual(await read(), { section, version });
  });

  it('lets an inactive method go without payment options', async () => {
    const { section, version } = await read();
    const saved = await admin('PUT', 'admin/settings/delivery', {
      section: {
        ...section,
        FEDEX_COURIER: { ...section.FEDEX_COURIER, active: false, paymentOptions: [] },
      },
      version,
    });
    assert.equal(saved.statusCode, 200, saved.body);
  });
});
