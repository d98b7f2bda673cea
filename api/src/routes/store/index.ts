import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { storeIntegrations } from '../../schemas/store';
import { readPublicStore, setIntegrations } from '../../services/store/store';
import { paymentDetailsRoutes } from './payment-details';

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
      config: { permission: 'settings.write' },
      schema: {
        tags: ['store'],
        summary: 'Set the analytics integrations (owner and administrators)',
        security: [{ session: [] }],
        body: storeIntegrations,
        response: { 200: storeIntegrations },
      },
    },
    async (request) => {
      await setIntegrations(app.db, request.body);
      return request.body;
    },
  );
};
