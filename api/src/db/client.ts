import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Database } from './database';
import { postgresLocks, processLocks, type Locks } from './locks';
import * as schema from './schema';

export const MIGRATIONS_FOLDER = new URL('./migrations', import.meta.url).pathname;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate: () => Promise<void>;
  close: () => Promise<void>;
  /** Work one process at a time does (migrations, the email outbox), however many share the database. */
  locks: Locks;
  /** PGlite only: the whole data folder as a tarball (tests copy a seeded database from it). */
  dump: () => Promise<Blob>;
}

/** Opens PostgreSQL at a connection string. */
export function openPostgres(url: string, max = 10): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    // The API runs many short queries at once: parallel workers cost more than they save (a
    // search's first page took 83 ms with them, 7 ms without, at 100,000 products).
    options: '-c max_parallel_workers_per_gather=0',
  });
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePg(drizzlePg(pool, { schema }), { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => pool.end(),
    locks: postgresLocks(pool),
    dump: () => Promise.reject(new Error('Only PGlite databases can be dumped')),
  };
}

/** Opens an embedded PGlite database: a data folder, or an in-memory copy of a dumped one. */
export async function openPglite(
  source: { dataDir: string } | { dump: Blob },
): Promise<DatabaseHandle> {
  let client: PGlite;
  if ('dataDir' in source) {
    if (!source.dataDir.startsWith('memory://')) await mkdir(source.dataDir, { recursive: true });
    client = await PGlite.create(source.dataDir);
  } else {
    client = await PGlite.create('memory://', { loadDataDir: source.dump });
  }
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.close(),
    locks: processLocks(),
    dump: () => client.dumpDataDir('gzip'),
  };
}
