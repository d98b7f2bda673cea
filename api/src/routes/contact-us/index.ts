import { contactMessageSchema } from '@storefront/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import { listContactMessages, storeContactMessage } from '../../services/contact/messages';
import { pageQuery } from '../../schemas/common';

const receiptSchema = z.object({ id: z.string().uuid(), createdAt: z.string() });

const messageSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  message: z.string(),
  language: z.string(),
  createdAt: z.string(),
});

/** The contact form: anyone may send (rate limited per IP); staff read what was sent. */
export const contactRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  app.post(
    '/contact-us',
    {
      config: {
        rateLimit: { max: config.CONTACT_RATE_LIMIT, timeWindow: config.CONTACT_RATE_WINDOW },
      },
      schema: {
        tags: ['contact'],
        summary: 'Send a message to the shop',
        body: contactMessageSchema,
        response: { 201: receiptSchema },
      },
    },
    async (request, reply) => {
      const receipt = await storeContactMessage(app.db, request.body);
      request.log.info({ contactMessageId: receipt.id }, 'contact message stored');
      return reply.status(201).send(receipt);
    },
  );

  app.get(
    '/contact-us',
    {
      preHandler: app.requireStaff,
      schema: {
        tags: ['contact'],
        summary: 'Messages sent through the contact form, newest first (staff only)',
        security: [{ session: [] }],
        querystring: pageQuery,
        response: {
          200: z.object({
            items: z.array(messageSchema),
            total: z.number(),
            page: z.number(),
            limit: z.number(),
          }),
        },
      },
    },
    async (request) => listContactMessages(app.db, request.query),
  );
};
