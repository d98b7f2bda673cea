import { DISCOUNT_TYPES, ORDER_LIMITS } from '@storefront/shared/core';
import { z } from 'zod';
import { INT_MAX } from './common';

/** A promo code as staff type it: stored upper-case, since shoppers type codes in any case. */
export const promoCodeText = () =>
  z
    .string()
    .trim()
    .toUpperCase()
    .regex(
      new RegExp(`^[A-Z0-9][A-Z0-9_-]{2,${ORDER_LIMITS.promoCodeMax - 1}}$`),
      'promo_code_invalid',
    );

/** A time within years 2000 to 9999 once in UTC: PostgreSQL knows no year 0, and beyond is a typo. */
export const storedDateTime = (message: string) =>
  z.iso.datetime({ offset: true }).refine((text) => {
    const year = new Date(text).getUTCFullYear();
    return year >= 2000 && year <= 9999;
  }, message);

/** Minor units for AMOUNT, a percentage (1 to 100) for PERCENT. */
export const discountValue = () => z.number().int().min(1).max(INT_MAX);

/** The rule both discounts of a code and a promotion follow: a percentage is at most 100. */
export const percentAtMost100 = (body: { type: string; value: number }) =>
  body.type !== 'PERCENT' || body.value <= 100;
export const PERCENT_TOO_LARGE = { message: 'percent_too_large', path: ['value'] };

/** `POST promo-code`: a code staff create. */
export const newPromoCode = z
  .object({
    code: promoCodeText(),
    type: z.enum(DISCOUNT_TYPES),
    value: discountValue(),
    /** The customer who alone may use it; anyone when absent. */
    userId: z.uuid().optional(),
    expiresAt: storedDateTime('expires_at_out_of_range').optional(),
  })
  .refine(percentAtMost100, PERCENT_TOO_LARGE);

/** A promo code with its state now (`CustomerPromoCode`). */
export const promoCodeView = z.object({
  id: z.string(),
  code: z.string(),
  type: z.enum(DISCOUNT_TYPES),
  value: z.number().int(),
  userId: z.string().nullable(),
  state: z.enum(['ACTIVE', 'USED', 'EXPIRED']),
  usedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  createdAt: z.string(),
});

export const promoCodeList = z.array(promoCodeView);
