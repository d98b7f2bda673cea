import type { FastifyInstance } from 'fastify';

/**
 * Marks every route of the plugin it is called in as an answer about a person (a session, an
 * account, an order, a promo code, a message): no cache, shared or private, may keep it.
 */
export function personalAnswers(app: FastifyInstance): void {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });
}
