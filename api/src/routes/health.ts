import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { health } from '../schemas/platform';
import { readHealth } from '../services/health/health';

/** Liveness and readiness in one: the API answers and its database does too. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['platform'],
        summary: 'Health of the API and its database',
        response: { 200: health },
      },
    },
    async () => readHealth(app.db, app.dbKind),
  );
};
