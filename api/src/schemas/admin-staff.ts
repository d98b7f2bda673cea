import {
  STAFF_STATES,
  STAFF_ROLE_CHOICES,
  staffActionSchema,
  staffInvitationSchema,
  staffRoleSchema,
} from '@storefront/shared/admin';
import { LANGUAGES } from '@storefront/shared/core';
import { z } from 'zod';

/** `POST admin/staff/invitations`, with the acting owner's password. */
export const staffInvitationBody = staffInvitationSchema;
/** `PUT admin/staff/{id}/role`. */
export const staffRoleBody = staffRoleSchema;
/** Deactivating, reactivating, a new invitation link: the version read and the password. */
export const staffActionBody = staffActionSchema;

export const staffIdParams = z.object({ id: z.uuid() });

export const staffMemberView = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(STAFF_ROLE_CHOICES),
  state: z.enum(STAFF_STATES),
  language: z.enum(LANGUAGES),
  invitationExpiresAt: z.string().nullable(),
  deactivatedAt: z.string().nullable(),
  createdAt: z.string(),
  version: z.number().int(),
});

export const staffListView = z.object({ items: z.array(staffMemberView) });
