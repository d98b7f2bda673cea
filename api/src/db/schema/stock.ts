import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { stockMovementKindEnum, supplyStatusEnum } from './enums';
import { products } from './catalog';
import { orders } from './orders';

/**
 * A delivery of goods: drafted with its lines, then received (its quantities added to stock in
 * the same transaction), or a received one cancelled (taken back out). Staff are kept as ids
 * without a foreign key: the audit record names them as they were.
 */
export const supplies = pgTable(
  'supplies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The number staff read and search by. */
    number: serial('number').notNull().unique(),
    status: supplyStatusEnum('status').notNull().default('DRAFT'),
    supplier: text('supplier').notNull().default(''),
    note: text('note'),
    createdBy: uuid('created_by'),
    receivedBy: uuid('received_by'),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('supplies_created_idx').on(table.createdAt, table.id)],
);

export const supplyItems = pgTable(
  'supply_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    supplyId: uuid('supply_id')
      .notNull()
      .references(() => supplies.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    quantity: integer('quantity').notNull(),
    /** What one unit cost the shop, in minor units of the main currency. */
    unitCost: integer('unit_cost').notNull().default(0),
    position: integer('position').notNull().default(0),
  },
  (table) => [
    check('supply_items_quantity_positive', sql`${table.quantity} > 0`),
    check('supply_items_cost_not_negative', sql`${table.unitCost} >= 0`),
    index('supply_items_supply_idx').on(table.supplyId, table.position),
    index('supply_items_product_idx').on(table.productId),
  ],
);

/**
 * Every change of a product's stock, with the stock it left: the product's stock is the sum of
 * its movements, and its history is this table read backwards.
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    kind: stockMovementKindEnum('kind').notNull(),
    /** Units in (positive) or out (negative). */
    quantity: integer('quantity').notNull(),
    /** The product's stock right after this movement. */
    stockAfter: integer('stock_after').notNull(),
    supplyId: uuid('supply_id').references(() => supplies.id, { onDelete: 'set null' }),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** A correction's reason, as staff wrote it. */
    reason: text('reason'),
    actorId: uuid('actor_id'),
    createdAt: createdAt(),
  },
  (table) => [
    check('stock_movements_not_zero', sql`${table.quantity} <> 0 OR ${table.kind} = 'INITIAL'`),
    check('stock_movements_after_not_negative', sql`${table.stockAfter} >= 0`),
    index('stock_movements_product_idx').on(table.productId, table.createdAt),
  ],
);
