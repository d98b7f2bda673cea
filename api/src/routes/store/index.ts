import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readPublicStore, setIntegrations } from '../../services/store/store';
import { paymentDetailsRoutes } from './payment-details';

const integrationsSchema = z.object({
  googleAnalyticsId: z
    .string()
    .regex(/^(G|UA|GT|AW)-[A-Z0-9-]{4,20}$/, 'a Google tag id such as G-XXXXXXX')
    .nullable(),
  facebookPixelId: z
    .string()
    .regex(/^\d{8,20}$/, 'a numeric pixel id')
    .nullable(),
});

/** The public store configuration every page of the storefront starts from. */
export const storeRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(paymentDetailsRoutes);

  app.get(
    '/store',
    {
      schema: {
        tags: ['store'],
        summary: 'The public store configuration',
        description:
          'Contact info, currencies, delivery, discounts, integrations, main info, navigation, page content, SEO, slides and schedule.',
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'public, max-age=30');
      return readPublicStore(app.db);
    },
  );

  app.put(
    '/store/integrations',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['store'],
        summary: 'Set the analytics integrations (owner and administrators)',
        security: [{ session: [] }],
        body: integrationsSchema,
        response: { 200: integrationsSchema },
      },
    },
    async (request) => {
      await setIntegrations(app.db, request.body);
      return request.body;
    },
  );
};
