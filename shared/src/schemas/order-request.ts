import * as z from 'zod/mini';
import { CONTACT_LIMITS } from '../contracts/contact';
import { CURRENCIES, PAYMENT_METHODS } from '../contracts/enums';
import { LANGUAGES } from '../contracts/languages';
import { ORDER_LIMITS } from '../contracts/order';
import { boundedText, deliveryDetailsSchema, orderLines, promoCode } from './order';
import { phoneNumber } from './phone';
import { typedString } from './text';

/*
 * Placing an order, validated with the same schema in the browser and in the API. Apart from
 * order.ts because of the phone: the pages that track an order or save an address never
 * download the phone library. Messages are translation keys of the checkout's `validation` group.
 */

/** Who orders; the phone is checked as its country numbers them and kept in E.164. */
export const orderContactSchema = z.object({
  firstName: boundedText(1, ORDER_LIMITS.nameMax, 'first_name_required', 'first_name_too_long'),
  lastName: boundedText(1, ORDER_LIMITS.nameMax, 'last_name_required', 'last_name_too_long'),
  email: z.pipe(
    typedString('email_invalid').check(
      z.trim(),
      z.toLowerCase(),
      z.maxLength(CONTACT_LIMITS.emailMax, 'email_invalid'),
    ),
    z.email('email_invalid'),
  ),
  phone: phoneNumber(),
});

/** `POST /api/v1/order`: everything the checkout form collects. */
export const orderSchema = z.object({
  items: orderLines,
  contact: orderContactSchema,
  delivery: deliveryDetailsSchema,
  paymentMethod: z.enum(PAYMENT_METHODS, 'payment_method_required'),
  promoCode,
  comment: z.optional(
    z.pipe(
      typedString().check(z.trim(), z.maxLength(ORDER_LIMITS.commentMax, 'comment_too_long')),
      z.transform((value) => value || undefined),
    ),
  ),
  language: z._default(z.enum(LANGUAGES), 'en'),
  /**
   * The currency the checkout showed the order in; the API records it with the store's rate
   * when the store offers it (the main currency when absent).
   */
  shownCurrency: z.optional(z.enum(CURRENCIES, 'currency_invalid')),
});

export type OrderInput = z.input<typeof orderSchema>;
export type OrderRequest = z.output<typeof orderSchema>;
