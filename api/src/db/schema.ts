import {
  CUSTOMER_TYPES,
  DELIVERY_METHODS,
  DISCOUNT_TYPES,
  LANGUAGES,
  PAYMENT_METHODS,
  ROLES,
  type LocalizedText,
  type PublicStore,
} from '@storefront/shared/core';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

// One schema for PGlite and PostgreSQL 15: only features both have (gen_random_uuid is core).

export const roleEnum = pgEnum('role', ROLES);
export const languageEnum = pgEnum('language', LANGUAGES);
export const deliveryMethodEnum = pgEnum('delivery_method', DELIVERY_METHODS);
export const paymentMethodEnum = pgEnum('payment_method', PAYMENT_METHODS);
export const customerTypeEnum = pgEnum('customer_type', CUSTOMER_TYPES);
export const discountTypeEnum = pgEnum('discount_type', DISCOUNT_TYPES);
export const ORDER_STATUSES = [
  'NEW',
  'CONFIRMED',
  'PACKED',
  'SHIPPED',
  'DELIVERED',
  'CANCELLED',
] as const;
export const orderStatusEnum = pgEnum('order_status', ORDER_STATUSES);
export const emailStatusEnum = pgEnum('email_status', ['PENDING', 'SENT', 'FAILED', 'LOGGED']);

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** The public store configuration (spec point 3); one row, its sections as JSON documents. */
export const stores = pgTable('stores', {
  id: uuid('id').primaryKey().defaultRandom(),
  contactInfo: jsonb('contact_info').$type<PublicStore['contactInfo']>().notNull(),
  currency: jsonb('currency').$type<PublicStore['currency']>().notNull(),
  delivery: jsonb('delivery').$type<PublicStore['delivery']>().notNull(),
  discount: jsonb('discount').$type<PublicStore['discount']>().notNull(),
  integrations: jsonb('integrations').$type<PublicStore['integrations']>().notNull(),
  mainInfo: jsonb('main_info').$type<PublicStore['mainInfo']>().notNull(),
  navigationBar: jsonb('navigation_bar').$type<PublicStore['navigationBar']>().notNull(),
  pagesContent: jsonb('pages_content').$type<PublicStore['pagesContent']>().notNull(),
  seo: jsonb('seo').$type<PublicStore['seo']>().notNull(),
  slides: jsonb('slides').$type<PublicStore['slides']>().notNull(),
  schedule: jsonb('schedule').$type<PublicStore['schedule']>().notNull(),
  updatedAt: updatedAt(),
});

export const categories = pgTable('categories', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  description: jsonb('description').$type<LocalizedText>().notNull(),
  image: text('image'),
  position: integer('position').notNull().default(0),
});

export const brands = pgTable('brands', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  country: text('country'),
});

export interface ProductAttribute {
  name: LocalizedText;
  value: LocalizedText;
}

/** Products; prices are integer minor units of the store's main currency. */
export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id),
    brandId: uuid('brand_id').references(() => brands.id),
    price: integer('price').notNull(),
    discountPrice: integer('discount_price'),
    stock: integer('stock').notNull().default(0),
    featured: boolean('featured').notNull().default(false),
    attributes: jsonb('attributes').$type<ProductAttribute[]>().notNull().default([]),
    arrivedAt: timestamp('arrived_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('products_price_positive', sql`${table.price} > 0`),
    check('products_stock_not_negative', sql`${table.stock} >= 0`),
    check(
      'products_discount_below_price',
      sql`${table.discountPrice} IS NULL OR (${table.discountPrice} > 0 AND ${table.discountPrice} < ${table.price})`,
    ),
    index('products_category_idx').on(table.categoryId),
    index('products_brand_idx').on(table.brandId),
    index('products_arrived_idx').on(table.arrivedAt),
  ],
);

/** A product's name and description in one language. */
export const productTexts = pgTable(
  'product_texts',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    language: languageEnum('language').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
  },
  (table) => [primaryKey({ columns: [table.productId, table.language] })],
);

export const productImages = pgTable(
  'product_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** A path under the API's image store, e.g. `products/ethiopia-yirgacheffe.svg`. */
    path: text('path').notNull(),
    position: integer('position').notNull().default(0),
  },
  (table) => [index('product_images_product_idx').on(table.productId, table.position)],
);

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Stored lowercased; unique. */
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  role: roleEnum('role').notNull().default('CUSTOMER'),
  firstName: text('first_name').notNull().default(''),
  lastName: text('last_name').notNull().default(''),
  phone: text('phone'),
  language: languageEnum('language').notNull().default('en'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const favorites = pgTable(
  'favorites',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.productId] })],
);

/** Sign-in sessions: only a hash of the cookie's token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    userAgent: text('user_agent'),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

export const promoCodes = pgTable(
  'promo_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull().unique(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    type: discountTypeEnum('type').notNull(),
    /** Minor units for AMOUNT, a percentage for PERCENT. */
    value: integer('value').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    check('promo_codes_value_positive', sql`${table.value} > 0`),
    check('promo_codes_percent_range', sql`${table.type} <> 'PERCENT' OR ${table.value} <= 100`),
    index('promo_codes_user_idx').on(table.userId),
  ],
);

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

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    message: text('message').notNull(),
    language: languageEnum('language').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('contact_messages_created_idx').on(table.createdAt)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('password_reset_tokens_user_idx').on(table.userId)],
);

/** Emails to send: SMTP when configured, otherwise kept here and logged. */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    template: text('template').notNull(),
    status: emailStatusEnum('status').notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [index('email_outbox_status_idx').on(table.status, table.createdAt)],
);
