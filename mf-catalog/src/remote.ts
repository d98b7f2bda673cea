import type { Language, RemoteModule, RemotePages } from '@storefront/shared';
import { lazy } from 'react';
import { catalogSitemap } from './features/seo/sitemap';

/**
 * The catalog team's slice: home, the listings, categories and product pages, the header's search
 * (the HeaderSearch fragment) and the product card other teams' pages show (ProductCard).
 */
const remote = {
  name: 'catalog',
  pages: {
    home: () => import('./pages/home/home-page').then((m) => m.homePage),
    catalog: () => import('./pages/catalog/catalog-pages').then((m) => m.catalogPage),
    'catalog-featured': () => import('./pages/catalog/catalog-pages').then((m) => m.featuredPage),
    'catalog-discounts': () => import('./pages/catalog/catalog-pages').then((m) => m.discountsPage),
    'catalog-latest-arrivals': () =>
      import('./pages/catalog/catalog-pages').then((m) => m.latestPage),
    'catalog-category': () => import('./pages/catalog/catalog-pages').then((m) => m.categoryPage),
    product: () => import('./pages/product/product-page').then((m) => m.productPage),
  } satisfies RemotePages<'catalog'>,
  fragments: {
    HeaderSearch: lazy(() => import('./features/search/header-search')),
    ProductCard: lazy(() => import('./features/listing/product-card-fragment')),
  },
  overlays: {},
  middleware: {},
  sitemap: catalogSitemap,
  loadMessages: (lang: Language) =>
    import(/* webpackChunkName: "catalog-[request]" */ `./locales/${lang}/catalog.json`).then(
      (m) => m.default,
    ),
} satisfies RemoteModule<'catalog'>;

export default remote;
