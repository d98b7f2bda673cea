import { DELIVERY_METHODS, PAYMENT_METHODS } from '../contracts/enums';
import { ERROR_CODES, ERROR_STATUSES } from '../contracts/errors';
import { LANGUAGES } from '../contracts/languages';
import { ORDER_STATUSES } from '../contracts/order';
import { ROUTES } from '../routing/routes';
import { wrongUkrainianApostrophes } from './apostrophe';
import { missingTranslations } from './completeness';
import * as en from './locales/en';
import * as pl from './locales/pl';
import * as ru from './locales/ru';
import * as ua from './locales/ua';
import enOrderTexts from './locales/en/orders.json';
import plOrderTexts from './locales/pl/orders.json';
import ruOrderTexts from './locales/ru/orders.json';
import uaOrderTexts from './locales/ua/orders.json';
import enPaymentDetails from './locales/en/payment-details.json';
import plPaymentDetails from './locales/pl/payment-details.json';
import ruPaymentDetails from './locales/ru/payment-details.json';
import uaPaymentDetails from './locales/ua/payment-details.json';

const bundles = { en, pl, ru, ua };
const orderTexts = { en: enOrderTexts, pl: plOrderTexts, ru: ruOrderTexts, ua: uaOrderTexts };
const paymentDetails = {
  en: enPaymentDetails,
  pl: plPaymentDetails,
  ru: ruPaymentDetails,
  ua: uaPaymentDetails,
};

describe('the shared namespaces', () => {
  it.each(['common', 'server_error'] as const)(
    '%s has every key in every language',
    (namespace) => {
      expect(
        missingTranslations(Object.fromEntries(LANGUAGES.map((l) => [l, bundles[l][namespace]]))),
      ).toEqual([]);
    },
  );

  it('server_error has a title for every status and a text for every error code of the catalogue', () => {
    for (const lang of LANGUAGES) {
      const texts = bundles[lang].server_error as Record<string, string>;
      for (const key of [...ERROR_STATUSES.map(String), ...ERROR_CODES, 'noCode', 'generic']) {
        expect([lang, key, Boolean(texts[key])]).toEqual([lang, key, true]);
      }
    }
  });

  it('common names every route', () => {
    for (const lang of LANGUAGES) {
      // Routes in a layout of their own (the back office's) are named by their own team.
      for (const route of ROUTES.filter((candidate) => !candidate.layout))
        expect((bundles[lang].common.routes as Record<string, string>)[route.name]).toBeTruthy();
    }
  });
});

describe('the order texts (the checkout, the profile and the API’s emails)', () => {
  it('are complete in every language', () => {
    expect(missingTranslations(orderTexts)).toEqual([]);
    expect(missingTranslations(paymentDetails)).toEqual([]);
  });

  it('name every delivery method, payment method and order status, and a restored order', () => {
    for (const lang of LANGUAGES) {
      const names = orderTexts[lang] as Record<string, Record<string, string>>;
      expect(Object.keys(names.delivery_methods!)).toEqual([...DELIVERY_METHODS]);
      expect(Object.keys(names.payment_methods!)).toEqual([...PAYMENT_METHODS]);
      // A step back to NEW is a cancelled order restored (see historyStepName).
      expect(Object.keys(names.statuses!)).toEqual([...ORDER_STATUSES, 'RESTORED']);
    }
  });
});

describe('the Ukrainian texts', () => {
  it("write the Ukrainian apostrophe ʼ, never ' or ’", () => {
    expect(
      wrongUkrainianApostrophes({
        ...ua,
        orderTexts: uaOrderTexts,
        paymentDetails: uaPaymentDetails,
      }),
    ).toEqual([]);
  });

  it('are checked for every mark mistaken for the apostrophe', () => {
    expect(
      wrongUkrainianApostrophes({ a: "Ім'я", b: { c: 'Звʼязок', d: ['пам’ять'] }, e: 'Кур‘єр' }),
    ).toEqual(["a: …Ім'я…", 'b.d.0: …пам’ять…', 'e: …Кур‘єр…']);
  });
});

describe('missingTranslations', () => {
  it('reports keys missing in a language and empty texts', () => {
    expect(
      missingTranslations({
        en: { a: 'A', b: { c: 'C' } },
        pl: { a: 'A' },
        ru: { a: '', b: { c: 'C' } },
        ua: { a: 'A', b: { c: 'C' } },
      }),
    ).toEqual(['pl: b.c is missing', 'ru: a is empty']);
  });
});
