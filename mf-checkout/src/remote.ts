import type { Language, RemoteModule, RemotePages } from '@storefront/shared';
import { lazy } from 'react';
import { setupCart } from './features/cart/setup-cart';

/**
 * The checkout team's slice: the cart (kept in localStorage), its fragments (AddToCart on the
 * product page, MiniCart in the header), checkout, the order's completion and order tracking, and
 * the summary of a placed order wherever one is shown (the OrderSummary fragment).
 */
const remote = {
  name: 'checkout',
  pages: {
    checkout: () => import('./pages/checkout/checkout-page').then((m) => m.checkoutPage),
    'checkout-complete': () =>
      import('./pages/checkout-complete/checkout-complete-page').then((m) => m.completePage),
    'order-tracking': () =>
      import('./pages/order-tracking/order-tracking-page').then((m) => m.trackingPage),
  } satisfies RemotePages<'checkout'>,
  fragments: {
    AddToCart: lazy(() => import('./features/add-to-cart/add-to-cart')),
    MiniCart: lazy(() => import('./features/mini-cart/mini-cart')),
    OrderSummary: lazy(() => import('./features/order/order-summary-fragment')),
  },
  overlays: {},
  middleware: {},
  // The checkout's own texts, with the names of delivery methods, payment methods and order
  // statuses, whose one owner is @storefront/shared (the API's emails read them there too).
  loadMessages: (lang: Language) =>
    import(/* webpackChunkName: "checkout-[request]" */ `./locales/${lang}/index.ts`).then(
      (m) => m.default,
    ),
  setup: ({ dispatch }) => setupCart(dispatch),
} satisfies RemoteModule<'checkout'>;

export default remote;
