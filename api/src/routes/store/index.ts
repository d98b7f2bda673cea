import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { storeIntegrations } from '../../schemas/store';
import { CACHE_TAGS, CACHE_TAGS_HEADER } from '../../services/events/invalidation';
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
      // Revalidated on each use (its ETag), as the catalog's: a staff change shows at once.
      reply.headers({ 'Cache-Control': 'public, no-cache', [CACHE_TAGS_HEADER]: CACHE_TAGS.store });
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
      // Every page's head names the store's analytics: the storefront shows the change at once.
      await setIntegrations(app.db, request.body, (tx) =>
        request.invalidate(tx, [CACHE_TAGS.store]),
      );
      return request.body;
    },
  );
};
