import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readPublicStore } from '../../services/store';

/** The public store configuration every page of the storefront starts from. */
export const storeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/store',
    {
      schema: {
        tags: ['store'],
        summary: 'The public store configuration (spec point 3)',
        description:
          'Contact info, currencies, delivery, discounts, integrations, main info, navigation, page content, SEO, slides and schedule.',
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'public, max-age=30');
      return readPublicStore(app.db);
    },
  );
};
