import {
  LANGUAGE_LOCALES,
  localePath,
  localizedText,
  type Language,
  type ProductSummary,
  type PublicStore,
} from '@storefront/shared';

const CONTEXT = 'https://schema.org';

/** One step of a breadcrumb trail: its name in the page's language and its path. */
export interface TrailStep {
  name: string;
  path: string;
}

/** Home › Catalog › a category › a product, with the paths of the page's language. */
export function breadcrumbTrail(
  texts: { home: string; catalog: string },
  lang: Language,
  category: { slug: string; name: string },
  product?: { slug: string; name: string },
): TrailStep[] {
  const trail = [
    { name: texts.home, path: localePath('home', {}, lang) },
    { name: texts.catalog, path: localePath('catalog', {}, lang) },
    {
      name: category.name,
      path: localePath('catalog-category', { category: category.slug }, lang),
    },
  ];
  if (product) {
    const path = localePath('product', { category: category.slug, slug: product.slug }, lang);
    trail.push({ name: product.name, path });
  }
  return trail;
}

/** schema.org BreadcrumbList of a trail; every step, the page itself too, with its absolute URL. */
export function breadcrumbJsonLd(trail: TrailStep[], origin: string) {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: origin + step.path,
    })),
  };
}

/**
 * schema.org ItemList of a listing's page: its products in their order, each with its URL. The
 * positions go on from page to page (the second page of 12 starts at 13), as the list is one.
 */
export function itemListJsonLd(
  products: ProductSummary[],
  listing: { name: string; page: number; limit: number },
  lang: Language,
  origin: string,
) {
  const first = (listing.page - 1) * listing.limit;
  return {
    '@context': CONTEXT,
    '@type': 'ItemList',
    name: listing.name,
    numberOfItems: products.length,
    itemListElement: products.map((product, index) => ({
      '@type': 'ListItem',
      position: first + index + 1,
      name: product.name,
      url:
        origin +
        localePath('product', { category: product.category.slug, slug: product.slug }, lang),
    })),
  };
}

const socialProfiles = ({ instagram, telegram }: PublicStore['contactInfo']) => [
  ...(instagram ? [`https://www.instagram.com/${instagram}`] : []),
  ...(telegram ? [`https://t.me/${telegram}`] : []),
];

/**
 * The home page's schema.org Organization (the shop: name, logo, contact, social profiles) and
 * WebSite, whose SearchAction is the catalog's search in the page's language.
 */
export function homeJsonLd(store: PublicStore, lang: Language, origin: string) {
  const { mainInfo, contactInfo } = store;
  const home = origin + localePath('home', {}, lang);
  const organizationId = `${origin}/#organization`;
  const sameAs = socialProfiles(contactInfo);
  const organization = {
    '@context': CONTEXT,
    '@type': 'Organization',
    '@id': organizationId,
    name: mainInfo.name,
    url: home,
    ...(mainInfo.logo ? { logo: origin + mainInfo.logo } : {}),
    ...(contactInfo.email || contactInfo.phoneNumber
      ? {
          contactPoint: {
            '@type': 'ContactPoint',
            contactType: 'customer service',
            ...(contactInfo.email ? { email: contactInfo.email } : {}),
            ...(contactInfo.phoneNumber ? { telephone: contactInfo.phoneNumber } : {}),
          },
        }
      : {}),
    ...(sameAs.length > 0 ? { sameAs } : {}),
  };
  const website = {
    '@context': CONTEXT,
    '@type': 'WebSite',
    name: mainInfo.name,
    description: localizedText(mainInfo.description, lang, mainInfo.languageCode),
    url: home,
    inLanguage: LANGUAGE_LOCALES[lang],
    publisher: { '@id': organizationId },
    potentialAction: {
      '@type': 'SearchAction',
      target: {
        '@type': 'EntryPoint',
        urlTemplate: `${origin}${localePath('catalog', {}, lang)}?q={search_term_string}`,
      },
      'query-input': 'required name=search_term_string',
    },
  };
  return [organization, website] as const;
}
