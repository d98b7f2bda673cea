import { DISCOUNT_TYPES, ORDER_LIMITS } from '@storefront/shared/core';
import { z } from 'zod';
import { INT_MAX } from './common';

/** `POST promo-code`: a code staff create. */
export const newPromoCode = z
  .object({
    /** Stored upper-case: shoppers type codes in any case. */
    code: z
      .string()
      .trim()
      .toUpperCase()
      .regex(
        new RegExp(`^[A-Z0-9][A-Z0-9_-]{2,${ORDER_LIMITS.promoCodeMax - 1}}$`),
        'promo_code_invalid',
      ),
    type: z.enum(DISCOUNT_TYPES),
    /** Minor units for AMOUNT, a percentage (1 to 100) for PERCENT. */
    value: z.number().int().min(1).max(INT_MAX),
    /** The customer who alone may use it; anyone when absent. */
    userId: z.uuid().optional(),
    /** Within years 2000 to 9999 once in UTC: PostgreSQL knows no year 0, and beyond is a typo. */
    expiresAt: z.iso
      .datetime({ offset: true })
      .refine((text) => {
        const year = new Date(text).getUTCFullYear();
        return year >= 2000 && year <= 9999;
      }, 'expires_at_out_of_range')
      .optional(),
  })
  .refine((body) => body.type !== 'PERCENT' || body.value <= 100, {
    message: 'percent_too_large',
    path: ['value'],
  });

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
