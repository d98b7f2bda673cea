import { forgotPasswordSchema, resetPasswordSchema } from '@storefront/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import { requestPasswordReset, resetPassword } from '../../services/accounts/password-reset';
import { resetAccepted } from '../../schemas/accounts';
import { noContent } from '../../schemas/common';
import { authRateLimit } from './rate-limit';
import { uncommonPassword } from '../../schemas/common-passwords';

/** A forgotten password: a single-use link by email, then a new password with its token. */
export const passwordResetRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (
  app,
  { config },
) => {
  app.post(
    '/auth/forgot-password',
    {
      config: authRateLimit(config),
      schema: {
        tags: ['auth'],
        summary:
          'Email a password reset link; the same 202, at once, whether the account exists or not',
        body: forgotPasswordSchema,
        response: { 202: resetAccepted },
      },
    },
    async (request, reply) => {
      const { body } = request;
      // Looked up and emailed after the answer: neither the answer nor its time depends on
      // whether the account exists.
      app.background.run('password reset email', () =>
        requestPasswordReset(app.db, body, {
          publicUrl: config.PUBLIC_URL,
          minutes: config.RESET_TOKEN_MINUTES,
        }),
      );
      return reply.status(202).send({ accepted: true });
    },
  );

  app.post(
    '/auth/reset-password',
    {
      config: authRateLimit(config),
      schema: {
        tags: ['auth'],
        summary:
          'Set a new password with the emailed token (single use); ends every session of the account',
        body: resetPasswordSchema.check(uncommonPassword('password')),
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      await resetPassword(app.db, request.body, { requestId: request.id });
      request.log.info('password reset');
      return reply.status(204).send(null);
    },
  );
};
