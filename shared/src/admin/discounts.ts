import type { DiscountType } from '../contracts/enums';
import type { LocalizedText } from '../contracts/languages';
import type { PromoCodeState } from '../contracts/user';

/**
 * What a promotion takes its discount from: an order's goods (from a minimum subtotal, at
 * checkout), or the prices of chosen products or of every product of chosen categories (shown
 * on the storefront as those products' discount prices while the promotion runs).
 */
export const PROMOTION_SCOPES = ['ORDER', 'PRODUCTS', 'CATEGORIES'] as const;
export type PromotionScope = (typeof PROMOTION_SCOPES)[number];

/**
 * Where a promotion stands now: switched off (INACTIVE, whatever its period), not begun yet
 * (SCHEDULED), over (ENDED), or giving its discount (RUNNING).
 */
export const PROMOTION_STATES = ['RUNNING', 'SCHEDULED', 'ENDED', 'INACTIVE'] as const;
export type PromotionState = (typeof PROMOTION_STATES)[number];

export const PROMO_CODE_STATES = ['ACTIVE', 'USED', 'EXPIRED'] as const satisfies PromoCodeState[];

/** The most products or categories one promotion names. */
export const PROMOTION_TARGETS_MAX = 500;

/** The longest note on a promo code, and the longest name of a promotion (in any language). */
export const DISCOUNT_LIMITS = { noteMax: 500, promotionNameMax: 100 } as const;

/** Who a staff-made promo code is for, and the order that used it. */
export interface AdminPromoCode {
  id: string;
  code: string;
  type: DiscountType;
  /** Minor units of the main currency for AMOUNT, a percentage for PERCENT. */
  value: number;
  state: PromoCodeState;
  expiresAt: string | null;
  note: string | null;
  /** The one customer who may use it; anyone when null. */
  customer: { id: string; email: string } | null;
  /** Its use: when, and the order (null when the order is gone, or it was spent otherwise). */
  use: { usedAt: string; order: { id: string; number: number; createdAt: string } | null } | null;
  createdBy: { email: string } | null;
  createdAt: string;
  version: number;
}

/** `GET admin/promo-codes`: newest first. */
export interface AdminPromoCodePage {
  items: AdminPromoCode[];
  total: number;
  page: number;
  limit: number;
}

/** The filters of `GET admin/promo-codes` (all optional). */
export interface PromoCodeFilter {
  /** A part of the code, any case. */
  q?: string;
  state?: PromoCodeState;
  /** The email of the customer the codes are limited to. */
  customer?: string;
  page?: number;
}

/** `POST admin/promo-codes`. */
export interface NewPromoCodeInput {
  /** Generated (like the registration codes, `K7QM-2XPA-9RTE`) when absent. */
  code?: string;
  type: DiscountType;
  value: number;
  expiresAt?: string | null;
  /** Limits the code to the customer of this email (404 USER_NOT_FOUND for none). */
  customerEmail?: string | null;
  note?: string | null;
}

/** A product or a category a promotion names, with its names in every language it has. */
export interface PromotionTarget {
  id: string;
  slug: string;
  name: LocalizedText;
}

/** A promotion as the back office reads and saves it. */
export interface AdminPromotion {
  id: string;
  name: LocalizedText;
  type: DiscountType;
  /** Minor units of the main currency for AMOUNT, a percentage for PERCENT. */
  value: number;
  /** For ORDER promotions: the subtotal, in minor units, from which it applies. */
  minSubtotal: number;
  startsAt: string | null;
  endsAt: string | null;
  active: boolean;
  scope: PromotionScope;
  state: PromotionState;
  products: PromotionTarget[];
  categories: PromotionTarget[];
  version: number;
  createdAt: string;
  updatedAt: string;
}

/** A promotion in the list: its targets counted, not named. */
export type AdminPromotionSummary = Omit<AdminPromotion, 'products' | 'categories'> & {
  targets: number;
};

export interface AdminPromotionPage {
  items: AdminPromotionSummary[];
  total: number;
  page: number;
  limit: number;
}

/** `POST admin/promotions`; `PUT admin/promotions/{id}` adds the version it was read at. */
export interface PromotionInput {
  name: LocalizedText;
  type: DiscountType;
  value: number;
  minSubtotal: number;
  startsAt: string | null;
  endsAt: string | null;
  active: boolean;
  scope: PromotionScope;
  productIds: string[];
  categoryIds: string[];
}

export type PromotionUpdate = PromotionInput & { version: number };

/** Where a promotion stands at `now` (see PROMOTION_STATES). */
export function promotionStateAt(
  promotion: { active: boolean; startsAt: string | Date | null; endsAt: string | Date | null },
  now: Date,
): PromotionState {
  if (!promotion.active) return 'INACTIVE';
  const time = now.getTime();
  if (promotion.startsAt !== null && new Date(promotion.startsAt).getTime() > time)
    return 'SCHEDULED';
  if (promotion.endsAt !== null && new Date(promotion.endsAt).getTime() <= time) return 'ENDED';
  return 'RUNNING';
}
