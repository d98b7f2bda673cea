import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { ExpiringCache } from '../expiring-cache';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The catalog's answers (a product's page, a list's page) for a few seconds: a popular page is
     * read from the database once for all the shoppers who open it meanwhile. What changes stock
     * clears it, and every staff change (an `invalidate` event, on every process).
     */
    catalogAnswers: ExpiringCache;
    /**
     * Product totals and category sizes: exact, but reused for a while (counting reads every
     * matching row). Cleared with the answers on a staff change.
     */
    catalogCounts: ExpiringCache;
  }
}

export const catalogAnswersPlugin = fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    app.decorate(
      'catalogAnswers',
      new ExpiringCache(config.CATALOG_ANSWER_CACHE_SECONDS, { maxEntries: 1_000 }),
    );
    app.decorate('catalogCounts', new ExpiringCache(config.CATALOG_COUNT_CACHE_SECONDS));
  },
);
