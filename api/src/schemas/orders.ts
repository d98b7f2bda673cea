import {
  ADDRESS_DELIVERY_METHODS,
  CURRENCIES,
  CUSTOMER_TYPES,
  DELIVERY_METHODS,
  DISCOUNT_TYPES,
  FREE_DELIVERY_WITHDRAWALS,
  LANGUAGES,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  POINT_DELIVERY_METHODS,
} from '@storefront/shared/core';
import { z } from 'zod';
import { paging } from './common';
import { paymentInstructions, shownMoney } from './payment-details';

/*
 * Response shapes (the OrderEstimate, Order, OrderTracking and OrderPage contracts of
 * @storefront/shared) and the query and header schemas of the order routes. Requests use the
 * shared zod schemas the checkout form validates with.
 */

const amount = z.number().int();

/** The language of product and promotion names in the answer. */
export const langQuery = z.object({ lang: z.enum(LANGUAGES).optional() });

export const estimateQuery = z.object({ lang: z.enum(LANGUAGES).default('en') });

export const pageQuery = langQuery.extend(paging);

/** Loose: the validated headers replace request.headers, so the others must stay. */
export const idempotencyHeaders = z.looseObject({
  'idempotency-key': z
    .string('idempotency_key_required')
    .regex(/^[\x21-\x7e]{8,100}$/, 'idempotency_key_invalid'),
});

export const orderIdParams = z.object({ orderId: z.string().max(100) });
export const orderNumberParams = z.object({ orderNumber: z.string().max(20) });

const line = z.object({
  productId: z.string(),
  slug: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  quantity: amount,
  unitPrice: amount,
  regularPrice: amount,
  lineTotal: amount,
});

const appliedDiscount = {
  type: z.enum(DISCOUNT_TYPES),
  value: amount,
  discount: amount,
};
const promotion = z
  .object({ name: z.string(), ...appliedDiscount, minSubtotal: amount.nullable() })
  .nullable();
const promoCode = z.object({ code: z.string(), ...appliedDiscount }).nullable();

const deliveryQuote = z.object({
  method: z.enum(DELIVERY_METHODS),
  price: amount,
  basePrice: amount,
  free: z.boolean(),
  freeFrom: amount.nullable(),
  withdrawnBy: z.array(z.enum(FREE_DELIVERY_WITHDRAWALS)),
});

export const orderEstimate = z.object({
  currency: z.enum(CURRENCIES),
  lines: z.array(line.extend({ stock: amount })),
  leftOut: z.array(z.string()),
  subtotal: amount,
  promotion,
  promoCode,
  discount: amount,
  delivery: deliveryQuote,
  pricedDelivery: z.array(deliveryQuote),
  total: amount,
});

const history = z.array(z.object({ status: z.enum(ORDER_STATUSES), at: z.string() }));

const delivery = z.discriminatedUnion('method', [
  z.object({ method: z.literal('LOCAL_PICKUP') }),
  z.object({ method: z.literal('TAXI'), street: z.string(), city: z.string() }),
  z.object({
    method: z.enum(POINT_DELIVERY_METHODS),
    pointCode: z.string(),
    country: z.string(),
  }),
  z.object({
    method: z.enum(ADDRESS_DELIVERY_METHODS),
    street: z.string(),
    city: z.string(),
    postalCode: z.string(),
    country: z.string(),
  }),
]);

export const order = z.object({
  id: z.string(),
  number: amount,
  status: z.enum(ORDER_STATUSES),
  history,
  createdAt: z.string(),
  customerType: z.enum(CUSTOMER_TYPES),
  language: z.enum(LANGUAGES),
  contact: z.object({
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phone: z.string(),
  }),
  delivery,
  paymentMethod: z.enum(PAYMENT_METHODS),
  paymentInstructions,
  comment: z.string().nullable(),
  currency: z.enum(CURRENCIES),
  lines: z.array(line),
  subtotal: amount,
  promotion,
  promoCode,
  discount: amount,
  deliveryPrice: amount,
  total: amount,
  shown: shownMoney.optional(),
});

export const orderPage = z.object({
  items: z.array(order),
  total: amount,
  page: amount,
  limit: amount,
  pages: amount,
});

export const orderTracking = z.object({
  number: amount,
  status: z.enum(ORDER_STATUSES),
  history,
  createdAt: z.string(),
  deliveryMethod: z.enum(DELIVERY_METHODS),
  paymentMethod: z.enum(PAYMENT_METHODS),
  paymentInstructions,
  currency: z.enum(CURRENCIES),
  total: amount,
  shown: shownMoney.optional(),
  lines: z.array(z.object({ name: z.string(), quantity: amount })),
});
