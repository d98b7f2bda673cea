import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  CURRENCIES,
  DELIVERY_METHODS,
  LANGUAGES,
  WEEKDAYS,
  fillSeoPlaceholders,
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

  it("describes every category grammatically: nothing in the sentence agrees with the category's name", async () => {
    // What a search result or a link preview shows of a category listing, by language: the name,
    // then words that fit a name of any gender and number.
    const expected = {
      pl: {
        names: [
          'Kawa',
          'Herbata',
          'Sprzęt do parzenia',
          'Filiżanki i kubki',
          'Słodycze',
          'Kuchnia',
          'Zestawy prezentowe',
          'Akcesoria',
        ],
        rest: ' w Verde Market: każdy produkt sami wypróbowaliśmy i wybraliśmy. Szybka dostawa w Polsce i za granicę.',
      },
      ru: {
        names: [
          'Кофе',
          'Чай',
          'Оборудование для заваривания',
          'Чашки и кружки',
          'Сладости',
          'Кухня',
          'Подарочные наборы',
          'Аксессуары',
        ],
        rest: ' в Verde Market: каждый товар мы сами попробовали и отобрали. Быстрая доставка по Польше и за границу.',
      },
      ua: {
        names: [
          'Кава',
          'Чай',
          'Обладнання для заварювання',
          'Чашки й горнята',
          'Солодощі',
          'Кухня',
          'Подарункові набори',
          'Аксесуари',
        ],
        rest: ' у Verde Market: кожен товар ми самі випробували й відібрали. Швидка доставка Польщею та за кордон.',
      },
      en: {
        names: [
          'Coffee',
          'Tea',
          'Brewing equipment',
          'Cups & mugs',
          'Sweets',
          'Kitchen',
          'Gift sets',
          'Accessories',
        ],
        rest: ' at Verde Market: every product tried and chosen by us. Fast delivery across Poland and abroad.',
      },
    } as const;
    for (const lang of LANGUAGES) {
      const response = await t.app.inject({ method: 'GET', url: `/api/v1/category?lang=${lang}` });
      const names = (response.json() as { name: string }[]).map((category) => category.name);
      assert.deepEqual(names.toSorted(), [...expected[lang].names].sort());
      for (const name of names) {
        const description = fillSeoPlaceholders(
          store.seo.category.description[lang] ?? '',
          { category: name },
          store.mainInfo.name,
        );
        assert.equal(description, name + expected[lang].rest);
      }
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
