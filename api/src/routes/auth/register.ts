import { registerSchema } from '@storefront/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import { registerCustomer } from '../../services/accounts/registration';
import { toUserDto } from '../../services/accounts/users';
import { userSchema } from '../../schemas/accounts';
import { authRateLimit } from './rate-limit';
import { uncommonPassword } from '../../schemas/common-passwords';

/**
 * Registration. An email taken answers 409 USER_ALREADY_EXISTS: the form must say why it cannot
 * go on, which tells that the address has an account; the rate limit keeps such probing slow
 * (sign-in and forgot-password tell nothing of the kind).
 */
export const registerRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (
  app,
  { config },
) => {
  app.post(
    '/auth/register',
    {
      config: authRateLimit(config),
      schema: {
        tags: ['auth'],
        summary:
          'Create a customer account and sign in; registration promo codes per the store, a welcome email',
        body: registerSchema.check(uncommonPassword('password')),
        response: { 201: userSchema },
      },
    },
    async (request, reply) => {
      const user = await registerCustomer(app.db, request.body, {
        shopUrl: config.PUBLIC_URL,
        log: request.log,
      });
      request.log.info({ userId: user.id }, 'customer registered');
      await app.startSession(request, reply, user.id);
      return reply.status(201).send(await toUserDto(app.db, user));
    },
  );
};
