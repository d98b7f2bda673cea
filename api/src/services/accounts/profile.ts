import type { PersonalData } from '@storefront/shared/schemas';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { users } from '../../db/schema';
import { AppError } from '../../errors';
import type { UserRow } from '../../plugins/auth';
import { hashPassword, verifyPassword } from './passwords';
import { endUserSessions } from './sessions';

/** Saves what a customer edits of their own account (never the email or the role). */
export async function updatePersonalData(
  db: Database,
  userId: string,
  data: PersonalData,
): Promise<UserRow> {
  const [user] = await db
    .update(users)
    .set({
      firstName: data.firstName,
      lastName: data.lastName,
      phone: data.phone ?? null,
      language: data.language,
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId))
    .returning();
  return user!;
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
    await tx
      .update(users)
      .set({ passwordHash, updatedAt: new Date() })
      .where(eq(users.id, user.id));
    await endUserSessions(tx, user.id, keepSessionToken);
  });
}
