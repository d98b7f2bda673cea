import type { PublicStore } from '@storefront/shared';

/** At most this many codes come with a registration (the API's limit). */
const MAX_CODES = 20;

/**
 * The promo codes a new customer receives (the store's `discount.registration`), or null when
 * registering gives none: off, or settings no code can hold, which the API ignores too.
 */
export function registrationCodes({ discount }: Pick<PublicStore, 'discount'>) {
  const { enabled, type, value, amountOfCodes } = discount.registration;
  const count = Math.min(amountOfCodes, MAX_CODES);
  if (!enabled || count <= 0 || value <= 0 || (type === 'PERCENT' && value > 100)) return null;
  return { type, value, count };
}
