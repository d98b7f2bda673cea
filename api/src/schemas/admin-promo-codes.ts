import { DISCOUNT_LIMITS, PROMO_CODE_STATES } from '@storefront/shared/admin';
import { DISCOUNT_TYPES, ORDER_LIMITS } from '@storefront/shared/core';
import { z } from 'zod';
import { pageQuery, typedText } from './common';
import {
  PERCENT_TOO_LARGE,
  discountValue,
  percentAtMost100,
  promoCodeText,
  storedDateTime,
} from './promo-codes';

/** An email as staff type it to name a customer: compared in lower case. */
const customerEmail = () => z.email('email_invalid').max(254).trim().toLowerCase();

/** `GET admin/promo-codes`. */
export const staffCodeQuery = pageQuery.extend({
  /** A part of the code, any case. */
  q: typedText().trim().toUpperCase().max(ORDER_LIMITS.promoCodeMax).optional(),
  state: z.enum(PROMO_CODE_STATES).optional(),
  /** The email of the customer the codes are limited to. */
  customer: z.string().trim().toLowerCase().pipe(customerEmail()).optional(),
});

/** `POST admin/promo-codes`. */
export const staffCodeInput = z
  .object({
    /** Generated like the registration codes when absent. */
    code: promoCodeText().optional(),
    type: z.enum(DISCOUNT_TYPES),
    value: discountValue(),
    /** A code that ended before it was made would be of no use. */
    expiresAt: storedDateTime('expires_at_out_of_range')
      .refine((text) => new Date(text).getTime() > Date.now(), 'expires_at_in_past')
      .nullable()
      .optional(),
    /** The customer who alone may use it (404 USER_NOT_FOUND for no account); anyone when absent. */
    customerEmail: z.string().trim().toLowerCase().pipe(customerEmail()).nullable().optional(),
    note: typedText().trim().max(DISCOUNT_LIMITS.noteMax, 'note_too_long').nullable().optional(),
  })
  .refine(percentAtMost100, PERCENT_TOO_LARGE);

/** `POST admin/promo-codes/{id}/expire`: the version the code was read at. */
export const versionInput = z.object({ version: z.number().int().min(1).max(2_147_483_647) });

export const idParams = z.object({ id: z.uuid() });

export const staffCodeView = z.object({
  id: z.string(),
  code: z.string(),
  type: z.enum(DISCOUNT_TYPES),
  value: z.number().int(),
  state: z.enum(PROMO_CODE_STATES),
  expiresAt: z.string().nullable(),
  note: z.string().nullable(),
  customer: z.object({ id: z.string(), email: z.string() }).nullable(),
  use: z
    .object({
      usedAt: z.string(),
      order: z
        .object({ id: z.string(), number: z.number().int(), createdAt: z.string() })
        .nullable(),
    })
    .nullable(),
  createdBy: z.object({ email: z.string() }).nullable(),
  createdAt: z.string(),
  version: z.number().int(),
});

export const staffCodePage = z.object({
  items: z.array(staffCodeView),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
