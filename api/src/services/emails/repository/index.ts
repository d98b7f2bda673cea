import { and, asc, count, desc, eq, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { emailOutbox } from '../../../db/schema';

export type OutboxRow = typeof emailOutbox.$inferSelect;

export async function insertEmail(
  db: Database,
  email: typeof emailOutbox.$inferInsert,
): Promise<string> {
  const [row] = await db.insert(emailOutbox).values(email).returning({ id: emailOutbox.id });
  return row!.id;
}

/**
 * How long a sender's claim keeps others away: past nodemailer's longest wait on an SMTP server
 * (10 minutes without a byte), so only a sender that died mid-send has its emails taken over.
 */
const CLAIM_LEASE = sql`interval '15 minutes'`;

/** Pending, and not being sent by another sender right now. */
const claimable = and(
  eq(emailOutbox.status, 'PENDING'),
  or(isNull(emailOutbox.claimedAt), lt(emailOutbox.claimedAt, sql`now() - ${CLAIM_LEASE}`)),
);

/** Up to `batch` emails no sender holds, oldest first. */
export function claimableEmails(db: Database, batch: number): Promise<OutboxRow[]> {
  return db
    .select()
    .from(emailOutbox)
    .where(claimable)
    .orderBy(asc(emailOutbox.createdAt), asc(emailOutbox.id))
    .limit(batch);
}

/**
 * Claims an email read with `attempts` tries: raises its attempts from that count and stamps the
 * claim, in one conditional update; undefined when another sender was first (the count changed,
 * or its claim holds).
 */
export async function claimEmail(
  db: Database,
  email: Pick<OutboxRow, 'id' | 'attempts'>,
): Promise<{ attempts: number } | undefined> {
  const [claimed] = await db
    .update(emailOutbox)
    .set({ attempts: sql`${emailOutbox.attempts} + 1`, claimedAt: sql`now()` })
    .where(and(eq(emailOutbox.id, email.id), eq(emailOutbox.attempts, email.attempts), claimable))
    .returning({ attempts: emailOutbox.attempts });
  return claimed;
}

export async function markDone(db: Database, id: string, status: 'SENT' | 'LOGGED') {
  await db
    .update(emailOutbox)
    .set({ status, sentAt: new Date(), lastError: null })
    .where(eq(emailOutbox.id, id));
}

/** An email whose sending failed: its claim released, kept for another try or FAILED. */
export async function markUnsent(
  db: Database,
  id: string,
  { status, lastError }: { status: 'PENDING' | 'FAILED'; lastError: string },
) {
  await db
    .update(emailOutbox)
    .set({ status, lastError, claimedAt: null })
    .where(eq(emailOutbox.id, id));
}

/** A page of the outbox, newest first, to one recipient or all, and how many there are in all. */
export async function pageOfOutbox(
  db: Database,
  { recipient, limit, offset }: { recipient?: string; limit: number; offset: number },
): Promise<{ rows: OutboxRow[]; total: number }> {
  const where: SQL | undefined = recipient ? eq(emailOutbox.recipient, recipient) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(emailOutbox)
      .where(where)
      .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(emailOutbox).where(where),
  ]);
  return { rows, total: Number(total?.value ?? 0) };
}
