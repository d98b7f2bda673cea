import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listOutbox } from '../../services/emails/outbox';
import { pageQuery, typedText } from '../../schemas/common';

const outboxQuery = pageQuery.extend({
  /** Only the emails to this address (any case). */
  recipient: typedText().trim().toLowerCase().max(254).optional(),
});

const outboxEmail = z.object({
  id: z.string(),
  recipient: z.string(),
  subject: z.string(),
  /** The body, for emails only logged (no SMTP: the server log has it too); null otherwise. */
  text: z.string().nullable(),
  template: z.string(),
  status: z.enum(['PENDING', 'SENT', 'FAILED', 'LOGGED']),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});

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
      preHandler: app.requireAdmin,
      schema: {
        tags: ['email'],
        summary: 'The email outbox, newest first (owner and administrators)',
        security: [{ session: [] }],
        querystring: outboxQuery,
        response: {
          200: z.object({
            items: z.array(outboxEmail),
            total: z.number().int(),
            page: z.number().int(),
            limit: z.number().int(),
          }),
        },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return listOutbox(app.db, request.query);
    },
  );
};
