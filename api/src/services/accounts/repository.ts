import { and, asc, eq, gt, inArray, isNull, lte, max, ne, sql } from 'drizzle-orm';
import { unlessTaken } from '../../db/database-errors';
import type { Database } from '../../db/database';
import { passwordResetTokens, sessions, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

/* Users */

export async function userByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return user;
}

/** Whom a password reset link of `email` goes to, if anyone. */
export async function resetRecipientByEmail(db: Database, email: string) {
  const [user] = await db
    .select({ id: users.id, email: users.email, language: users.language })
    .from(users)
    // A deactivated account gets no link (it could not sign in anyway), nor an invited one: its
    // first password comes from the owner's invitation, which the owner sends again if need be.
    .where(
      and(eq(users.email, email), isNull(users.deactivatedAt), eq(users.invitationPending, false)),
    )
    .limit(1);
  return user;
}

export async function userIdExists(db: Database, id: string): Promise<boolean> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, id)).limit(1);
  return user !== undefined;
}

/** Stores a user; null when the email has an account already. */
export function insertUser(db: Database, values: NewUserRow): Promise<UserRow | null> {
  const insert = db.insert(users).values(values).returning();
  return unlessTaken(
    'users_email_unique',
    insert.then(([user]) => user!),
  );
}

export async function updateUser(
  db: Database,
  id: string,
  values: Partial<Pick<UserRow, 'firstName' | 'lastName' | 'phone' | 'language' | 'updatedAt'>>,
): Promise<UserRow> {
  const [user] = await db.update(users).set(values).where(eq(users.id, id)).returning();
  return user!;
}

export async function setPasswordHash(
  db: Database,
  id: string,
  { passwordHash, now }: { passwordHash: string; now: Date },
): Promise<void> {
  await db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, id));
}

/* Sessions, by the hash of their token */

/** Deletes the user's sessions that have run out by `now`. */
export async function deleteEndedSessionsOf(db: Database, userId: string, now: Date) {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), lte(sessions.expiresAt, now)));
}

export async function insertSession(db: Database, values: typeof sessions.$inferInsert) {
  await db.insert(sessions).values(values);
}

/** The session of a token hash that has not run out by `now`, with its user. */
export async function liveSessionByHash(db: Database, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ sessionId: sessions.id, lastSeenAt: sessions.lastSeenAt, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        gt(sessions.expiresAt, now),
        // Deactivating deletes the sessions too; this keeps one being made meanwhile from working.
        isNull(users.deactivatedAt),
      ),
    )
    .limit(1);
  return row;
}

export async function touchSession(db: Database, id: string, now: Date) {
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
}

export async function deleteSession(db: Database, id: string) {
  await db.delete(sessions).where(eq(sessions.id, id));
}

export async function deleteSessionByHash(db: Database, tokenHash: string) {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

/** Deletes every session of a user, or every one but the session of `keepHash`. */
export async function deleteSessionsOf(db: Database, userId: string, keepHash?: string) {
  const mine = eq(sessions.userId, userId);
  await db.delete(sessions).where(keepHash ? and(mine, ne(sessions.tokenHash, keepHash)) : mine);
}

/* Password reset tokens */

export type ResetTokenRow = typeof passwordResetTokens.$inferSelect;

export async function resetTokenByHash(
  db: Database,
  tokenHash: string,
): Promise<ResetTokenRow | undefined> {
  const [row] = await db
    .select()
    .from(passwordResetTokens)
    .where(eq(passwordResetTokens.tokenHash, tokenHash))
    .limit(1);
  return row;
}

/**
 * Marks used, at `now`, every token of the user not used yet (a conditional update, so a token
 * is taken once however many requests bring it), and answers their ids.
 */
export async function useResetTokensOf(db: Database, userId: string, now: Date) {
  return db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)))
    .returning({ id: passwordResetTokens.id });
}

export async function insertResetToken(
  db: Database,
  values: typeof passwordResetTokens.$inferInsert,
) {
  await db.insert(passwordResetTokens).values(values);
}

export async function setPreferences(
  db: Database,
  id: string,
  preferences: UserRow['preferences'],
): Promise<UserRow> {
  const [user] = await db
    .update(users)
    .set({ preferences, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return user!;
}

/** Gives an account a role, raising its version. */
export async function setRole(db: Database, id: string, role: UserRow['role']): Promise<UserRow> {
  const [user] = await db
    .update(users)
    .set({ role, updatedAt: new Date(), version: sql`${users.version} + 1` })
    .where(eq(users.id, id))
    .returning();
  return user!;
}

/* Staff accounts, as the owner manages them */

const STAFF: UserRow['role'][] = ['OWNER', 'ADMIN', 'MANAGER'];

/** Every account with a staff role, the owners first, then by email. */
export async function staffAccounts(db: Database) {
  return db
    .select()
    .from(users)
    .where(inArray(users.role, STAFF))
    .orderBy(
      sql`case ${users.role} when 'OWNER' then 0 when 'ADMIN' then 1 else 2 end`,
      asc(users.email),
    );
}

/** When each account's newest invitation link not used yet stops working. */
export async function invitationExpiries(db: Database, userIds: string[]) {
  if (userIds.length === 0) return new Map<string, Date>();
  const rows = await db
    .select({ userId: passwordResetTokens.userId, expiresAt: max(passwordResetTokens.expiresAt) })
    .from(passwordResetTokens)
    .where(
      and(
        inArray(passwordResetTokens.userId, userIds),
        eq(passwordResetTokens.purpose, 'INVITATION'),
        isNull(passwordResetTokens.usedAt),
      ),
    )
    .groupBy(passwordResetTokens.userId);
  return new Map(rows.map((row) => [row.userId, row.expiresAt!]));
}

/**
 * Locks the shop's active owners (in id order, so two staff writes never wait on each other in
 * a cycle) and answers their ids: a demotion or deactivation that checks "another owner is left"
 * under it cannot race another one doing the same.
 */
export async function lockActiveOwners(tx: Database): Promise<string[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'OWNER'), isNull(users.deactivatedAt)))
    .orderBy(asc(users.id))
    .for('update');
  return rows.map((row) => row.id);
}

/** An account, its row locked for the rest of the transaction. */
export async function lockUser(tx: Database, id: string): Promise<UserRow | undefined> {
  const [user] = await tx.select().from(users).where(eq(users.id, id)).limit(1).for('update');
  return user;
}

/** Changes what the owner manages of an account, raising its version. */
export async function updateStaffAccount(
  tx: Database,
  id: string,
  values: Partial<Pick<UserRow, 'role' | 'deactivatedAt' | 'invitationPending'>>,
): Promise<UserRow> {
  const [user] = await tx
    .update(users)
    .set({ ...values, updatedAt: new Date(), version: sql`${users.version} + 1` })
    .where(eq(users.id, id))
    .returning();
  return user!;
}

/**
 * Ends an account's invitation once its password is set: answers the account when it was still
 * invited (its version raised), nothing otherwise.
 */
export async function endInvitation(tx: Database, id: string): Promise<UserRow | undefined> {
  const [user] = await tx
    .update(users)
    .set({ invitationPending: false, updatedAt: new Date(), version: sql`${users.version} + 1` })
    .where(and(eq(users.id, id), eq(users.invitationPending, true)))
    .returning();
  return user;
}
