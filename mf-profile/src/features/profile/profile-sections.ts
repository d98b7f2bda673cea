import type { RouteName } from '@storefront/shared';

/** The profile's pages in the order its navigation lists them, with their routes. */
export const PROFILE_SECTIONS = {
  dashboard: 'profile',
  orders: 'profile-orders',
  details: 'profile-details',
  favorites: 'profile-favorites',
  promo_codes: 'profile-promo-codes',
} as const satisfies Record<string, RouteName>;

export type ProfileSection = keyof typeof PROFILE_SECTIONS;
