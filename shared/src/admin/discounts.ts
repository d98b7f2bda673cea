/**
 * What a promotion takes its discount from: an order's goods (from a minimum subtotal, at
 * checkout), or the prices of chosen products or of every product of chosen categories (shown
 * on the storefront as those products' discount prices while the promotion runs).
 */
export const PROMOTION_SCOPES = ['ORDER', 'PRODUCTS', 'CATEGORIES'] as const;
export type PromotionScope = (typeof PROMOTION_SCOPES)[number];
