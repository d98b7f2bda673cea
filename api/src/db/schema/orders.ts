import { type LocalizedText } from '@storefront/shared/core';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, uuid } from 'drizzle-orm/pg-core';
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
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    language: languageEnum('language').notNull(),
    deliveryMethod: deliveryMethodEnum('delivery_method').notNull(),
    deliveryDetails: jsonb('delivery_details').$type<Record<string, string>>().notNull(),
    paymentMethod: paymentMethodEnum('payment_method').notNull(),
    promoCodeId: uuid('promo_code_id').references(() => promoCodes.id),
    currency: text('currency').notNull(),
    subtotal: integer('subtotal').notNull(),
    discount: integer('discount').notNull().default(0),
    deliveryPrice: integer('delivery_price').notNull().default(0),
    total: integer('total').notNull(),
    status: orderStatusEnum('status').notNull().default('NEW'),
    idempotencyKey: text('idempotency_key').unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('orders_user_idx').on(table.userId, table.createdAt)],
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
    /** The product's name when ordered, in every language it had. */
    name: jsonb('name').$type<LocalizedText>().notNull(),
    quantity: integer('quantity').notNull(),
    unitPrice: integer('unit_price').notNull(),
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
