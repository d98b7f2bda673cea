import { contactMessageSchema } from '@storefront/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import { pageQuery } from '../../schemas/common';
import { contactMessagePage, contactReceipt } from '../../schemas/contact';
import { listContactMessages, storeContactMessage } from '../../services/contact/messages';

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
        response: { 201: contactReceipt },
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
      config: { permission: 'contact.read' },
      schema: {
        tags: ['contact'],
        summary: 'Messages sent through the contact form, newest first (staff only)',
        security: [{ session: [] }],
        querystring: pageQuery,
        response: { 200: contactMessagePage },
      },
    },
    async (request) => listContactMessages(app.db, request.query),
  );
};
