import { DEFAULT_PUBLIC_STORE, type ProductSummary, type PublicStore } from '@storefront/shared';
import { breadcrumbJsonLd, breadcrumbTrail, homeJsonLd, itemListJsonLd } from './structured-data';

const origin = 'https://shop.example';

const summary = (slug: string, name: string): ProductSummary => ({
  id: slug,
  slug,
  name,
  price: 1000,
  discountPrice: null,
  stock: 3,
  availability: 'in_stock',
  featured: false,
  arrivedAt: '2026-11-01T00:00:00.000Z',
  image: null,
  category: { slug: 'tea', name: 'Herbata' },
  brand: null,
});

describe('structured data', () => {
  it('gives a product page its breadcrumb trail with absolute URLs', () => {
    const trail = breadcrumbTrail(
      { home: 'Strona główna', catalog: 'Katalog' },
      'pl',
      { slug: 'tea', name: 'Herbata' },
      { slug: 'sencha', name: 'Sencha' },
    );
    expect(breadcrumbJsonLd(trail, origin).itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Strona główna', item: `${origin}/pl` },
      { '@type': 'ListItem', position: 2, name: 'Katalog', item: `${origin}/pl/catalog` },
      { '@type': 'ListItem', position: 3, name: 'Herbata', item: `${origin}/pl/catalog/tea` },
      {
        '@type': 'ListItem',
        position: 4,
        name: 'Sencha',
        item: `${origin}/pl/catalog/tea/sencha`,
      },
    ]);
  });

  it("numbers a listing's products on from the previous pages", () => {
    const list = itemListJsonLd(
      [summary('sencha', 'Sencha'), summary('matcha', 'Matcha')],
      { name: 'Herbata', page: 2, limit: 12 },
      'pl',
      origin,
    );
    expect(list).toMatchObject({ '@type': 'ItemList', name: 'Herbata', numberOfItems: 2 });
    expect(list.itemListElement.map((item) => [item.position, item.url])).toEqual([
      [13, `${origin}/pl/catalog/tea/sencha`],
      [14, `${origin}/pl/catalog/tea/matcha`],
    ]);
  });

  it("describes the shop and its catalog search in the page's language", () => {
    const store: PublicStore = {
      ...DEFAULT_PUBLIC_STORE,
      mainInfo: { ...DEFAULT_PUBLIC_STORE.mainInfo, name: 'Verde', logo: '/logo.svg' },
      contactInfo: { ...DEFAULT_PUBLIC_STORE.contactInfo, instagram: 'verde', telegram: '' },
    };
    const [organization, website] = homeJsonLd(store, 'ua', origin);
    expect(organization).toMatchObject({
      '@type': 'Organization',
      name: 'Verde',
      url: `${origin}/ua`,
      logo: `${origin}/logo.svg`,
      sameAs: ['https://www.instagram.com/verde'],
    });
    expect(website).toMatchObject({
      '@type': 'WebSite',
      inLanguage: 'uk-UA',
      publisher: { '@id': organization['@id'] },
      potentialAction: {
        '@type': 'SearchAction',
        target: { urlTemplate: `${origin}/ua/catalog?q={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    });
  });
});
