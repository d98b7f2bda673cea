import { LANGUAGES } from '../contracts/languages';
import {
  ROUTES,
  isRealPage,
  languageOfPath,
  localePath,
  matchRoute,
  switchLanguagePath,
} from './routes';

describe('localePath', () => {
  it('prefixes every route with the language', () => {
    expect(localePath('contact-us', {}, 'pl')).toBe('/pl/contact-us');
    expect(localePath('profile-promo-codes', {}, 'ua')).toBe('/ua/profile/promo-codes');
    expect(localePath('catalog-latest-arrivals', {}, 'ru')).toBe('/ru/catalog/latest-arrivals');
  });

  it('gives the language root for the home route and defaults to English', () => {
    expect(localePath('home', {}, 'ru')).toBe('/ru');
    expect(localePath('home')).toBe('/en');
  });

  it('lowercases the category segment but keeps the product slug as given', () => {
    expect(localePath('catalog-category', { category: 'Gift-Sets' }, 'en')).toBe(
      '/en/catalog/gift-sets',
    );
    expect(localePath('product', { category: 'TEA', slug: 'Sencha-Kyoto' }, 'pl')).toBe(
      '/pl/catalog/tea/Sencha-Kyoto',
    );
  });

  it('encodes parameters', () => {
    expect(localePath('catalog-category', { category: 'kawa ziarnista' }, 'pl')).toBe(
      '/pl/catalog/kawa%20ziarnista',
    );
  });

  it('resolves an unknown route name to the not-found route', () => {
    expect(localePath('no-such-route', {}, 'pl')).toBe('/pl/404');
  });

  it('refuses a missing parameter', () => {
    expect(() => localePath('product', { category: 'tea' }, 'en')).toThrow(
      'Missing route parameter "slug"',
    );
  });

  it('has the 19 routes of the storefront and those of the back office', () => {
    expect(ROUTES.filter((route) => route.owner !== 'admin')).toHaveLength(19);
  });
});

describe('matchRoute', () => {
  it('matches every route in every language, and localePath round-trips', () => {
    for (const lang of LANGUAGES) {
      for (const route of ROUTES) {
        // Each of the route's parameters filled (an id for those the back office's pages take).
        const params = Object.fromEntries(
          route.path
            .split('/')
            .filter((segment) => segment.startsWith(':'))
            .map((segment) => segment.slice(1))
            .map((name) => [name, { category: 'tea', slug: 'sencha' }[name] ?? `${name}-1`]),
        );
        const path = localePath(route.name, params, lang);
        const match = matchRoute(path);
        expect(match?.route.name).toBe(route.name);
        expect(match?.lang).toBe(lang);
      }
    }
  });

  it('prefers static catalog pages over a category named like them', () => {
    expect(matchRoute('/en/catalog/featured')?.route.name).toBe('catalog-featured');
    expect(matchRoute('/en/catalog/coffee')?.params).toEqual({ category: 'coffee' });
  });

  it('matches nothing without a known language or for unknown paths', () => {
    expect(matchRoute('/contact-us')).toBeNull();
    expect(matchRoute('/de/contact-us')).toBeNull();
    expect(matchRoute('/en/contact-us/extra')).toBeNull();
  });

  it('tolerates a trailing slash and decodes parameters', () => {
    expect(matchRoute('/pl/')?.route.name).toBe('home');
    expect(matchRoute('/pl/catalog/kawa%20ziarnista')?.params).toEqual({
      category: 'kawa ziarnista',
    });
  });
});

describe('isRealPage', () => {
  it('is a routed page, neither a path of no route nor the not-found route', () => {
    expect(isRealPage(matchRoute('/pl/catalog/tea'))).toBe(true);
    expect(isRealPage(matchRoute('/pl'))).toBe(true);
    expect(isRealPage(matchRoute('/pl/404'))).toBe(false);
    expect(isRealPage(matchRoute('/pl/no/such/page'))).toBe(false);
    expect(isRealPage(null)).toBe(false);
  });
});

describe('language of a path', () => {
  it('reads the prefix', () => {
    expect(languageOfPath('/ua/contact-us')).toBe('ua');
    expect(languageOfPath('/contact-us')).toBeNull();
  });

  it('switches the language and keeps the page', () => {
    expect(switchLanguagePath('/en/terms-and-conditions', 'pl')).toBe('/pl/terms-and-conditions');
    expect(switchLanguagePath('/en', 'ru')).toBe('/ru');
    expect(switchLanguagePath('/contact-us', 'ua')).toBe('/ua/contact-us');
  });
});
