import { CLIENT_ROLES } from '@storefront/shared/core';
import { loginSchema } from '@storefront/shared/schemas';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import { users } from '../../db/schema';
import { AppError, unauthorized } from '../../errors';
import { decoyPasswordHash, verifyPassword } from '../../services/passwords';
import { SESSION_COOKIE, createSession, endSession } from '../../services/sessions';
import { toUserDto } from '../../services/users';

export const userSchema = z.object({
  _id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable(),
  role: z.enum(CLIENT_ROLES),
  favoriteProducts: z.array(z.string()),
});

const wrongCredentials = () =>
  new AppError(401, 'ENTITY_UNAUTHORIZED_ACTION', 'Wrong email or password');

/** Sign-in sessions: login, logout and the current user. */
export const authRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  app.post(
    '/auth/login',
    {
      config: { rateLimit: { max: config.AUTH_RATE_LIMIT, timeWindow: config.AUTH_RATE_WINDOW } },
      schema: {
        tags: ['auth'],
        summary: 'Sign in',
        body: loginSchema,
        response: { 200: userSchema },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const [user] = await app.db.select().from(users).where(eq(users.email, email)).limit(1);
      // An unknown email costs the same time and gets the same answer as a wrong password.
      const valid = await verifyPassword(
        user?.passwordHash ?? (await decoyPasswordHash()),
        password,
      );
      if (!user || !valid) throw wrongCredentials();

      // A new session on every sign-in; the one the browser had before ends.
      const previous = request.cookies[SESSION_COOKIE];
      if (previous) await endSession(app.db, previous);
      const token = await createSession(
        app.db,
        user.id,
        app.sessionPolicy,
        request.headers['user-agent'],
      );
      app.setSessionCookie(reply, token);
      return toUserDto(app.db, user);
    },
  );

  app.post(
    '/auth/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign out: ends the session on the server',
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await app.endSession(request, reply);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/auth/me',
    {
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user',
        security: [{ session: [] }],
        response: { 200: userSchema },
      },
    },
    async (request) => {
      const user = await request.currentUser();
      if (!user) throw unauthorized();
      return toUserDto(app.db, user);
    },
  );
};
