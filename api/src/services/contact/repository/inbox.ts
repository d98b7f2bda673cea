import type { ContactInboxState } from '@storefront/shared/admin';
import {
  and,
  asc,
  desc,
  eq,
  inArray,
  isNotNull,
  isNull,
  max,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/database';
import { contactMessages, contactReplies, emailOutbox } from '../../../db/schema';
import type { ContactMessageRow } from './index';

export type ContactReplyRow = typeof contactReplies.$inferSelect;

export interface InboxFilter {
  state?: ContactInboxState;
  q?: string;
  limit: number;
  offset: number;
}

/**
 * `text` found anywhere in `column`, whatever the case (the databases run in C.UTF-8: lower()
 * folds Polish and Cyrillic letters too). strpos, not LIKE: `%` and `_` typed by staff are text.
 */
const contains = (column: AnyPgColumn, text: string) =>
  sql`strpos(lower(${column}), lower(${text})) > 0`;

function inboxCondition({ state, q }: Pick<InboxFilter, 'state' | 'q'>): SQL | undefined {
  const words = q?.split(/\s+/).filter(Boolean) ?? [];
  return and(
    state === 'unread' ? isNull(contactMessages.readAt) : undefined,
    state === 'read' ? isNotNull(contactMessages.readAt) : undefined,
    // Every word somewhere in the sender's name, email or message ("anna lviv").
    ...words.map((word) =>
      or(
        contains(contactMessages.name, word),
        contains(contactMessages.email, word),
        contains(contactMessages.message, word),
      ),
    ),
  );
}

/** A page of the inbox, newest first; how many match, and how many are unread in all. */
export async function pageOfInbox(db: Database, filter: InboxFilter) {
  const where = inboxCondition(filter);
  const [rows, [count], [unread]] = await Promise.all([
    db
      .select()
      .from(contactMessages)
      .where(where)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(contactMessages)
      .where(where),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(contactMessages)
      .where(isNull(contactMessages.readAt)),
  ]);
  return { rows, total: count?.total ?? 0, unread: unread?.total ?? 0 };
}

/** How many replies each message has, and when the last was sent. */
export async function replyCounts(db: Database, messageIds: string[]) {
  if (messageIds.length === 0) return new Map<string, { count: number; last: Date | null }>();
  const rows = await db
    .select({
      messageId: contactReplies.messageId,
      count: sql<number>`count(*)::int`,
      last: max(contactReplies.createdAt),
    })
    .from(contactReplies)
    .where(inArray(contactReplies.messageId, messageIds))
    .groupBy(contactReplies.messageId);
  return new Map(rows.map((row) => [row.messageId, { count: row.count, last: row.last }]));
}

export async function findContactMessage(
  db: Database,
  id: string,
): Promise<ContactMessageRow | undefined> {
  const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
  return row;
}

/** A message, its row locked for the rest of the transaction. */
export async function lockContactMessage(
  tx: Database,
  id: string,
): Promise<ContactMessageRow | undefined> {
  const [row] = await tx
    .select()
    .from(contactMessages)
    .where(eq(contactMessages.id, id))
    .limit(1)
    .for('update');
  return row;
}

/** Sets a message read (by `by`, at `at`) or unread (null), raising its version. */
export async function setContactMessageRead(
  tx: Database,
  id: string,
  read: { at: Date; by: string } | null,
): Promise<ContactMessageRow> {
  const [row] = await tx
    .update(contactMessages)
    .set({
      readAt: read?.at ?? null,
      readBy: read?.by ?? null,
      version: sql`${contactMessages.version} + 1`,
    })
    .where(eq(contactMessages.id, id))
    .returning();
  return row!;
}

/** A message's replies, oldest first, with the state of the email that carries each. */
export async function repliesOf(db: Database, messageId: string) {
  return db
    .select({ reply: contactReplies, emailStatus: emailOutbox.status })
    .from(contactReplies)
    .leftJoin(emailOutbox, eq(emailOutbox.id, contactReplies.emailId))
    .where(eq(contactReplies.messageId, messageId))
    .orderBy(asc(contactReplies.createdAt), asc(contactReplies.id));
}

export async function insertContactReply(
  tx: Database,
  values: typeof contactReplies.$inferInsert,
): Promise<ContactReplyRow> {
  const [row] = await tx.insert(contactReplies).values(values).returning();
  return row!;
}
