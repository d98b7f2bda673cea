import type { DatabaseHandle } from '../../db/client';
import type { Database } from '../../db/database';
import { pingDatabase } from './repository';

/** The API answers and its database does too (a database that does not is the route's 500). */
export async function readHealth(db: Database, database: DatabaseHandle['kind']) {
  await pingDatabase(db);
  return { status: 'ok' as const, database, uptime: Math.round(process.uptime()) };
}

/** What the API needs to serve, each resolving when it can be used (readiness). */
export const readinessChecks = (db: Database) => ({ database: () => pingDatabase(db) });
