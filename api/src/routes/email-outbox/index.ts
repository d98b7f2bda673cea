import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { outboxPage, outboxQuery } from '../../schemas/emails';
import { listOutbox } from '../../services/emails/outbox';

/**
 * The emails the shop sent or is sending, newest first, for the owner and administrators: what
 * went out and what failed. A body can hold a customer's reset link, so it is shown only for
 * emails the API logged instead of sending (no SMTP_URL: a local shop, where the log has the same
 * text and the end-to-end suite follows links from here); with SMTP it stays with the recipient.
 */
export const emailOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/email-outbox',
    {
      config: { permission: 'emails.read' },
      schema: {
        tags: ['email'],
        summary: 'The email outbox, newest first (owner and administrators)',
        security: [{ session: [] }],
        querystring: outboxQuery,
        response: { 200: outboxPage },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return listOutbox(app.db, request.query);
    },
  );
};
