import type { Language, RemoteModule, RemotePages } from '@storefront/shared';
import { lazy } from 'react';
import { requireSignIn } from './features/auth/require-sign-in';

/**
 * The profile team's slice: the customer's pages (overview, orders, details, favorites, promo
 * codes), the account dialogs, the `auth` route middleware, and the fragments AccountMenu (the
 * header) and FavoriteToggle (product cards and the product page).
 */
const remote = {
  name: 'profile',
  pages: {
    profile: () => import('./pages/dashboard/dashboard-page').then((m) => m.dashboardPage),
    'profile-orders': () => import('./pages/orders/orders-page').then((m) => m.ordersPage),
    'profile-details': () => import('./pages/details/details-page').then((m) => m.detailsPage),
    'profile-favorites': () =>
      import('./pages/favorites/favorites-page').then((m) => m.favoritesPage),
    'profile-promo-codes': () =>
      import('./pages/promo-codes/promo-codes-page').then((m) => m.promoCodesPage),
  } satisfies RemotePages<'profile'>,
  fragments: {
    AccountMenu: lazy(() => import('./features/account-menu/account-menu')),
    FavoriteToggle: lazy(() => import('./features/favorites/favorite-toggle')),
  },
  // The account dialogs; `?overlay=<id>` opens one (the emailed reset link does).
  overlays: {
    login: lazy(() => import('./features/auth/login-overlay')),
    register: lazy(() => import('./features/auth/register-overlay')),
    'forgot-password': lazy(() => import('./features/auth/forgot-password-overlay')),
    'reset-password': lazy(() => import('./features/auth/reset-password-overlay')),
  },
  // Pages of a signed-in customer list `middleware: ['auth']`: a guest is asked to sign in first.
  middleware: { auth: requireSignIn },
  loadMessages: (lang: Language) =>
    import(/* webpackChunkName: "profile-[request]" */ `./locales/${lang}/index.ts`).then(
      (m) => m.default,
    ),
} satisfies RemoteModule<'profile'>;

export default remote;
