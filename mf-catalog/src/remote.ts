import type { Language, RemoteModule } from '@storefront/shared';

/** The catalog team's slice: the home page (listings and product pages come with their issue). */
const remote = {
  name: 'catalog',
  pages: {
    home: () => import('./pages/home/home-page').then((m) => m.homePage),
  },
  widgets: {},
  overlays: {},
  loadMessages: (lang: Language) =>
    import(/* webpackChunkName: "catalog-[request]" */ `./locales/${lang}/catalog.json`).then(
      (m) => m.default,
    ),
} satisfies RemoteModule;

export default remote;
