import { sql } from 'drizzle-orm';
import type { StaffPreferences } from '@storefront/shared/admin';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { roleEnum, languageEnum, discountTypeEnum, tokenPurposeEnum } from './enums';
import { products } from './catalog';

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
  /** A staff member's back-office choices (the sound of a new order). */
  preferences: jsonb('preferences').$type<StaffPreferences>().notNull().default({}),
  /**
   * A staff account invited by the owner whose invitation has not been accepted yet: its
   * password is a random one nobody knows until the emailed link sets it.
   */
  invitationPending: boolean('invitation_pending').notNull().default(false),
  /** When the owner deactivated the account: it cannot sign in, and it has no session. */
  deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
  /** Raised by every staff write of the account (its role, its deactivation), against lost updates. */
  version: integer('version').notNull().default(1),
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
    /** What staff wrote about a code they made (whom it is for, which campaign). */
    note: text('note'),
    createdBy: uuid('created_by'),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
  },
  (table) => [
    index('promo_codes_created_idx').on(table.createdAt, table.id),
    check('promo_codes_value_positive', sql`${table.value} > 0`),
    check('promo_codes_percent_range', sql`${table.type} <> 'PERCENT' OR ${table.value} <= 100`),
    index('promo_codes_user_idx').on(table.userId),
  ],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    /** `RESET`: a forgotten password; `INVITATION`: the owner's invitation to the staff. */
    purpose: tokenPurposeEnum('purpose').notNull().default('RESET'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('password_reset_tokens_user_idx').on(table.userId)],
);

/** Delivery addresses a customer saved in the profile, offered at checkout. */
export const userAddresses = pgTable(
  'user_addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    street: text('street').notNull(),
    city: text('city').notNull(),
    /** As the country writes it (the shared schema normalises it). */
    postalCode: text('postal_code').notNull(),
    country: text('country').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('user_addresses_user_idx').on(table.userId, table.createdAt)],
);
