import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
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
  /**
   * Hears the database's notifications on a channel (`pg_notify`, delivered once the
   * transaction that sent them commits): every process on the database hears each one. On
   * PostgreSQL a connection of its own, opened again when it drops (`onReconnect` then tells
   * that notifications may have been missed); on PGlite the one session. Answers the stop.
   */
  listen: (channel: string, listener: Listener) => Promise<() => Promise<void>>;
}

export interface Listener {
  message: (payload: string) => void;
  /** The connection was lost and is back: notifications sent meanwhile were not heard. */
  reconnected?: () => void;
}

/**
 * Prepared statements run on one plan made without their values. The planner would otherwise
 * plan each run again whenever a value could matter, which for the catalog's listings (a limit
 * and offset among their values) is every run: planning cost more than running them. The
 * statements are made for their indexes (equality on keys, listings read in index order), so a
 * plan that fits any value is the plan they are meant to have.
 */
const PLAN_CACHE_MODE = 'force_generic_plan';

/**
 * What the server does about a replica that vanished (its node lost, its process killed with
 * its link cut) in the middle of a transaction: it would hold its row locks (the stock of the
 * products it was ordering) and its advisory locks until TCP gave up, hours later, and every order
 * of those products would wait. The server probes a silent connection after 5 s (every 2 s, 3
 * times), gives up on data unacknowledged for 10 s, and ends a transaction left idle for 20 s;
 * its locks go with it. The API's transactions never idle so long: slow work (a password's hash,
 * a picture's resizing) is done before they begin.
 */
export const DEAD_CLIENT_SETTINGS = [
  '-c tcp_keepalives_idle=5',
  '-c tcp_keepalives_interval=2',
  '-c tcp_keepalives_count=3',
  '-c tcp_user_timeout=10000',
  '-c idle_in_transaction_session_timeout=20s',
];

/** Opens PostgreSQL at a connection string. */
export function openPostgres(url: string, max = 10): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    // The API runs many short queries at once: parallel workers cost more than they save (a
    // search's first page took 83 ms with them, 7 ms without, at 100,000 products).
    options: [
      '-c max_parallel_workers_per_gather=0',
      `-c plan_cache_mode=${PLAN_CACHE_MODE}`,
      ...DEAD_CLIENT_SETTINGS,
    ].join(' '),
    // This side's own: a database server gone (its node lost) is noticed, not waited on forever.
    keepAlive: true,
  });
  // A connection ended by the server while idle in the pool (a restart, an operator, a failover)
  // is an error event: unheard, it would end the process. The pool drops that connection and
  // opens another when needed; a query that fails says so itself.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePg(drizzlePg(pool, { schema }), { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => pool.end(),
    locks: postgresLocks(pool),
    dump: () => Promise.reject(new Error('Only PGlite databases can be dumped')),
    listen: (channel, listener) => listenOnPostgres(url, channel, listener),
  };
}

/** How long to wait before opening a dropped listening connection again. */
const RELISTEN_MS = 1000;

async function listenOnPostgres(url: string, channel: string, listener: Listener) {
  let stopped = false;
  let client: pg.Client | null = null;
  const connect = async (again: boolean): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel) listener.message(message.payload ?? '');
    });
    // A dropped connection is opened again, a second later, until the stop.
    next.on('error', () => {});
    next.on('end', () => {
      if (!stopped) setTimeout(() => void connect(true).catch(() => {}), RELISTEN_MS).unref();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      await next.end().catch(() => {});
      if (!again) throw error;
      return;
    }
    client = next;
    if (again) listener.reconnected?.();
  };
  await connect(false);
  return async () => {
    stopped = true;
    await client?.end().catch(() => {});
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
  await client.exec(`set plan_cache_mode = ${PLAN_CACHE_MODE}`);
  const pool = pglitePool(client);
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePg(drizzlePg(pool, { schema }), { migrationsFolder: MIGRATIONS_FOLDER }),
    close: async () => {
      await pool.end();
      await client.close();
    },
    locks: processLocks(),
    dump: () => client.dumpDataDir('gzip'),
    listen: async (channel, listener) => {
      const stop = await client.listen(channel, listener.message);
      return () => stop();
    },
  };
}

/**
 * node-postgres on PGlite's one session: the API speaks to both databases through the same
 * driver, so a prepared statement is parsed and planned once (PGlite's own driver parses every
 * query anew). One connection, never closed while the database is open.
 */
export function pglitePool(client: PGlite): pg.Pool {
  const config = createPgConfig(client);
  const { connection } = config;
  // node-postgres hands a query's `types` (Drizzle's value parsers, an object) to the parse
  // message, whose parameter types PGlite's writer expects as an array: leave them unstated,
  // as node-postgres's own writer does with an object.
  const parse = connection.parse.bind(connection);
  connection.parse = (query: { types?: unknown }) =>
    parse({ ...query, types: Array.isArray(query.types) ? query.types : undefined });
  return new pg.Pool({ ...config, max: 1, idleTimeoutMillis: 0 });
}
