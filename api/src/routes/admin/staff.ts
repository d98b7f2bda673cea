import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import {
  staffActionBody,
  staffIdParams,
  staffInvitationBody,
  staffListView,
  staffMemberView,
  staffRoleBody,
} from '../../schemas/admin-staff';
import { inviteStaff, resendInvitation } from '../../services/accounts/staff-invitations';
import {
  changeStaffRole,
  deactivateStaff,
  listStaff,
  reactivateStaff,
  type ActingStaff,
} from '../../services/accounts/staff-management';
import { authRateLimit } from '../auth/rate-limit';

const tags = ['admin'];
const security = [{ session: [] }];

/** The acting owner and their account, whose password every change of the staff asks again. */
async function acting(request: FastifyRequest): Promise<ActingStaff> {
  const actor = await request.actor();
  return { actor, account: (await request.currentUser())! };
}

/**
 * The shop's staff accounts, managed by the owner: invitations by email, roles, deactivation.
 * Every write asks for the acting owner's password again (`password` in the body) and is rate
 * limited as the sign-in is, so a session left open cannot be used to guess it; those that email
 * a link are limited so too.
 */
export const adminStaffRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (
  app,
  { config },
) => {
  const invitations = { publicUrl: config.PUBLIC_URL, hours: config.INVITATION_HOURS };
  const write = { permission: 'staff.manage' as const, ...authRateLimit(config) };

  app.get(
    '/admin/staff',
    {
      config: { permission: 'staff.manage' },
      schema: {
        tags,
        security,
        summary: 'The staff accounts, the owners first: role, state (invited, active, deactivated)',
        response: { 200: staffListView },
      },
    },
    async () => listStaff(app.db),
  );

  app.post(
    '/admin/staff/invitations',
    {
      config: write,
      schema: {
        tags,
        security,
        summary:
          'Invite an admin or a manager by email (a single-use link that sets the password); 409 USER_ALREADY_EXISTS, 400 USER_PASSWORD_INCORRECT',
        body: staffInvitationBody,
        response: { 201: staffMemberView },
      },
    },
    async (request, reply) => {
      const member = await inviteStaff(app.db, await acting(request), request.body, invitations);
      return reply.status(201).send(member);
    },
  );

  app.post(
    '/admin/staff/:id/invitation',
    {
      config: write,
      schema: {
        tags,
        security,
        summary: 'A new invitation link for an account still invited (the older ones end)',
        params: staffIdParams,
        body: staffActionBody,
        response: { 200: staffMemberView },
      },
    },
    async (request) =>
      resendInvitation(app.db, await acting(request), request.params.id, request.body, invitations),
  );

  app.put(
    '/admin/staff/:id/role',
    {
      config: write,
      schema: {
        tags,
        security,
        summary:
          "Change a staff account's role, from the version read; 409 USER_CANNOT_BE_UPDATED for the last owner",
        params: staffIdParams,
        body: staffRoleBody,
        response: { 200: staffMemberView },
      },
    },
    async (request) =>
      changeStaffRole(app.db, await acting(request), request.params.id, request.body),
  );

  app.post(
    '/admin/staff/:id/deactivate',
    {
      config: write,
      schema: {
        tags,
        security,
        summary:
          'Deactivate a staff account: its sessions end at once; 409 USER_CANNOT_BE_DELETED for the last owner',
        params: staffIdParams,
        body: staffActionBody,
        response: { 200: staffMemberView },
      },
    },
    async (request) =>
      deactivateStaff(
        app.db,
        await acting(request),
        request.params.id,
        request.body,
        async (tx, event) => void (await app.events.publish(tx, event)),
      ),
  );

  app.post(
    '/admin/staff/:id/reactivate',
    {
      config: write,
      schema: {
        tags,
        security,
        summary: 'Reactivate a deactivated staff account (it signs in with its password again)',
        params: staffIdParams,
        body: staffActionBody,
        response: { 200: staffMemberView },
      },
    },
    async (request) =>
      reactivateStaff(app.db, await acting(request), request.params.id, request.body),
  );
};
