import { randomBytes } from 'node:crypto';
import { resetPasswordLink, type Language } from '@storefront/shared/core';
import type { Database } from '../../db/database';
import { AppError, notFound } from '../../errors';
import { passwordResetEmail } from '../emails/account-texts';
import { queueEmail } from '../emails/outbox';
import { readStoreEssentials } from '../store/store';
import { hashPassword } from './passwords';
import {
  insertResetToken,
  resetRecipientByEmail,
  resetTokenByHash,
  setPasswordHash,
  useResetTokensOf,
} from './repository';
import { endUserSessions, hashToken } from './sessions';
import { acceptInvitation } from './staff-invitations';

export interface ResetSettings {
  publicUrl: string;
  /** How long a link works. */
  minutes: number;
}

/**
 * Emails a reset link to the account of `email`, if there is one; the caller answers the same
 * either way. The token is 32 random bytes, only its hash is stored; a new link ends the ones
 * sent before. The email is in `language`, else in the account's.
 */
export async function requestPasswordReset(
  db: Database,
  request: { email: string; language?: Language },
  { publicUrl, minutes }: ResetSettings,
  now = new Date(),
): Promise<void> {
  const user = await resetRecipientByEmail(db, request.email);
  if (!user) return;

  const token = randomBytes(32).toString('base64url');
  const language = request.language ?? user.language;
  const store = await readStoreEssentials(db);
  const email = passwordResetEmail(language, {
    shop: store.name,
    link: resetPasswordLink(publicUrl, language, token),
    minutes,
  });
  await db.transaction(async (tx) => {
    await useResetTokensOf(tx, user.id, now);
    await insertResetToken(tx, {
      userId: user.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + minutes * 60_000),
    });
    await queueEmail(tx, { recipient: user.email, ...email, template: 'password-reset' });
  });
}

const tokenUsed = () =>
  new AppError(409, 'RESET_TOKEN_INVALID', 'This link has been used or replaced by a newer one');

/**
 * Sets a new password with the token of a reset link: 404 RESET_TOKEN_NOT_FOUND for a token
 * unknown, 409 RESET_TOKEN_INVALID once used (or replaced by a newer link), 400
 * RESET_TOKEN_EXPIRED past its time. Marks it used and ends every session of the account, all in
 * one transaction; the token is taken with a conditional update, so it works once even when two
 * requests bring it together. The owner's invitations are links of the same kind: the first
 * password set ends the account's invitation.
 */
export async function resetPassword(
  db: Database,
  { token, password }: { token: string; password: string },
  { requestId = 'reset-password', now = new Date() }: { requestId?: string; now?: Date } = {},
): Promise<void> {
  const row = await resetTokenByHash(db, hashToken(token));
  if (!row) throw notFound('RESET_TOKEN_NOT_FOUND', 'This link is not known');
  if (row.usedAt) throw tokenUsed();
  if (row.expiresAt <= now) {
    throw new AppError(400, 'RESET_TOKEN_EXPIRED', 'This link has expired; ask for a new one');
  }

  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    // Takes this token and ends the account's other links at once.
    const taken = await useResetTokensOf(tx, row.userId, now);
    if (!taken.some((entry) => entry.id === row.id)) throw tokenUsed();
    await setPasswordHash(tx, row.userId, { passwordHash, now });
    await endUserSessions(tx, row.userId);
    // An invited colleague's first password: the account is active from now on.
    await acceptInvitation(tx, row.userId, requestId);
  });
}
