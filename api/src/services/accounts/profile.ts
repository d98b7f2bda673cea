import type { PersonalData } from '@storefront/shared/schemas';
import type { Database } from '../../db/database';
import { AppError } from '../../errors';
import { hashPassword, verifyPassword } from './passwords';
import { setPasswordHash, updateUser, type UserRow } from './repository';
import { endUserSessions } from './sessions';

/** Saves what a customer edits of their own account (never the email or the role). */
export async function updatePersonalData(
  db: Database,
  userId: string,
  data: PersonalData,
): Promise<UserRow> {
  return updateUser(db, userId, {
    firstName: data.firstName,
    lastName: data.lastName,
    phone: data.phone ?? null,
    language: data.language,
    updatedAt: new Date(),
  });
}

/**
 * Changes a password with the current one (400 USER_PASSWORD_INCORRECT when wrong) and ends the
 * account's other sessions: whoever knew the old password is signed out, this browser is not.
 */
export async function changePassword(
  db: Database,
  user: UserRow,
  { currentPassword, newPassword }: { currentPassword: string; newPassword: string },
  keepSessionToken: string | undefined,
): Promise<void> {
  if (!(await verifyPassword(user.passwordHash, currentPassword))) {
    // Named on its field, as a validation error is: a form says it beside the current password.
    throw new AppError(400, 'USER_PASSWORD_INCORRECT', 'The current password is not right', {
      fields: { currentPassword: 'password_incorrect' },
    });
  }
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    await setPasswordHash(tx, user.id, { passwordHash, now: new Date() });
    await endUserSessions(tx, user.id, keepSessionToken);
  });
}
