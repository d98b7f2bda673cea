import type { RemoteName, RouteName } from '@storefront/shared';

/**
 * The pages the shell routes, by route name, and the remote that renders each one. A route of
 * the spec that is not listed here is not routed yet: its path answers 404 until the owning team
 * ships the page and it is added here.
 */
export const ROUTED_PAGES: Partial<Record<RouteName, RemoteName | 'shell'>> = {
  home: 'catalog',
  'not-found': 'shell',
  catalog: 'catalog',
  'catalog-featured': 'catalog',
  'catalog-discounts': 'catalog',
  'catalog-latest-arrivals': 'catalog',
  'catalog-category': 'catalog',
  product: 'catalog',
  checkout: 'checkout',
  'checkout-complete': 'checkout',
  'order-tracking': 'checkout',
  profile: 'profile',
  'profile-orders': 'profile',
  'profile-details': 'profile',
  'profile-favorites': 'profile',
  'profile-promo-codes': 'profile',
  'contact-us': 'content',
  'privacy-policy': 'content',
  'terms-and-conditions': 'content',
};

export function isRouted(name: RouteName): boolean {
  return name in ROUTED_PAGES;
}

/** The remote that renders a routed page; undefined for the shell's own pages and unrouted ones. */
export function ownerOf(name: RouteName): RemoteName | undefined {
  const owner = ROUTED_PAGES[name];
  return owner === 'shell' ? undefined : owner;
}
