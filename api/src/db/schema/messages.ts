import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { languageEnum, emailStatusEnum } from './enums';

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
    /** When a sender took the email for its try; other senders leave it alone until then + a lease. */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [index('email_outbox_status_idx').on(table.status, table.createdAt)],
);

/**
 * The email templates staff saved over the shop's defaults, one per kind and language. Reset to
 * the default, a row keeps its version with no texts (subject and body null): a form read before
 * the reset is still refused, and the default is what is sent.
 */
export const emailTemplates = pgTable(
  'email_templates',
  {
    kind: text('kind').notNull(),
    language: languageEnum('language').notNull(),
    subject: text('subject'),
    body: text('body'),
    version: integer('version').notNull().default(1),
    updatedAt: updatedAt(),
    /** Who saved or reset it last, as they were then. */
    updatedBy: text('updated_by').notNull(),
  },
  (table) => [primaryKey({ columns: [table.kind, table.language] })],
);
