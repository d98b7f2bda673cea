import type { Role } from '@storefront/shared/core';
import { PASSWORD_LENGTH } from '@storefront/shared/core';
import type { Database } from '../../db/database';
import { isCommonPassword } from '../../schemas/common-passwords';
import { recordAudit } from '../audit/audit';
import { hashPassword } from './passwords';
import { insertUser, setRole, userByEmail } from './repository';

/** What the command line's operator is called in the audit record. */
export const COMMAND_LINE = 'operator (staff command line)';

export type StaffChange =
  { done: 'created' | 'changed' | 'unchanged'; email: string; role: Role } | { refused: string };

/**
 * Gives an account a role from the command line (the way to the first owner of a shop that has
 * none, or to a role the back office cannot give yet): an existing account's role is changed; a
 * new one is created with the password given. Recorded in the audit record as the operator's.
 */
export async function setStaffRole(
  db: Database,
  { email, role, password }: { email: string; role: Role; password?: string },
): Promise<StaffChange> {
  const address = email.trim().toLowerCase();
  const existing = await userByEmail(db, address);
  if (existing?.role === role) return { done: 'unchanged', email: address, role };
  if (!existing) {
    if (!password) return { refused: `${address} has no account: give it a password to create it` };
    if (password.length < PASSWORD_LENGTH.min || password.length > PASSWORD_LENGTH.max)
      return {
        refused: `the password must have ${PASSWORD_LENGTH.min} to ${PASSWORD_LENGTH.max} characters`,
      };
    if (isCommonPassword(password)) return { refused: 'the password is too common' };
  }
  const passwordHash = existing ? null : await hashPassword(password!);
  await db.transaction(async (tx) => {
    const user = existing
      ? await setRole(tx, existing.id, role)
      : (await insertUser(tx, { email: address, passwordHash: passwordHash!, role }))!;
    await recordAudit(
      tx,
      { id: user.id, email: COMMAND_LINE, role: 'OWNER', requestId: 'command-line' },
      {
        action: existing ? 'staff.role' : 'staff.create',
        entity: 'user',
        entityId: user.id,
        version: user.version,
        before: existing ? { email: address, role: existing.role } : null,
        after: { email: address, role },
      },
    );
  });
  return { done: existing ? 'changed' : 'created', email: address, role };
}
