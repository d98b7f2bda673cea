import { DEFAULT_PUBLIC_STORE } from '../contracts/default-store';
import type { PublicStore } from '../contracts/store';
import { testProductDetail } from '../testing/test-data';
import { templatePreview } from './template-preview';

const store: PublicStore = {
  ...DEFAULT_PUBLIC_STORE,
  mainInfo: { ...DEFAULT_PUBLIC_STORE.mainInfo, name: 'Verde Market', languageCode: 'pl' },
  seo: {
    ...DEFAULT_PUBLIC_STORE.seo,
    general: { ...DEFAULT_PUBLIC_STORE.seo.general, description: { pl: 'Kawa i herbata' } },
    product: {
      title: { pl: '{product-name} za {price} {separator} {site-name}', en: '{product-name}' },
      description: { pl: '{brand} {separator} {category}' },
    },
    brand: { title: { pl: 'Marka {brand}' }, description: {} },
  },
};

const sencha = testProductDetail({
  name: 'Sencha z Kioto',
  discountPrice: 3990,
  category: { slug: 'tea', name: 'Herbata' },
  description: 'Zielona herbata',
});

const context = (lang: 'pl' | 'en') => ({
  store,
  lang,
  homeTitle: 'Strona główna',
  homeDescription: 'Sklep',
});

describe('templatePreview', () => {
  it("fills a product template's placeholders in the language, dropping one without a value", () => {
    const pl = templatePreview({ template: 'product', product: sencha }, context('pl'));
    expect(pl.title).toMatch(/^Sencha z Kioto za 39,90\s?zł \| Verde Market$/);
    // No brand: its placeholder goes with the separator it would leave behind.
    expect(pl.description).toBe('Herbata');
    const en = templatePreview({ template: 'product', product: sencha }, context('en'));
    expect(en).toEqual({ title: 'Sencha z Kioto', description: 'Herbata' });
  });

  it('gives a category and a brand their names, the store’s name before them without a template', () => {
    const tea = {
      slug: 'tea',
      name: 'Herbata',
      description: 'Liściasta',
      image: null,
      productCount: 1,
    };
    expect(templatePreview({ template: 'category', category: tea }, context('pl'))).toEqual({
      title: 'Verde Market | Herbata',
      description: 'Liściasta',
    });
    expect(templatePreview({ template: 'brand', brand: { name: 'Kumo' } }, context('pl'))).toEqual({
      title: 'Marka Kumo',
      description: 'Kawa i herbata',
    });
  });
});
