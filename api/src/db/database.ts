import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/** One database type for both drivers (PGlite and node-postgres). */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
