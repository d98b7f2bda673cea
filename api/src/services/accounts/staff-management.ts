import { randomBytes } from 'node:crypto';
import {
  isStaffRole,
  type InvitedRole,
  type StaffList,
  type StaffMember,
  type StaffRole,
  type StaffState,
} from '@storefront/shared/admin';
import { invitationLink, type Language } from '@storefront/shared/core';
import type { Database } from '../../db/database';
import { AppError, conflict, notFound } from '../../errors';
import { recordAudit, type Actor } from '../audit/audit';
import { versionConflict } from '../audit/conflicts';
import { invitationEmail } from '../emails/account-texts';
import { queueEmail } from '../emails/outbox';
import { readStoreEssentials } from '../store/store';
import { hashPassword, verifyPassword } from './passwords';
import {
  endInvitation,
  insertResetToken,
  insertUser,
  invitationExpiries,
  lockActiveOwners,
  lockUser,
  staffAccounts,
  updateStaffAccount,
  useResetTokensOf,
  type UserRow,
} from './repository';
import type { ShopEvent } from '../events/bus';
import { endUserSessions, hashToken } from './sessions';

/** The staff member acting, with their account: a change of the staff asks for its password. */
export interface ActingStaff {
  actor: Actor;
  account: UserRow;
}

export interface InvitationSettings {
  publicUrl: string;
  /** How long an invitation's link works. */
  hours: number;
}

const stateOf = (user: UserRow): StaffState =>
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

async function readMember(db: Database, id: string): Promise<StaffMember> {
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

/** Queues the email of a new invitation link, the older links of the account ended. */
async function sendInvitation(
  tx: Database,
  user: UserRow,
  inviter: string,
  { publicUrl, hours }: InvitationSettings,
  now: Date,
) {
  const token = randomBytes(32).toString('base64url');
  const store = await readStoreEssentials(tx);
  await useResetTokensOf(tx, user.id, now);
  const expiresAt = new Date(now.getTime() + hours * 3_600_000);
  await insertResetToken(tx, {
    userId: user.id,
    tokenHash: hashToken(token),
    purpose: 'INVITATION',
    expiresAt,
  });
  const email = invitationEmail(user.language, {
    shop: store.name,
    inviter,
    role: user.role as StaffRole,
    link: invitationLink(publicUrl, user.language, token),
    hours,
  });
  await queueEmail(tx, { recipient: user.email, ...email, template: 'staff-invitation' });
  return expiresAt;
}

/**
 * `POST admin/staff/invitations`: opens an account with the role given and a password nobody
 * knows, and emails the invitation link that sets it. 409 USER_ALREADY_EXISTS for an email that
 * has an account already (a customer's is given a role with the staff command line).
 */
export async function inviteStaff(
  db: Database,
  { actor, account }: ActingStaff,
  input: { email: string; role: InvitedRole; language: Language; password: string },
  settings: InvitationSettings,
  now = new Date(),
): Promise<StaffMember> {
  await confirmPassword(account, input.password);
  // Nobody knows it: the account cannot be signed in to before the link sets a password.
  const unusable = await hashPassword(randomBytes(32).toString('base64url'));
  const id = await db.transaction(async (tx) => {
    const user = await insertUser(tx, {
      email: input.email,
      passwordHash: unusable,
      role: input.role,
      language: input.language,
      invitationPending: true,
    });
    if (!user)
      throw new AppError(409, 'USER_ALREADY_EXISTS', `${input.email} has an account already`, {
        fields: { email: 'email_taken' },
      });
    await sendInvitation(tx, user, actor.email, settings, now);
    await recordAudit(tx, actor, {
      action: 'staff.invite',
      entity: 'user',
      entityId: user.id,
      version: user.version,
      after: { email: user.email, role: user.role, state: 'INVITED', language: user.language },
    });
    return user.id;
  });
  return readMember(db, id);
}

/**
 * Runs a change of one staff account: the acting password checked, the active owners and the
 * account locked, the version the list was read at compared (409 with what changed since).
 */
async function changeMember(
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

/**
 * `POST admin/staff/{id}/invitation`: a new link for an account still invited (its older links
 * end). 409 ENTITY_ACTION_NOT_ALLOWED for an account that has set its password or is deactivated.
 */
export async function resendInvitation(
  db: Database,
  acting: ActingStaff,
  id: string,
  input: { version: number; password: string },
  settings: InvitationSettings,
  now = new Date(),
): Promise<StaffMember> {
  return changeMember(db, acting, id, input, async (tx, user) => {
    if (stateOf(user) !== 'INVITED')
      throw conflict('ENTITY_ACTION_NOT_ALLOWED', `${user.email} is not waiting for an invitation`);
    const expiresAt = await sendInvitation(tx, user, acting.actor.email, settings, now);
    await recordAudit(tx, acting.actor, {
      action: 'staff.invitation.resend',
      entity: 'user',
      entityId: user.id,
      after: { email: user.email, invitationExpiresAt: expiresAt.toISOString() },
    });
  });
}

/**
 * Ends an account's invitation as its link sets the password (inside that transaction): recorded
 * as the new colleague's own `staff.join`. Nothing for an account that was not invited.
 */
export async function acceptInvitation(tx: Database, userId: string, requestId: string) {
  const joined = await endInvitation(tx, userId);
  if (!joined || !isStaffRole(joined.role)) return;
  await recordAudit(
    tx,
    { id: joined.id, email: joined.email, role: joined.role, requestId },
    {
      action: 'staff.join',
      entity: 'user',
      entityId: joined.id,
      version: joined.version,
      before: { email: joined.email, state: 'INVITED' },
      after: { email: joined.email, state: 'ACTIVE' },
    },
  );
}
