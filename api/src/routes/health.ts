import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readHealth } from '../services/health/health';

/** Liveness and readiness in one: the API answers and its database does too. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['platform'],
        summary: 'Health of the API and its database',
        response: {
          200: z.object({
            status: z.literal('ok'),
            database: z.enum(['pglite', 'postgres']),
            uptime: z.number(),
          }),
        },
      },
    },
    async () => readHealth(app.db, app.dbKind),
  );
};
