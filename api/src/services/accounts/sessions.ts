import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../../db/database';
import {
  deleteEndedSessionsOf,
  deleteSession,
  deleteSessionByHash,
  deleteSessionsOf,
  insertSession,
  liveSessionByHash,
  touchSession,
} from './repository';

export const SESSION_COOKIE = 'sid';

export interface SessionPolicy {
  /** A session unused for this long ends. */
  idleMs: number;
  /** A session ends this long after sign-in, however active. */
  absoluteMs: number;
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Starts a session: a random token for the cookie; only its hash is stored. */
export async function createSession(
  db: Database,
  userId: string,
  policy: SessionPolicy,
  userAgent?: string,
) {
  const token = randomBytes(32).toString('base64url');
  const now = Date.now();
  // The user's sessions that have run out go as a new one starts, so rows do not pile up.
  await deleteEndedSessionsOf(db, userId, new Date(now));
  await insertSession(db, {
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(now + policy.absoluteMs),
    lastSeenAt: new Date(now),
    userAgent: userAgent?.slice(0, 300) ?? null,
  });
  return token;
}

/** The user of a session token, if the session is alive; touches its last use. */
export async function resolveSession(db: Database, token: string, policy: SessionPolicy) {
  const now = new Date();
  const row = await liveSessionByHash(db, hashToken(token), now);
  if (!row) return null;
  if (now.getTime() - row.lastSeenAt.getTime() > policy.idleMs) {
    await deleteSession(db, row.sessionId);
    return null;
  }
  // Writing on every request would serialise reads on PGlite; a minute's precision is enough.
  if (now.getTime() - row.lastSeenAt.getTime() > 60_000) {
    await touchSession(db, row.sessionId, now);
  }
  return { sessionId: row.sessionId, user: row.user };
}

export async function endSession(db: Database, token: string): Promise<void> {
  await deleteSessionByHash(db, hashToken(token));
}

/** Ends every session of a user, or every one but the session of `keepToken`. */
export async function endUserSessions(
  db: Database,
  userId: string,
  keepToken?: string,
): Promise<void> {
  await deleteSessionsOf(db, userId, keepToken ? hashToken(keepToken) : undefined);
}
