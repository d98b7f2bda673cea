import { loginSchema } from '@storefront/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import { unauthorized } from '../../errors';
import { checkCredentials } from '../../services/accounts/sign-in';
import { toUserDto } from '../../services/accounts/users';
import { passwordResetRoutes } from './password-reset';
import { registerRoutes } from './register';
import { userSchema } from '../../schemas/accounts';
import { noContent } from '../../schemas/common';
import { authRateLimit } from './rate-limit';

/** Accounts: sign-in, sign-out, the current user, registration and password reset. */
export const authRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  app.post(
    '/auth/login',
    {
      config: authRateLimit(config),
      schema: {
        tags: ['auth'],
        summary: 'Sign in; 401 for an unknown email and a wrong password alike',
        body: loginSchema,
        response: { 200: userSchema },
      },
    },
    async (request, reply) => {
      const user = await checkCredentials(app.db, request.body);
      await app.startSession(request, reply, user.id);
      return toUserDto(app.db, user);
    },
  );

  app.post(
    '/auth/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign out: ends the session on the server',
        response: { 204: noContent },
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

  await app.register(registerRoutes, { config });
  await app.register(passwordResetRoutes, { config });
};
