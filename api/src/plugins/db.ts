import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DatabaseHandle } from '../db/client';
import type { Database } from '../db/database';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    dbKind: DatabaseHandle['kind'];
  }
}

/** Makes the database available to routes; the caller owns opening and closing it. */
export const dbPlugin = fp(async (app: FastifyInstance, { handle }: { handle: DatabaseHandle }) => {
  app.decorate('db', handle.db);
  app.decorate('dbKind', handle.kind);
});
