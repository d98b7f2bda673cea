import { type LocalizedText } from '@storefront/shared/core';
import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { discountTypeEnum } from './enums';

/**
 * Shop-wide promotions: a discount on the goods of every order whose subtotal reaches
 * minSubtotal while the promotion runs. An order gets the best one that applies.
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
