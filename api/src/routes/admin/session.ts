import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffPreferencesInput, staffSession } from '../../schemas/admin-session';
import { saveStaffPreferences, toStaffSession } from '../../services/accounts/staff-session';

const tags = ['admin'];
const security = [{ session: [] }];

/** Who is signed in to the back office, what their role may do, and their own choices. */
export const adminSessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/session',
    {
      config: { permission: 'back-office.open' },
      schema: {
        tags,
        security,
        summary: 'The staff member signed in: role, the actions it may take, own choices',
        response: { 200: staffSession },
      },
    },
    async (request) => toStaffSession((await request.currentUser())!, await request.actor()),
  );

  app.put(
    '/admin/session/preferences',
    {
      config: { permission: 'back-office.open' },
      schema: {
        tags,
        security,
        summary: 'Save the staff member’s own choices (the sound of a new order, or none)',
        body: staffPreferencesInput,
        response: { 200: staffSession },
      },
    },
    async (request) =>
      saveStaffPreferences(
        app.db,
        (await request.currentUser())!,
        await request.actor(),
        request.body,
      ),
  );
};
