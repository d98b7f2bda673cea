import { passwordChangeSchema, personalDataSchema } from '@storefront/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import { changePassword, updatePersonalData } from '../../services/accounts/profile';
import { SESSION_COOKIE } from '../../services/accounts/sessions';
import { toUserDto } from '../../services/accounts/users';
import { userSchema } from '../../schemas/accounts';
import { noContent } from '../../schemas/common';
import { authRateLimit } from '../auth/rate-limit';
import { addressRoutes } from './addresses';
import { favoriteRoutes } from './favorites';
import { uncommonPassword } from '../../schemas/common-passwords';

/**
 * The signed-in customer's own account. No route here takes a user id: each acts on the user of
 * the session, so nobody reaches another customer's data.
 */
export const userRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  app.get(
    '/user/personal-data',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['user'],
        summary: "The signed-in user's details (the User of auth/me)",
        security: [{ session: [] }],
        response: { 200: userSchema },
      },
    },
    async (request) => toUserDto(app.db, (await request.currentUser())!),
  );

  app.put(
    '/user/personal-data',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['user'],
        summary: 'Save first and last name, phone (absent or empty: none) and language',
        security: [{ session: [] }],
        body: personalDataSchema,
        response: { 200: userSchema },
      },
    },
    async (request) => {
      const user = (await request.currentUser())!;
      return toUserDto(app.db, await updatePersonalData(app.db, user.id, request.body));
    },
  );

  app.put(
    '/user/password',
    {
      preHandler: app.requireUser,
      config: authRateLimit(config),
      schema: {
        tags: ['user'],
        summary:
          'Change the password with the current one (400 USER_PASSWORD_INCORRECT); ends the other sessions',
        security: [{ session: [] }],
        body: passwordChangeSchema.check(uncommonPassword('newPassword')),
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      const user = (await request.currentUser())!;
      await changePassword(app.db, user, request.body, request.cookies[SESSION_COOKIE]);
      request.log.info({ userId: user.id }, 'password changed');
      return reply.status(204).send(null);
    },
  );

  await app.register(favoriteRoutes);
  await app.register(addressRoutes);
};
