import { desc, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { contactMessages } from '../../../db/schema';

export type ContactMessageRow = typeof contactMessages.$inferSelect;

export async function insertContactMessage(
  db: Database,
  values: typeof contactMessages.$inferInsert,
): Promise<{ id: string; createdAt: Date }> {
  const [stored] = await db
    .insert(contactMessages)
    .values(values)
    .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
  return stored!;
}

/** A page of the messages, newest first, and how many there are in all. */
export async function pageOfContactMessages(
  db: Database,
  { limit, offset }: { limit: number; offset: number },
): Promise<{ rows: ContactMessageRow[]; total: number }> {
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(contactMessages)
      .orderBy(desc(contactMessages.createdAt))
      .limit(limit)
      .offset(offset),
    db.select({ total: sql<number>`count(*)::int` }).from(contactMessages),
  ]);
  return { rows, total: count?.total ?? 0 };
}
