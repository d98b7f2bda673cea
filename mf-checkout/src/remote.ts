import type { Language, RemoteModule } from '@storefront/shared';

/**
 * The checkout team's slice. Its pages (checkout, completion, order tracking) and fragments
 * (AddToCart, MiniCart) ship with the checkout issue; until then it provides none, and the shell
 * routes none of its paths.
 */
const remote = {
  name: 'checkout',
  pages: {},
  widgets: {},
  overlays: {},
  loadMessages: (lang: Language) =>
    import(/* webpackChunkName: "checkout-[request]" */ `./locales/${lang}/checkout.json`).then(
      (m) => m.default,
    ),
} satisfies RemoteModule;

export default remote;
