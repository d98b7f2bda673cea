import {
  PRIVATE_ROBOTS,
  PRIVATE_ROUTES,
  categorySeoInput,
  jsonLdText,
  productJsonLd,
  productSeoInput,
  storePageSeo,
  type Language,
  type PublicStore,
  type RouteMatch,
  type SeoInput,
} from '@storefront/shared/core';
import { isRouted } from '../../src/routing/route-table';
import type { CatalogData } from './catalog-data';

export interface ResolvedPage {
  /** 200, or 404 for a path that is not a page (unrouted, unknown category or product). */
  status: 200 | 404;
  /** The page's SEO input; null for the not-found page. */
  seo: SeoInput | null;
  /** Extra head markup (JSON-LD of a product page). */
  extraHead?: string;
}

/**
 * What the server knows of a page before any JavaScript runs: whether it exists (the routed
 * pages, and for catalog pages whether their category or product does) and its head input.
 */
export async function resolvePage(
  match: RouteMatch | null,
  context: { store: PublicStore | null; catalog: CatalogData; origin: string; path: string },
): Promise<ResolvedPage> {
  const notFound: ResolvedPage = { status: 404, seo: null };
  if (!match || !isRouted(match.route.name) || match.route.name === 'not-found') return notFound;
  const { store, catalog } = context;
  const lang: Language = match.lang;

  if (match.route.name === 'catalog-category') {
    const categories = await catalog.categories(lang).catch(() => null);
    if (!categories) return { status: 200, seo: {} };
    const category = categories.find((candidate) => candidate.slug === match.params.category);
    if (!category) return notFound;
    return { status: 200, seo: store ? categorySeoInput(store, category, lang) : {} };
  }

  if (match.route.name === 'product') {
    const product = await catalog.product(match.params.slug!, lang).catch(() => undefined);
    if (product === undefined) return { status: 200, seo: {} };
    if (!product || product.category.slug !== match.params.category) return notFound;
    if (!store) return { status: 200, seo: {} };
    const jsonLd = productJsonLd(store, product, context.origin + context.path, context.origin);
    return {
      status: 200,
      seo: productSeoInput(store, product, lang, context.origin),
      extraHead: `<script data-server-head type="application/ld+json">${jsonLdText(jsonLd)}</script>`,
    };
  }

  const seo = store ? storePageSeo(store, match.route.name, lang) : {};
  if (PRIVATE_ROUTES.has(match.route.name))
    return { status: 200, seo: { ...seo, robots: PRIVATE_ROBOTS } };
  return { status: 200, seo };
}
