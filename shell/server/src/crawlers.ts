import {
  ROUTES,
  LANGUAGES,
  LANGUAGE_TAGS,
  PRIVATE_ROUTES,
  isRealPage,
  localePath,
  type PublicStore,
  type RouteName,
  type RouteParams,
} from '@storefront/shared/core';
import type { SitemapPage } from '@storefront/shared';
import { escapeHtml } from './head';

/** The public routed pages without parameters: home, the listings, content, order tracking. */
export function staticPages(): RouteName[] {
  return ROUTES.filter(
    (route) =>
      isRealPage({ route }) && !PRIVATE_ROUTES.has(route.name) && !route.path.includes(':'),
  ).map((route) => route.name);
}

/** One page in every language, each entry with its alternates. */
function urlEntries(origin: string, name: RouteName, params: RouteParams = {}): string[] {
  const href = (lang: (typeof LANGUAGES)[number]) =>
    escapeHtml(origin + localePath(name, params, lang));
  const alternates = [
    ...LANGUAGES.map(
      (other) =>
        `    <xhtml:link rel="alternate" hreflang="${LANGUAGE_TAGS[other]}" href="${href(other)}"/>`,
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

/** sitemap.xml: an index of the shell's pages and each remote's parts (`catalog-1`, ...). */
export function renderSitemapIndex(origin: string, parts: string[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...['pages', ...parts].map(
      (name) => `  <sitemap><loc>${escapeHtml(`${origin}/sitemaps/${name}.xml`)}</loc></sitemap>`,
    ),
    '</sitemapindex>',
    '',
  ].join('\n');
}

/** The home page, the listings and the content pages, in every language. */
export function renderPagesSitemap(origin: string): string {
  return urlset(staticPages().flatMap((name) => urlEntries(origin, name)));
}

/** Pages a remote listed (its categories, its products), in every language. */
export function renderSitemapPart(origin: string, pages: SitemapPage[]): string {
  return urlset(pages.flatMap(({ route, params }) => urlEntries(origin, route, params)));
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
