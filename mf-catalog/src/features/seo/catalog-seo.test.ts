import { DEFAULT_PUBLIC_STORE, type ProductDetail } from '@storefront/shared';
import { jsonLdText, productJsonLd } from './catalog-seo';

const product: ProductDetail = {
  id: 'p1',
  slug: 'sencha',
  name: 'Sencha </script>',
  price: 4990,
  discountPrice: null,
  stock: 0,
  availability: 'out_of_stock',
  featured: false,
  arrivedAt: '2026-11-01T00:00:00.000Z',
  image: '/api/v1/images/products/sencha.svg',
  category: { slug: 'tea', name: 'Herbata' },
  brand: { slug: 'kumo', name: 'Kumo Craft' },
  description: 'Zielona herbata',
  attributes: [],
  images: ['/api/v1/images/products/sencha.svg'],
  related: [],
};

describe("a product's JSON-LD", () => {
  it('describes the product and its offer in the main currency for search engines', () => {
    const data = productJsonLd(
      DEFAULT_PUBLIC_STORE,
      product,
      'https://shop.example/pl/catalog/tea/sencha',
      'https://shop.example',
    );
    expect(data).toMatchObject({
      '@type': 'Product',
      name: 'Sencha </script>',
      image: ['https://shop.example/api/v1/images/products/sencha.svg'],
      brand: { '@type': 'Brand', name: 'Kumo Craft' },
      offers: {
        url: 'https://shop.example/pl/catalog/tea/sencha',
        price: '49.90',
        priceCurrency: DEFAULT_PUBLIC_STORE.mainInfo.currencyCode,
        availability: 'https://schema.org/OutOfStock',
      },
    });
  });

  it('cannot end its script element', () => {
    expect(jsonLdText({ name: '</script><script>alert(1)' })).not.toContain('</script>');
  });
});
