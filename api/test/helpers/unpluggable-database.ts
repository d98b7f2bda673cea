import type pg from 'pg';
import type { Database } from '../../src/db/database';

/**
 * Takes the database away from the API and gives it back, as a PostgreSQL server that stops
 * and starts again does: while unplugged, every connection the API's pool asks for is refused
 * (ECONNREFUSED), on PGlite and PostgreSQL alike. The pool (node-postgres) and all above it run
 * as they do in production.
 */
export function unpluggable(db: Database) {
  const pool = (db as unknown as { $client: pg.Pool }).$client;
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
  let unplugged = false;
  const refused = () =>
    Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
  (pool as unknown as { connect: (...args: unknown[]) => unknown }).connect = (...args) => {
    if (!unplugged) return connect(...args);
    const callback = args[0] as ((error: Error) => void) | undefined;
    if (typeof callback !== 'function') return Promise.reject(refused());
    process.nextTick(callback, refused());
    return undefined;
  };
  return {
    unplug: () => void (unplugged = true),
    plugBack: () => void (unplugged = false),
  };
}
