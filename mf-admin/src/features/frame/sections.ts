import type { Permission } from '@storefront/shared/admin';
import type { RouteOf } from '@storefront/shared';

/** A place of the back office: its route, the text naming it, and who may open it. */
export interface Section {
  route: RouteOf<'admin'>;
  /** Its name under `nav` in the admin namespace. */
  key: string;
  permission: Permission;
}

/** The back office's places, in the order its navigation lists them. */
export const SECTIONS: readonly Section[] = [
  { route: 'admin', key: 'overview', permission: 'back-office.open' },
  { route: 'admin-orders', key: 'orders', permission: 'orders.read' },
  { route: 'admin-messages', key: 'messages', permission: 'contact.read' },
  { route: 'admin-products', key: 'products', permission: 'products.read' },
  { route: 'admin-stock', key: 'stock', permission: 'stock.read' },
  { route: 'admin-supplies', key: 'supplies', permission: 'stock.read' },
  { route: 'admin-promo-codes', key: 'promo_codes', permission: 'promo-codes.read' },
  { route: 'admin-promotions', key: 'promotions', permission: 'promotions.read' },
  { route: 'admin-translations', key: 'translations', permission: 'translations.read' },
  { route: 'admin-audit', key: 'audit', permission: 'audit.read' },
  { route: 'admin-settings-delivery', key: 'settings_delivery', permission: 'settings.read' },
  { route: 'admin-settings-schedule', key: 'settings_schedule', permission: 'settings.read' },
  { route: 'admin-staff', key: 'staff', permission: 'staff.manage' },
  { route: 'admin-emails', key: 'emails', permission: 'emails.read' },
];

export function sectionOf(route: RouteOf<'admin'>): Section {
  return SECTIONS.find((section) => section.route === route)!;
}

/**
 * A page inside a section, not in the navigation itself (a product's form, under the products):
 * titled by its own `nav.<key>`, its section's link marked while it is open.
 */
export const pageIn = (route: RouteOf<'admin'>, key: string, permission: Permission): Section => ({
  route,
  key,
  permission,
});
