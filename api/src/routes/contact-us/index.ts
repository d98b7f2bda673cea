import { contactMessageSchema } from '@storefront/shared/schemas';
import { desc, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import { contactMessages } from '../../db/schema';
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
      const { name, email, phone, message, lang } = request.body;
      const [stored] = await app.db
        .insert(contactMessages)
        .values({ name, email, phone: phone ?? null, message, language: lang })
        .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
      request.log.info({ contactMessageId: stored!.id }, 'contact message stored');
      return reply.status(201).send({ id: stored!.id, createdAt: stored!.createdAt.toISOString() });
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
    async (request) => {
      const { page, limit } = request.query;
      const [rows, [count]] = await Promise.all([
        app.db
          .select()
          .from(contactMessages)
          .orderBy(desc(contactMessages.createdAt))
          .limit(limit)
          .offset((page - 1) * limit),
        app.db.select({ total: sql<number>`count(*)::int` }).from(contactMessages),
      ]);
      return {
        items: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
        total: count?.total ?? 0,
        page,
        limit,
      };
    },
  );
};
