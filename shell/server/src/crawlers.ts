import {
  LANGUAGES,
  PRIVATE_ROUTES,
  getRoute,
  localePath,
  type PublicStore,
  type RouteName,
  type RouteParams,
} from '@storefront/shared/core';
import { ROUTED_PAGES } from '../../src/routing/route-table';
import type { CatalogData } from './catalog-data';
import { escapeHtml } from './head';

/** The public routed pages without parameters: home, the listings, content, order tracking. */
export function staticPages(): RouteName[] {
  return (Object.keys(ROUTED_PAGES) as RouteName[]).filter(
    (name) =>
      name !== 'not-found' && !PRIVATE_ROUTES.has(name) && !getRoute(name)?.path.includes(':'),
  );
}

const hreflang = (lang: string) => (lang === 'ua' ? 'uk' : lang);

/** One page in every language, each entry with its alternates. */
function urlEntries(origin: string, name: RouteName, params: RouteParams = {}): string[] {
  const href = (lang: (typeof LANGUAGES)[number]) =>
    escapeHtml(origin + localePath(name, params, lang));
  const alternates = [
    ...LANGUAGES.map(
      (other) =>
        `    <xhtml:link rel="alternate" hreflang="${hreflang(other)}" href="${href(other)}"/>`,
    ),
    `    <xhtml:link rel="alternate" hreflang="x-default" href="${href('en')}"/>`,
  ];
  return LANGUAGES.map((lang) =>
    ['  <url>', `    <loc>${href(lang)}</loc>`, ...alternates, '  </url>'].join('\n'),
  );
}

function urlset(entries: string[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

/** sitemap.xml: an index of the pages' sitemap and the products' sitemaps. */
export async function renderSitemapIndex(origin: string, catalog: CatalogData): Promise<string> {
  const { parts: productSitemaps } = await catalog.productPaths(1);
  const sitemaps = [
    'pages',
    ...Array.from({ length: productSitemaps }, (_, index) => `products-${index + 1}`),
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...sitemaps.map(
      (name) => `  <sitemap><loc>${escapeHtml(`${origin}/sitemaps/${name}.xml`)}</loc></sitemap>`,
    ),
    '</sitemapindex>',
    '',
  ].join('\n');
}

/** The home page, the listings, the categories and the content pages, in every language. */
export async function renderPagesSitemap(origin: string, catalog: CatalogData): Promise<string> {
  const categories = await catalog.categories('en').catch(() => []);
  return urlset([
    ...staticPages().flatMap((name) => urlEntries(origin, name)),
    ...categories.flatMap((category) =>
      urlEntries(origin, 'catalog-category', { category: category.slug }),
    ),
  ]);
}

/** One part of the product pages, in every language; null past the last part. */
export async function renderProductsSitemap(
  origin: string,
  catalog: CatalogData,
  part: number,
): Promise<string | null> {
  const { items, parts } = await catalog.productPaths(part);
  if (part > Math.max(parts, 1)) return null;
  return urlset(
    items.flatMap((item) =>
      urlEntries(origin, 'product', { category: item.category, slug: item.slug }),
    ),
  );
}

/** robots.txt: the store's index setting decides; the API is never crawled. */
export function renderRobots(origin: string, store: PublicStore | null): string {
  const indexable = store?.seo.general.index ?? true;
  return [
    'User-agent: *',
    indexable ? 'Allow: /' : 'Disallow: /',
    'Disallow: /api/',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
