import type { Availability, ProductDetail, PublicStore } from '@storefront/shared';

const SCHEMA_AVAILABILITY: Record<Availability, string> = {
  in_stock: 'https://schema.org/InStock',
  low_stock: 'https://schema.org/LimitedAvailability',
  out_of_stock: 'https://schema.org/OutOfStock',
};

/** schema.org Product data with its offer, for search engines (JSON-LD). */
export function productJsonLd(
  store: PublicStore,
  product: ProductDetail,
  url: string,
  origin: string,
) {
  const price = product.discountPrice ?? product.price;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    sku: product.slug,
    image: product.images.map((image) => `${origin}${image}`),
    category: product.category.name,
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand.name } } : {}),
    offers: {
      '@type': 'Offer',
      url,
      price: (price / 100).toFixed(2),
      priceCurrency: store.mainInfo.currencyCode,
      availability: SCHEMA_AVAILABILITY[product.availability],
      itemCondition: 'https://schema.org/NewCondition',
      seller: { '@type': 'Organization', name: store.mainInfo.name },
    },
  };
}

/** JSON for a <script type="application/ld+json">: `<` escaped so the text cannot end the element. */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
