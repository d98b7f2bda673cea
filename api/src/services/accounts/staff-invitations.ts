import { randomBytes } from 'node:crypto';
import {
  isStaffRole,
  type InvitedRole,
  type StaffMember,
  type StaffRole,
} from '@storefront/shared/admin';
import { invitationLink, type Language } from '@storefront/shared/core';
import type { Database } from '../../db/database';
import { AppError, conflict } from '../../errors';
import { recordAudit } from '../audit/audit';
import { invitationEmail } from '../emails/account-texts';
import { queueEmail } from '../emails/outbox';
import { readStoreEssentials } from '../store/store';
import { hashPassword } from './passwords';
import {
  endInvitation,
  insertResetToken,
  insertUser,
  useResetTokensOf,
  type UserRow,
} from './repository';
import { hashToken } from './sessions';
import {
  changeMember,
  confirmPassword,
  readMember,
  stateOf,
  type ActingStaff,
} from './staff-management';

/*
 * The owner's invitations to the staff: an account waiting for its password, and a single-use
 * link of the password reset's kind (purpose INVITATION) that sets it.
 */

export interface InvitationSettings {
  publicUrl: string;
  /** How long an invitation's link works. */
  hours: number;
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
