import { and, eq, gt, isNull, lte, ne } from 'drizzle-orm';
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
    .where(eq(users.email, email))
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
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)))
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

export async function setRole(db: Database, id: string, role: UserRow['role']): Promise<UserRow> {
  const [user] = await db
    .update(users)
    .set({ role, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return user!;
}
