import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  CURRENCIES,
  DELIVERY_METHODS,
  LANGUAGES,
  WEEKDAYS,
  type PublicStore,
} from '@storefront/shared/core';
import { createTestApp, type TestApp } from './helpers/test-app';

describe('GET /api/v1/store', () => {
  let t: TestApp;
  let store: PublicStore;
  before(async () => {
    t = await createTestApp();
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/store' });
    assert.equal(response.statusCode, 200);
    store = response.json();
  });
  after(() => t.close());

  it('answers the full public store configuration', () => {
    for (const key of [
      'contactInfo',
      'currency',
      'delivery',
      'discount',
      'integrations',
      'mainInfo',
      'navigationBar',
      'pagesContent',
      'seo',
      'slides',
      'schedule',
    ]) {
      assert.ok(key in store, `${key} is missing`);
    }
    assert.equal(store.mainInfo.name, 'Verde Market');
    assert.match(store.id, /^[0-9a-f-]{36}$/);
  });

  it('has PLN as main currency, EUR, UAH and USD active and CZK inactive, with rates', () => {
    assert.equal(store.mainInfo.currencyCode, 'PLN');
    assert.deepEqual(Object.keys(store.currency).sort(), [...CURRENCIES].sort());
    for (const code of ['PLN', 'EUR', 'UAH', 'USD'] as const)
      assert.equal(store.currency[code]?.active, true);
    assert.equal(store.currency.CZK?.active, false);
    assert.equal(store.currency.PLN?.rate, 1);
    assert.ok((store.currency.EUR?.rate ?? 0) > 0);
  });

  it('configures all ten delivery methods with their payment options and own fields', () => {
    assert.deepEqual(Object.keys(store.delivery).sort(), [...DELIVERY_METHODS].sort());
    for (const method of DELIVERY_METHODS)
      assert.ok(Array.isArray(store.delivery[method].paymentOptions));
    assert.equal(typeof store.delivery.TAXI.freeDeliveryFrom, 'number');
    assert.equal(typeof store.delivery.INPOST_COURIER.promoCodeWithFreeDelivery, 'boolean');
    assert.deepEqual(store.delivery.INPOST_PARCEL_LOCKER.countries, ['PL']);
    assert.ok(store.delivery.DHL_COURIER.countries.includes('UA'));
  });

  it('gives home texts, SEO and the description in every storefront language', () => {
    for (const lang of LANGUAGES) {
      assert.ok(store.mainInfo.description[lang]);
      assert.ok(store.seo.general.title[lang]);
      assert.ok(store.pagesContent.homeInfoBlock.delivery.title[lang]);
      assert.ok(store.pagesContent.homeCTA.actionText[lang]);
    }
  });

  it('serves slide images as URLs under /api/v1/images and a schedule for every weekday', () => {
    assert.ok(store.slides.length >= 3);
    for (const slide of store.slides) assert.match(slide.image, /^\/api\/v1\/images\/slides\//);
    assert.deepEqual(Object.keys(store.schedule), [...WEEKDAYS]);
    assert.equal(store.schedule.SUNDAY.isActive, false);
    assert.deepEqual(store.schedule.MONDAY.timeInterval, { startTime: 540, endTime: 1080 });
  });

  it('has the registration discount settings', () => {
    assert.deepEqual(store.discount.registration, {
      enabled: true,
      value: 10,
      amountOfCodes: 2,
      type: 'PERCENT',
    });
  });
});
