import { DEFAULT_PUBLIC_STORE } from '../contracts/default-store';
import type { PublicStore } from '../contracts/store';
import { computeHead, fillSeoPlaceholders } from './head';

const store: PublicStore = {
  ...DEFAULT_PUBLIC_STORE,
  mainInfo: { ...DEFAULT_PUBLIC_STORE.mainInfo, name: 'Verde Market', languageCode: 'pl' },
  seo: {
    ...DEFAULT_PUBLIC_STORE.seo,
    general: {
      title: { en: 'Coffee {separator} {site-name}', pl: 'Kawa {separator} {site-name}' },
      description: { pl: 'Opis sklepu' },
      index: true,
      follow: true,
    },
  },
};

const context = {
  store,
  lang: 'en' as const,
  homeTitle: 'Online shop',
  homeDescription: 'Home description',
};

describe('computeHead', () => {
  it('prefers the explicit title, optionally prefixed with the store name and a pipe', () => {
    expect(computeHead({ title: 'Contact' }, context).title).toBe('Contact');
    expect(computeHead({ title: 'Contact', websitePrefix: true }, context).title).toBe(
      'Verde Market | Contact',
    );
  });

  it("falls back to the store's general title in the page language, then the store name and the home title", () => {
    expect(computeHead({}, context).title).toBe('Coffee | Verde Market');
    expect(computeHead({}, { ...context, lang: 'ru' }).title).toBe('Kawa | Verde Market');
    const bare = { ...store, seo: { ...store.seo, general: { ...store.seo.general, title: {} } } };
    expect(computeHead({}, { ...context, store: bare }).title).toBe('Verde Market | Online shop');
  });

  it("falls back from the explicit description to the store's, then to the translated home description", () => {
    expect(computeHead({ description: 'Own' }, context).description).toBe('Own');
    expect(computeHead({}, context).description).toBe('Opis sklepu');
    const bare = {
      ...store,
      seo: { ...store.seo, general: { ...store.seo.general, description: {} } },
    };
    expect(computeHead({}, { ...context, store: bare }).description).toBe('Home description');
  });

  it('takes robots from the store settings and the noFollow input; an explicit value wins', () => {
    expect(computeHead({}, context).robots).toBe('index, follow');
    expect(computeHead({ noFollow: true }, context).robots).toBe('index, nofollow');
    const hidden = {
      ...store,
      seo: { ...store.seo, general: { ...store.seo.general, index: false, follow: false } },
    };
    expect(computeHead({}, { ...context, store: hidden }).robots).toBe('noindex, nofollow');
    expect(computeHead({ robots: 'noindex, nofollow' }, context).robots).toBe('noindex, nofollow');
  });

  it('builds Open Graph tags, canonical and hreflang alternates', () => {
    const head = computeHead(
      { title: 'Tea', ogImage: 'https://cdn.example/tea.png' },
      { ...context, lang: 'ua', origin: 'https://shop.example', path: '/ua/contact-us' },
    );
    expect(head.og).toEqual({
      locale: 'uk_UA',
      siteName: 'Verde Market',
      title: 'Tea',
      description: 'Opis sklepu',
      type: 'website',
      image: 'https://cdn.example/tea.png',
      url: 'https://shop.example/ua/contact-us',
    });
    expect(head.canonical).toBe('https://shop.example/ua/contact-us');
    expect(head.alternates).toEqual([
      { hreflang: 'en', href: 'https://shop.example/en/contact-us' },
      { hreflang: 'pl', href: 'https://shop.example/pl/contact-us' },
      { hreflang: 'ru', href: 'https://shop.example/ru/contact-us' },
      { hreflang: 'uk', href: 'https://shop.example/ua/contact-us' },
      { hreflang: 'x-default', href: 'https://shop.example/en/contact-us' },
    ]);
  });
});

describe('computeHead for a product page', () => {
  const productStore: PublicStore = {
    ...store,
    seo: {
      ...store.seo,
      general: {
        ...store.seo.general,
        title: { en: '{product-name} {separator} {brand} {separator} {site-name}' },
      },
    },
  };

  it('fills the placeholders of a store title with the page data', () => {
    const head = computeHead(
      { productName: 'Sencha', brand: 'Kumo Craft', category: 'Tea', price: '49,90 zł' },
      {
        ...context,
        store: productStore,
      },
    );
    expect(head.title).toBe('Sencha | Kumo Craft | Verde Market');
  });

  it('fills an explicit title and description too, with the store-name prefix', () => {
    const head = computeHead(
      {
        title: '{product-name} ({category})',
        description: '{product-name} by {brand} for {price}',
        websitePrefix: true,
        productName: 'Sencha',
        brand: 'Kumo Craft',
        category: 'Tea',
        price: '49,90 zł',
      },
      context,
    );
    expect(head.title).toBe('Verde Market | Sencha (Tea)');
    expect(head.description).toBe('Sencha by Kumo Craft for 49,90 zł');
  });

  it('lets the Open Graph title, description and url differ from the page', () => {
    const head = computeHead(
      {
        title: 'Tea',
        ogTitle: '{site-name}: tea',
        ogDescription: 'Share me',
        ogUrl: 'https://shop.example/t',
      },
      { ...context, origin: 'https://shop.example', path: '/en/catalog/tea' },
    );
    expect(head.og.title).toBe('Verde Market: tea');
    expect(head.og.description).toBe('Share me');
    expect(head.og.url).toBe('https://shop.example/t');
    expect(head.canonical).toBe('https://shop.example/en/catalog/tea');
    expect(head.og).not.toHaveProperty('image');
  });
});

describe('fillSeoPlaceholders', () => {
  it('replaces every placeholder', () => {
    const text =
      '{product-name} {separator} {brand} {separator} {category} for {price} at {site-name}';
    expect(
      fillSeoPlaceholders(
        text,
        { productName: 'Sencha', brand: 'Kumo', category: 'Tea', price: '49,90 zł' },
        'Verde',
      ),
    ).toBe('Sencha | Kumo | Tea for 49,90 zł at Verde');
  });

  it('drops placeholders without a value and tidies the spaces', () => {
    expect(fillSeoPlaceholders('{brand} {category} Tea', {}, 'Verde')).toBe('Tea');
  });

  it('leaves no separator stranded by a missing value', () => {
    const text = '{product-name} {separator} {brand} {separator} {site-name}';
    expect(fillSeoPlaceholders(text, { productName: 'Sencha' }, 'Verde')).toBe('Sencha | Verde');
    expect(fillSeoPlaceholders(text, { brand: 'Kumo' }, '')).toBe('Kumo');
  });
});

describe('computeHead before the store has loaded (no store name)', () => {
  const nameless = { ...context, store: DEFAULT_PUBLIC_STORE };

  it('titles an error page and the home fallback without a leading separator', () => {
    expect(computeHead({ title: 'Error 500', websitePrefix: true }, nameless).title).toBe(
      'Error 500',
    );
    expect(computeHead({}, nameless).title).toBe('Online shop');
  });
});
