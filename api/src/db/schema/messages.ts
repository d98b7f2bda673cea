import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, updatedAt } from './columns';
import { languageEnum, emailStatusEnum, roleEnum } from './enums';

/**
 * The contact form's messages. Staff read them in the back office's inbox: unread until someone
 * opens one (`read_at`), each change of its state or a reply raising `version`.
 */
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
    readAt: timestamp('read_at', { withTimezone: true }),
    /** Who opened it (or marked it read), as they were then. */
    readBy: text('read_by'),
    version: integer('version').notNull().default(1),
  },
  (table) => [
    index('contact_messages_created_idx').on(table.createdAt),
    // The unread count on every inbox page: a few rows of many.
    index('contact_messages_unread_idx')
      .on(table.createdAt)
      .where(sql`${table.readAt} is null`),
  ],
);

/**
 * The replies staff sent to a message, each by email through the outbox (`email_id`: its state is
 * read from there). Who wrote it is kept as they were then, like the audit record keeps them.
 */
export const contactReplies = pgTable(
  'contact_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => contactMessages.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    language: languageEnum('language').notNull(),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorEmail: text('author_email').notNull(),
    authorRole: roleEnum('author_role').notNull(),
    emailId: uuid('email_id').references(() => emailOutbox.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [index('contact_replies_message_idx').on(table.messageId, table.createdAt)],
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
