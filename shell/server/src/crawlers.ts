import {
  LANGUAGES,
  getRoute,
  localePath,
  type PublicStore,
  type RouteName,
} from '@storefront/shared/core';
import { ROUTED_PAGES } from '../../src/routing/route-table';
import { escapeHtml } from './head';

/** The pages a crawler should know: every routed page without parameters, in every language. */
export function sitemapPaths(): RouteName[] {
  return (Object.keys(ROUTED_PAGES) as RouteName[]).filter(
    (name) => name !== 'not-found' && !getRoute(name)?.path.includes(':'),
  );
}

const hreflang = (lang: string) => (lang === 'ua' ? 'uk' : lang);

/** sitemap.xml with each page in each language and its alternates. */
export function renderSitemap(origin: string): string {
  const urls = sitemapPaths().flatMap((name) =>
    LANGUAGES.map((lang) => {
      const alternates = LANGUAGES.map(
        (other) =>
          `    <xhtml:link rel="alternate" hreflang="${hreflang(other)}" href="${escapeHtml(origin + localePath(name, {}, other))}"/>`,
      );
      return [
        '  <url>',
        `    <loc>${escapeHtml(origin + localePath(name, {}, lang))}</loc>`,
        ...alternates,
        `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeHtml(origin + localePath(name, {}, 'en'))}"/>`,
        '  </url>',
      ].join('\n');
    }),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
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
