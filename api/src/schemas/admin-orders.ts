import { BULK_STATUS_MAX } from '@storefront/shared/admin';
import {
  CURRENCIES,
  CUSTOMER_TYPES,
  DELIVERY_METHODS,
  ERROR_CODES,
  LANGUAGES,
  ORDER_LIMITS,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  STAFF_ROLES,
} from '@storefront/shared/core';
import { z } from 'zod';
import { INT_MAX, paging, typedText } from './common';
import { order } from './orders';

const status = z.enum(ORDER_STATUSES);
const amount = z.number().int();

/** Several statuses: the parameter repeated (`status=NEW&status=PACKED`), or comma-separated. */
const statuses = z
  .union([z.string().regex(/^[A-Z]+(,[A-Z]+)*$/, 'statuses, comma-separated'), z.array(status)])
  .transform((value) => (typeof value === 'string' ? value.split(',') : value))
  .pipe(z.array(status).min(1).max(ORDER_STATUSES.length));

/** A day in the shop's time zone. */
const day = z.iso.date();

/** The list's filters, shared by the list and its export. */
const filters = {
  status: statuses.optional(),
  paymentMethod: z.enum(PAYMENT_METHODS).optional(),
  deliveryMethod: z.enum(DELIVERY_METHODS).optional(),
  customerType: z.enum(CUSTOMER_TYPES).optional(),
  from: day.optional(),
  to: day.optional(),
  q: typedText().trim().max(100).optional(),
};
const inOrder = (query: { from?: string; to?: string }) =>
  !query.from || !query.to || query.from <= query.to;
const outOfOrder = { message: '`from` must not be after `to`', path: ['from'] };

export const orderFilterQuery = z.object(filters).refine(inOrder, outOfOrder);

export const orderListQuery = z.object({ ...filters, ...paging }).refine(inOrder, outOfOrder);

export const adminOrderIdParams = z.object({ orderId: z.string().max(100) });

export const adminOrderDetailQuery = z.object({ lang: z.enum(LANGUAGES).optional() });

const note = typedText().trim().max(ORDER_LIMITS.commentMax).optional();
const version = z.number().int().min(1).max(INT_MAX);

export const statusChangeInput = z.object({ status, note, version });

export const bulkStatusInput = z.object({
  orderIds: z.array(z.string().max(100)).min(1).max(BULK_STATUS_MAX),
  status,
  note,
});

export const adminOrderRow = z.object({
  id: z.string(),
  number: amount,
  createdAt: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  customerType: z.enum(CUSTOMER_TYPES),
  status,
  paymentMethod: z.enum(PAYMENT_METHODS),
  deliveryMethod: z.enum(DELIVERY_METHODS),
  total: amount,
  currency: z.enum(CURRENCIES),
  version: amount,
});

export const adminOrderPage = z.object({
  items: z.array(adminOrderRow),
  total: amount,
  page: amount,
  limit: amount,
  pages: amount,
});

const author = z
  .discriminatedUnion('kind', [
    z.object({
      kind: z.literal('staff'),
      email: z.string(),
      name: z.string(),
      role: z.enum(STAFF_ROLES).nullable(),
    }),
    z.object({ kind: z.literal('customer') }),
  ])
  .nullable();

export const adminOrderDetail = z.object({
  order,
  history: z.array(z.object({ status, at: z.string(), note: z.string().nullable(), by: author })),
  next: z.array(status),
  version: amount,
});

const errorProduct = z.object({ id: z.string(), name: z.partialRecord(z.string(), z.string()) });

export const bulkStatusAnswer = z.object({
  results: z.array(
    z.discriminatedUnion('ok', [
      z.object({
        orderId: z.string(),
        number: amount,
        ok: z.literal(true),
        status,
        version: amount,
      }),
      z.object({
        orderId: z.string(),
        number: amount.optional(),
        status: status.optional(),
        ok: z.literal(false),
        code: z.enum(ERROR_CODES),
        message: z.string(),
        products: z.array(errorProduct).optional(),
      }),
    ]),
  ),
});
