import { type LocalizedText } from '@storefront/shared/core';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { discountTypeEnum, promotionScopeEnum } from './enums';
import { categories, products } from './catalog';

/**
 * Promotions while they run (`starts_at` ≤ now < `ends_at`, either open when null). Scope ORDER:
 * a discount on the goods of every order whose subtotal reaches minSubtotal; an order gets the
 * best one that applies. Scope PRODUCTS or CATEGORIES: a discount on the price of each product
 * named in `promotion_targets` (or of each product of a named category), shown on the storefront
 * as its discount price.
 */
export const promotions = pgTable(
  'promotions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    type: discountTypeEnum('type').notNull(),
    /** Minor units for AMOUNT, a percentage for PERCENT. */
    value: integer('value').notNull(),
    /** The subtotal, in minor units, from which the promotion applies. */
    minSubtotal: integer('min_subtotal').notNull().default(0),
    /** Open-ended on either side when null. */
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    active: boolean('active').notNull().default(true),
    scope: promotionScopeEnum('scope').notNull().default('ORDER'),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('promotions_value_positive', sql`${table.value} > 0`),
    check('promotions_percent_range', sql`${table.type} <> 'PERCENT' OR ${table.value} <= 100`),
    check('promotions_min_subtotal_not_negative', sql`${table.minSubtotal} >= 0`),
    check(
      'promotions_dates_in_order',
      sql`${table.startsAt} IS NULL OR ${table.endsAt} IS NULL OR ${table.startsAt} < ${table.endsAt}`,
    ),
  ],
);

/** What a PRODUCTS or CATEGORIES promotion applies to: one product or one category a row. */
export const promotionProducts = pgTable(
  'promotion_products',
  {
    promotionId: uuid('promotion_id')
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.promotionId, table.productId] }),
    index('promotion_products_product_idx').on(table.productId),
  ],
);

export const promotionCategories = pgTable(
  'promotion_categories',
  {
    promotionId: uuid('promotion_id')
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.promotionId, table.categoryId] }),
    index('promotion_categories_category_idx').on(table.categoryId),
  ],
);
