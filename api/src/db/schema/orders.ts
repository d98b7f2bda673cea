import {
  type AppliedPromoCode,
  type AppliedPromotion,
  type CurrencyCode,
  type DeliveryDetails,
  type LocalizedText,
} from '@storefront/shared/core';
import { sql, type SQL } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import {
  languageEnum,
  deliveryMethodEnum,
  paymentMethodEnum,
  customerTypeEnum,
  orderStatusEnum,
} from './enums';
import { promoCodes, users } from './accounts';
import { products } from './catalog';
import { promotions } from './promotions';

/** A promotion as an order got it, named in every language it had. */
export type PromotionSnapshot = Omit<AppliedPromotion, 'name'> & { name: LocalizedText };

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The number a shopper reads and types into order tracking. */
    number: serial('number').notNull().unique(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    customerType: customerTypeEnum('customer_type').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    /** The phone's digits alone: order tracking compares these, whatever the format typed. */
    phoneDigits: text('phone_digits')
      .notNull()
      .generatedAlwaysAs((): SQL => sql`regexp_replace(phone, '[^0-9]', '', 'g')`),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    language: languageEnum('language').notNull(),
    deliveryMethod: deliveryMethodEnum('delivery_method').notNull(),
    deliveryDetails: jsonb('delivery_details').$type<DeliveryDetails>().notNull(),
    paymentMethod: paymentMethodEnum('payment_method').notNull(),
    comment: text('comment'),
    promoCodeId: uuid('promo_code_id').references(() => promoCodes.id),
    promoCode: jsonb('promo_code').$type<AppliedPromoCode>(),
    promotionId: uuid('promotion_id').references(() => promotions.id, { onDelete: 'set null' }),
    promotion: jsonb('promotion').$type<PromotionSnapshot>(),
    currency: text('currency').$type<CurrencyCode>().notNull(),
    subtotal: integer('subtotal').notNull(),
    discount: integer('discount').notNull().default(0),
    deliveryPrice: integer('delivery_price').notNull().default(0),
    total: integer('total').notNull(),
    /**
     * The currency the shopper saw the order in, its rate to the main currency then, and the
     * total they saw in its minor units (the rule of @storefront/shared's money.ts). Orders
     * placed before they were recorded show the charged currency at rate 1.
     */
    shownCurrency: text('shown_currency').$type<CurrencyCode>().notNull(),
    shownRate: doublePrecision('shown_rate').notNull().default(1),
    shownTotal: integer('shown_total').notNull(),
    status: orderStatusEnum('status').notNull().default('NEW'),
    /** Raised by every change of the order, so a staff form read earlier cannot overwrite it. */
    version: integer('version').notNull().default(1),
    idempotencyKey: text('idempotency_key').unique(),
    /** SHA-256 of the canonical request: a retry with the key must send the same order. */
    requestHash: text('request_hash'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('orders_user_idx').on(table.userId, table.createdAt),
    // The back office's list, newest first, whole or by status, and its searches: an email's
    // beginning, a phone's last digits, a name's beginning (first or last).
    index('orders_created_idx').on(table.createdAt, table.id),
    index('orders_status_created_idx').on(table.status, table.createdAt, table.id),
    index('orders_email_idx').on(sql`lower(${table.email}) text_pattern_ops`),
    index('orders_phone_suffix_idx').on(sql`reverse(${table.phoneDigits}) text_pattern_ops`),
    index('orders_last_name_idx').on(sql`lower(${table.lastName}) text_pattern_ops`),
    index('orders_first_name_idx').on(sql`lower(${table.firstName}) text_pattern_ops`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    /** The product as it was ordered: name in every language it had, slug, first image. */
    name: jsonb('name').$type<LocalizedText>().notNull(),
    slug: text('slug').notNull(),
    image: text('image'),
    /** The line's place in the order, as the shopper listed the products. */
    position: integer('position').notNull().default(0),
    quantity: integer('quantity').notNull(),
    /** What the shopper paid for one unit (the discount price when there was one). */
    unitPrice: integer('unit_price').notNull(),
    regularPrice: integer('regular_price').notNull(),
    lineTotal: integer('line_total').notNull(),
  },
  (table) => [
    check('order_items_quantity_positive', sql`${table.quantity} > 0`),
    index('order_items_order_idx').on(table.orderId),
  ],
);

export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: orderStatusEnum('status').notNull(),
    changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
    createdAt: createdAt(),
  },
  (table) => [index('order_status_history_order_idx').on(table.orderId, table.createdAt)],
);
