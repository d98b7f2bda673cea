import { DISCOUNT_LIMITS } from '@storefront/shared/admin';
import { DISCOUNT_TYPES, ORDER_LIMITS, type DiscountType } from '@storefront/shared';
import type { NewPromoCodeInput } from '@storefront/shared/admin';
import { z } from 'zod';
import { parseValue } from '../../features/discounts/amounts';
import { fromZonedInput } from '../../features/shop/zoned-time';

/** A code as the API takes it: letters, digits, `-` and `_`, 3 to 40 (see the API's schema). */
const CODE = new RegExp(`^[A-Z0-9][A-Z0-9_-]{2,${ORDER_LIMITS.promoCodeMax - 1}}$`);

/** The new promo code form's fields, as typed. */
export interface PromoCodeValues {
  code: string;
  type: DiscountType;
  value: string;
  expiresAt: string;
  customerEmail: string;
  note: string;
}

export const emptyPromoCode: PromoCodeValues = {
  code: '',
  type: 'PERCENT',
  value: '',
  expiresAt: '',
  customerEmail: '',
  note: '',
};

/** Whether a discount's value is one the API takes: a whole 1–100 %, or an amount ≥ 0.01. */
export function valueIssue(type: DiscountType, text: string): string | null {
  const value = parseValue(type, text);
  if (value === null || value < 1) return 'value_invalid';
  if (type === 'PERCENT' && value > 100) return 'percent_too_large';
  return null;
}

/** The form's rules, the API's own (the API checks them again). Messages: `validation` keys. */
export const promoCodeFormSchema = z
  .object({
    code: z
      .string()
      .trim()
      .toUpperCase()
      .refine((code) => code === '' || CODE.test(code), 'promo_code_invalid'),
    type: z.enum(DISCOUNT_TYPES),
    value: z.string().trim(),
    expiresAt: z.string(),
    customerEmail: z
      .string()
      .trim()
      .refine((email) => email === '' || z.email().safeParse(email).success, 'email_invalid'),
    note: z.string().trim().max(DISCOUNT_LIMITS.noteMax, 'note_too_long'),
  })
  .superRefine((values, context) => {
    const issue = valueIssue(values.type, values.value);
    if (issue) context.addIssue({ code: 'custom', path: ['value'], message: issue });
  });

/** The form's values as `POST admin/promo-codes` takes them, times read in the shop's zone. */
export function toPromoCodeInput(values: PromoCodeValues, zone: string): NewPromoCodeInput {
  return {
    ...(values.code.trim() ? { code: values.code.trim().toUpperCase() } : {}),
    type: values.type,
    value: parseValue(values.type, values.value)!,
    expiresAt: values.expiresAt ? fromZonedInput(values.expiresAt, zone) : null,
    customerEmail: values.customerEmail.trim() || null,
    note: values.note.trim() || null,
  };
}
