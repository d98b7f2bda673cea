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
  { route: 'admin-stock', key: 'stock', permission: 'stock.read' },
  { route: 'admin-supplies', key: 'supplies', permission: 'stock.read' },
];

export function sectionOf(route: RouteOf<'admin'>): Section {
  return SECTIONS.find((section) => section.route === route)!;
}

/**
 * A page inside a section (one product's history, one delivery): titled with its own name under
 * `nav`, while the navigation marks its section.
 */
export function pageIn(route: RouteOf<'admin'>, key: string, of: Section): Section {
  return { route, key, permission: of.permission };
}
