import {
  LANGUAGE_LOCALES,
  formatPrice,
  localizedText,
  type Availability,
  type Category,
  type Language,
  type ProductDetail,
  type PublicStore,
  type SeoInput,
} from '@storefront/shared';

/** A price as crawlers read it: in the store's main currency, in the page's locale. */
export function mainCurrencyPrice(store: PublicStore, minorUnits: number, lang: Language): string {
  return formatPrice(minorUnits, {
    currency: store.mainInfo.currencyCode,
    currencies: { [store.mainInfo.currencyCode]: { active: true, rate: 1 } },
    locale: LANGUAGE_LOCALES[lang],
  });
}

/**
 * The SEO input of a product page: the store's product title and description templates, their
 * placeholders filled with the product's name, category, brand and price; the first image shared.
 */
export function productSeoInput(
  store: PublicStore,
  product: ProductDetail,
  lang: Language,
  origin = '',
): SeoInput {
  const fallback = store.mainInfo.languageCode;
  const title = localizedText(store.seo.product.title, lang, fallback);
  const description = localizedText(store.seo.product.description, lang, fallback);
  const image = product.images[0] ?? product.image;
  return {
    title: title || product.name,
    description: description || product.description.slice(0, 160),
    websitePrefix: !title,
    productName: product.name,
    category: product.category.name,
    brand: product.brand?.name,
    price: mainCurrencyPrice(store, product.discountPrice ?? product.price, lang),
    ...(image ? { ogImage: `${origin}${image}?w=1280&dpr=1&format=jpeg` } : {}),
  };
}

/** The SEO input of a category listing: the store's category templates with the category's name. */
export function categorySeoInput(store: PublicStore, category: Category, lang: Language): SeoInput {
  const fallback = store.mainInfo.languageCode;
  const title = localizedText(store.seo.category.title, lang, fallback);
  const description = localizedText(store.seo.category.description, lang, fallback);
  return {
    title: title || category.name,
    description: description || category.description,
    websitePrefix: !title,
    category: category.name,
  };
}

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
