import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { overview } from '../../schemas/admin-overview';
import { readOverview } from '../../services/overview/overview';

/** The back office's first page: orders waiting by status, today's orders, stock to look at. */
export const adminOverviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/overview',
    {
      config: { permission: 'orders.read' },
      schema: {
        tags: ['admin'],
        security: [{ session: [] }],
        summary: 'Orders to process by status, orders placed today, products sold out or low',
        response: { 200: overview },
      },
    },
    async () => readOverview(app.db),
  );
};
