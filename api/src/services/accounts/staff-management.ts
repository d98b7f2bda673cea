import {
  isStaffRole,
  type StaffList,
  type StaffMember,
  type StaffRole,
  type StaffState,
} from '@storefront/shared/admin';
import type { Database } from '../../db/database';
import { AppError, conflict, notFound } from '../../errors';
import { recordAudit, type Actor } from '../audit/audit';
import { versionConflict } from '../audit/conflicts';
import type { ShopEvent } from '../events/bus';
import { verifyPassword } from './passwords';
import {
  lockActiveOwners,
  lockUser,
  staffAccounts,
  invitationExpiries,
  updateStaffAccount,
  useResetTokensOf,
  type UserRow,
} from './repository';
import { endUserSessions } from './sessions';

/** The staff member acting, with their account: a change of the staff asks for its password. */
export interface ActingStaff {
  actor: Actor;
  account: UserRow;
}

export const stateOf = (user: UserRow): StaffState =>
  user.deactivatedAt ? 'DEACTIVATED' : user.invitationPending ? 'INVITED' : 'ACTIVE';

function toStaffMember(user: UserRow, invitationExpiresAt: Date | undefined): StaffMember {
  const state = stateOf(user);
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role as StaffRole,
    state,
    language: user.language,
    invitationExpiresAt:
      state === 'INVITED' && invitationExpiresAt ? invitationExpiresAt.toISOString() : null,
    deactivatedAt: user.deactivatedAt?.toISOString() ?? null,
    createdAt: user.createdAt.toISOString(),
    version: user.version,
  };
}

/** `GET admin/staff`: every staff account, the owners first, the invited and deactivated too. */
export async function listStaff(db: Database): Promise<StaffList> {
  const accounts = await staffAccounts(db);
  const expiries = await invitationExpiries(
    db,
    accounts.filter((user) => user.invitationPending).map((user) => user.id),
  );
  return { items: accounts.map((user) => toStaffMember(user, expiries.get(user.id))) };
}

export async function readMember(db: Database, id: string): Promise<StaffMember> {
  const member = (await listStaff(db)).items.find((item) => item.id === id);
  if (!member) throw memberNotFound(id);
  return member;
}

const memberNotFound = (id: string) => notFound('USER_NOT_FOUND', `No staff account ${id}`);

/**
 * The acting staff member's password, asked again for every change of the staff (checked with
 * the hash verify of sign-in): 400 USER_PASSWORD_INCORRECT, named on its field, when it is wrong.
 */
export async function confirmPassword(account: UserRow, password: string): Promise<void> {
  if (!(await verifyPassword(account.passwordHash, password)))
    throw new AppError(400, 'USER_PASSWORD_INCORRECT', 'The password is not right', {
      fields: { password: 'password_incorrect' },
    });
}

/**
 * Runs a change of one staff account: the acting password checked, the active owners and the
 * account locked, the version the list was read at compared (409 with what changed since).
 */
export async function changeMember(
  db: Database,
  { account }: ActingStaff,
  id: string,
  { version, password }: { version: number; password: string },
  change: (tx: Database, user: UserRow, owners: string[]) => Promise<void>,
): Promise<StaffMember> {
  await confirmPassword(account, password);
  await db.transaction(async (tx) => {
    const owners = await lockActiveOwners(tx);
    const user = await lockUser(tx, id);
    if (!user || !isStaffRole(user.role)) throw memberNotFound(id);
    if (user.version !== version)
      throw await versionConflict(
        tx,
        { entity: 'user', entityId: id, label: `The account of ${user.email}` },
        version,
        user.version,
      );
    await change(tx, user, owners);
  });
  return readMember(db, id);
}

/** Whether `user` is the one active owner left. */
const lastOwner = (user: UserRow, owners: string[]) =>
  owners.length <= 1 && owners.includes(user.id);

/**
 * `PUT admin/staff/{id}/role`: OWNER, ADMIN or MANAGER. 409 USER_CANNOT_BE_UPDATED for the last
 * active owner's demotion: a shop always keeps someone who can manage its staff. Takes effect on
 * the account's next request (the role is read with its session every time).
 */
export async function changeStaffRole(
  db: Database,
  acting: ActingStaff,
  id: string,
  input: { role: StaffRole; version: number; password: string },
): Promise<StaffMember> {
  return changeMember(db, acting, id, input, async (tx, user, owners) => {
    if (user.role === input.role) return;
    if (lastOwner(user, owners))
      throw conflict('USER_CANNOT_BE_UPDATED', `${user.email} is the shop's last owner`);
    const changed = await updateStaffAccount(tx, user.id, { role: input.role });
    await recordAudit(tx, acting.actor, {
      action: 'staff.role',
      entity: 'user',
      entityId: user.id,
      version: changed.version,
      before: { email: user.email, role: user.role },
      after: { email: user.email, role: changed.role },
    });
  });
}

/** Publishes a shop event inside the write's transaction (the app's events bus). */
export type Publish = (tx: Database, event: ShopEvent) => Promise<void>;

/**
 * `POST admin/staff/{id}/deactivate`: the account can no longer sign in, and its sessions end
 * in the same transaction (an open one is refused at its next request), its links too, and its
 * open event streams on every API process once it commits (`sessions-ended`). 409
 * USER_CANNOT_BE_DELETED for the last active owner, ENTITY_ACTION_NOT_ALLOWED when deactivated
 * already.
 */
export async function deactivateStaff(
  db: Database,
  acting: ActingStaff,
  id: string,
  input: { version: number; password: string },
  publish: Publish,
  now = new Date(),
): Promise<StaffMember> {
  return changeMember(db, acting, id, input, async (tx, user, owners) => {
    if (user.deactivatedAt)
      throw conflict('ENTITY_ACTION_NOT_ALLOWED', `${user.email} is deactivated already`);
    if (lastOwner(user, owners))
      throw conflict('USER_CANNOT_BE_DELETED', `${user.email} is the shop's last owner`);
    await setDeactivated(tx, acting.actor, user, now);
    await endUserSessions(tx, user.id);
    await useResetTokensOf(tx, user.id, now);
    await publish(tx, { type: 'sessions-ended', userId: user.id });
  });
}

/** Deactivates (at `when`) or reactivates (null) an account, and records its state's change. */
async function setDeactivated(tx: Database, actor: Actor, user: UserRow, when: Date | null) {
  const changed = await updateStaffAccount(tx, user.id, { deactivatedAt: when });
  await recordAudit(tx, actor, {
    action: when ? 'staff.deactivate' : 'staff.reactivate',
    entity: 'user',
    entityId: user.id,
    version: changed.version,
    before: { email: user.email, state: stateOf(user) },
    after: { email: user.email, state: stateOf(changed) },
  });
}

/**
 * `POST admin/staff/{id}/reactivate`: the account signs in again with its password (an invited
 * one needs a new link). 409 ENTITY_ACTION_NOT_ALLOWED when it is not deactivated.
 */
export async function reactivateStaff(
  db: Database,
  acting: ActingStaff,
  id: string,
  input: { version: number; password: string },
): Promise<StaffMember> {
  return changeMember(db, acting, id, input, async (tx, user) => {
    if (!user.deactivatedAt)
      throw conflict('ENTITY_ACTION_NOT_ALLOWED', `${user.email} is not deactivated`);
    await setDeactivated(tx, acting.actor, user, null);
  });
}
