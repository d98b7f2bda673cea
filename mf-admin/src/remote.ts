import type { Language, RemoteModule, RemotePages } from '@storefront/shared';
import { requireStaff } from './features/access/require-staff';

/**
 * The back office team's slice: the staff's pages under `/{lang}/admin/…`, each behind the
 * `staff` route middleware, in the shell's `admin` layout. Nothing of it loads on a shopper's
 * pages.
 */
const remote = {
  name: 'admin',
  pages: {
    admin: () => import('./pages/overview/overview-page').then((m) => m.overviewPage),
    'admin-products': () => import('./pages/products/products-page').then((m) => m.productsPage),
    'admin-product-new': () =>
      import('./pages/products/product-new-page').then((m) => m.productNewPage),
    'admin-product': () => import('./pages/products/product-page').then((m) => m.productPage),
  } satisfies RemotePages<'admin'>,
  fragments: {},
  overlays: {},
  middleware: { staff: requireStaff },
  loadMessages: (lang: Language) =>
    import(/* webpackChunkName: "admin-[request]" */ `./locales/${lang}/index.ts`).then(
      (m) => m.default,
    ),
} satisfies RemoteModule<'admin'>;

export default remote;
