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
    'admin-orders': () => import('./pages/orders/orders-page').then((m) => m.ordersPage),
    'admin-order': () => import('./pages/orders/order-page').then((m) => m.orderPage),
    'admin-promo-codes': () =>
      import('./pages/promo-codes/promo-codes-page').then((m) => m.promoCodesPage),
    'admin-promotions': () =>
      import('./pages/promotions/promotions-page').then((m) => m.promotionsPage),
    'admin-promotion-new': () =>
      import('./pages/promotions/new-promotion-page').then((m) => m.newPromotionPage),
    'admin-promotion': () =>
      import('./pages/promotions/promotion-page').then((m) => m.promotionPage),
    'admin-audit': () => import('./pages/audit/audit-page').then((m) => m.auditPage),
    'admin-emails': () =>
      import('./pages/emails/email-templates-page').then((m) => m.emailTemplatesPage),
    'admin-email': () =>
      import('./pages/emails/email-template-page').then((m) => m.emailTemplatePage),
    'admin-products': () => import('./pages/products/products-page').then((m) => m.productsPage),
    'admin-product-new': () =>
      import('./pages/products/product-new-page').then((m) => m.productNewPage),
    'admin-product': () => import('./pages/products/product-page').then((m) => m.productPage),
    'admin-stock': () => import('./pages/stock/stock-page').then((m) => m.stockPage),
    'admin-stock-product': () =>
      import('./pages/stock/stock-product-page').then((m) => m.stockProductPage),
    'admin-supplies': () => import('./pages/stock/supplies-page').then((m) => m.suppliesPage),
    'admin-supply-new': () => import('./pages/stock/supply-new-page').then((m) => m.supplyNewPage),
    'admin-supply': () => import('./pages/stock/supply-page').then((m) => m.supplyPage),
    'admin-settings-delivery': () =>
      import('./pages/settings/delivery-settings-page').then((m) => m.deliverySettingsPage),
    'admin-settings-schedule': () =>
      import('./pages/settings/schedule-settings-page').then((m) => m.scheduleSettingsPage),
    'admin-staff': () => import('./pages/staff/staff-page').then((m) => m.staffPage),
    'admin-messages': () => import('./pages/messages/messages-page').then((m) => m.messagesPage),
    'admin-message': () => import('./pages/messages/message-page').then((m) => m.messagePage),
    'admin-translations': () =>
      import('./pages/translations/translations-page').then((m) => m.translationsPage),
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
