import { ERROR_CODES, ERROR_STATUSES } from '../contracts/errors';
import { LANGUAGES } from '../contracts/languages';
import { ROUTES } from '../routing/routes';
import { missingTranslations } from './completeness';
import * as en from './locales/en';
import * as pl from './locales/pl';
import * as ru from './locales/ru';
import * as ua from './locales/ua';

const bundles = { en, pl, ru, ua };

describe('the shared namespaces', () => {
  it.each(['common', 'server_error'] as const)(
    '%s has every key in every language',
    (namespace) => {
      expect(
        missingTranslations(Object.fromEntries(LANGUAGES.map((l) => [l, bundles[l][namespace]]))),
      ).toEqual([]);
    },
  );

  it('server_error has a title for every status and a text for every error code of the spec', () => {
    for (const lang of LANGUAGES) {
      const texts = bundles[lang].server_error as Record<string, string>;
      for (const key of [...ERROR_STATUSES.map(String), ...ERROR_CODES, 'noCode', 'generic']) {
        expect([lang, key, Boolean(texts[key])]).toEqual([lang, key, true]);
      }
    }
  });

  it('common names every route', () => {
    for (const lang of LANGUAGES) {
      for (const route of ROUTES) expect(bundles[lang].common.routes[route.name]).toBeTruthy();
    }
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
