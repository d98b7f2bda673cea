import * as z from 'zod/mini';
import { LANGUAGES, type Language } from '../contracts/languages';
import { currentPassword, email } from '../schemas/account-fields';
import type { StaffRole } from './permissions';

/*
 * The shop's staff accounts as the owner manages them (`admin/staff`), validated with the same
 * schemas in the back office and in the API. Messages are translation keys of the back office's
 * `staff.validation` texts.
 */

/** The roles an invitation may give: a new owner is made from an existing account's role. */
export const INVITED_ROLES = ['ADMIN', 'MANAGER'] as const satisfies readonly StaffRole[];
export type InvitedRole = (typeof INVITED_ROLES)[number];

/** The roles the owner may give a staff account. */
export const STAFF_ROLE_CHOICES = [
  'OWNER',
  'ADMIN',
  'MANAGER',
] as const satisfies readonly StaffRole[];

/**
 * Where a staff account is: `INVITED` until the emailed link has set its password, `ACTIVE`,
 * or `DEACTIVATED` (it cannot sign in, and has no session).
 */
export const STAFF_STATES = ['INVITED', 'ACTIVE', 'DEACTIVATED'] as const;
export type StaffState = (typeof STAFF_STATES)[number];

/** A staff account in the owner's list (`GET admin/staff`). */
export interface StaffMember {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: StaffRole;
  state: StaffState;
  language: Language;
  /** While invited: when the last link sent stops working. */
  invitationExpiresAt: string | null;
  deactivatedAt: string | null;
  createdAt: string;
  version: number;
}

export interface StaffList {
  items: StaffMember[];
}

const version = z
  .int('version_invalid')
  .check(z.minimum(1, 'version_invalid'), z.maximum(2_147_483_647, 'version_invalid'));

/**
 * The acting owner's own password, asked again for every change of the staff: a session left
 * open on a shared computer cannot give anyone the shop.
 */
const confirmation = { password: currentPassword };

/** `POST admin/staff/invitations`: whom to invite, with which role, emailed in which language. */
export const staffInvitationSchema = z.object({
  email,
  role: z.enum(INVITED_ROLES, 'role_invalid'),
  language: z.enum(LANGUAGES, 'language_invalid'),
  ...confirmation,
});
export type StaffInvitationInput = z.input<typeof staffInvitationSchema>;

/** `PUT admin/staff/{id}/role`. */
export const staffRoleSchema = z.object({
  role: z.enum(STAFF_ROLE_CHOICES, 'role_invalid'),
  version,
  ...confirmation,
});
export type StaffRoleInput = z.input<typeof staffRoleSchema>;

/**
 * `POST admin/staff/{id}/deactivate`, `…/reactivate` and `…/invitation` (a new link for an
 * invited account): the version the list was read at.
 */
export const staffActionSchema = z.object({ version, ...confirmation });
export type StaffActionInput = z.input<typeof staffActionSchema>;
