import {
  permissionsOf,
  type StaffPreferencesInput,
  type StaffSession,
} from '@storefront/shared/admin';
import type { Database } from '../../db/database';
import { recordAudit, type Actor } from '../audit/audit';
import { setPreferences, type UserRow } from './repository';

/** The back office's view of a staff member: role, what it may do, their own choices. */
export function toStaffSession(user: UserRow, actor: Actor): StaffSession {
  return {
    user: {
      id: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
    },
    role: actor.role,
    permissions: permissionsOf(actor.role),
    preferences: user.preferences,
  };
}

/** Saves a staff member's own choices (the sound of a new order), and records it. */
export async function saveStaffPreferences(
  db: Database,
  user: UserRow,
  actor: Actor,
  input: StaffPreferencesInput,
): Promise<StaffSession> {
  const preferences = { ...user.preferences, sound: input.sound };
  const saved = await db.transaction(async (tx) => {
    const row = await setPreferences(tx, user.id, preferences);
    await recordAudit(tx, actor, {
      action: 'staff.preferences',
      entity: 'user',
      entityId: user.id,
      before: user.preferences,
      after: preferences,
    });
    return row;
  });
  return toStaffSession(saved, actor);
}
