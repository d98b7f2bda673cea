import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import { openPglite, openPostgres, type DatabaseHandle } from './db/client';
import { lockDataDir } from './db/data-dir-lock';
import { migrationState } from './db/migration-state';
import { isEmpty, seedDemoShop } from './db/seed';

type StartupLog = Pick<FastifyBaseLogger, 'info'>;

/** What the migrate command says it did. */
export interface MigrateOutcome {
  applied: number;
  total: number;
}

const MIGRATE_COMMAND = 'node api/dist/migrate.js';

/**
 * Opens the configured database (PostgreSQL when DATABASE_URL is set, else PGlite under
 * DATA_DIR, which this process locks first). With MIGRATE_ON_START it applies pending migrations
 * and, on an empty database, seeds the demo shop: on PostgreSQL under an advisory lock, so that
 * any number of replicas may start at once. Without, it waits until the migrate command has run.
 */
export async function prepareDatabase(config: Config, log: StartupLog): Promise<DatabaseHandle> {
  const handle = await openDatabase(config, log);
  try {
    if (config.MIGRATE_ON_START) await migrateAndSeed(handle, config, log);
    else await waitForMigrations(handle, config, log);
    return handle;
  } catch (error) {
    await handle.close();
    throw error;
  }
}

/**
 * The migrate command's work, once per deploy: waits for the database to answer (it may be
 * starting too), applies the pending migrations, seeds an empty database, and closes it.
 */
export async function migrateDatabase(config: Config, log: StartupLog): Promise<MigrateOutcome> {
  const handle = await openDatabase(config, log);
  try {
    const before = await within(config, log, 'waiting for the database', () =>
      migrationState(handle.db),
    );
    await migrateAndSeed(handle, config, log);
    return { applied: before.pending, total: before.total };
  } finally {
    await handle.close();
  }
}

async function openDatabase(config: Config, log: StartupLog): Promise<DatabaseHandle> {
  const handle = config.DATABASE_URL
    ? openPostgres(config.DATABASE_URL)
    : await openLockedPglite(config.DATA_DIR);
  log.info(config.DATABASE_URL ? 'using PostgreSQL' : `using PGlite in ${config.DATA_DIR}`);
  return handle;
}

async function migrateAndSeed(handle: DatabaseHandle, config: Config, log: StartupLog) {
  // Replicas starting together on one PostgreSQL database take turns: the first migrates and
  // seeds, the others then find nothing left to do.
  await handle.locks.runLocked('migrate', async () => {
    await handle.migrate();
    if (config.SEED_DEMO && (await isEmpty(handle.db))) {
      const owner =
        config.OWNER_EMAIL && config.OWNER_PASSWORD
          ? { email: config.OWNER_EMAIL, password: config.OWNER_PASSWORD }
          : undefined;
      await seedDemoShop(handle.db, { owner, staff: config.STAFF_ACCOUNTS });
      log.info('seeded the demo shop');
    }
  });
}

/**
 * A replica that does not migrate starts once the database has every migration of its build (the
 * migrate step of the deploy may still be running, or the database still starting).
 */
async function waitForMigrations(handle: DatabaseHandle, config: Config, log: StartupLog) {
  await within(config, log, "waiting for the database's migrations", async () => {
    const { pending, total } = await migrationState(handle.db);
    if (pending > 0)
      throw new Error(`${pending} of ${total} pending (${MIGRATE_COMMAND} applies them)`);
  });
}

/**
 * `probe`'s answer, asked every second while it throws, for up to MIGRATION_WAIT_SECONDS; what
 * it throws is logged as `waiting` each time it changes, and is the error in the end.
 */
async function within<T>(
  config: Config,
  log: StartupLog,
  waiting: string,
  probe: () => Promise<T>,
): Promise<T> {
  const deadline = Date.now() + config.MIGRATION_WAIT_SECONDS * 1000;
  let said = '';
  for (;;) {
    try {
      return await probe();
    } catch (error) {
      const why = reasonOf(error);
      if (Date.now() >= deadline)
        throw new Error(`gave up ${waiting} after ${config.MIGRATION_WAIT_SECONDS} s: ${why}`, {
          cause: error,
        });
      if (why !== said) log.info(`${waiting}: ${(said = why)}`);
      await sleep(1000);
    }
  }
}

/**
 * What went wrong underneath: Drizzle's "Failed query" wraps the driver's error, whose message a
 * refused connection may leave empty (an AggregateError with a `code`).
 */
function reasonOf(error: unknown): string {
  let deepest = error;
  while (deepest instanceof Error && deepest.cause instanceof Error) deepest = deepest.cause;
  if (!(deepest instanceof Error)) return String(deepest);
  return deepest.message || String((deepest as Error & { code?: unknown }).code ?? deepest.name);
}

/** PGlite on a data folder this process holds alone; closing the handle releases the folder. */
async function openLockedPglite(dataDir: string): Promise<DatabaseHandle> {
  if (dataDir.startsWith('memory://')) return openPglite({ dataDir });
  const release = await lockDataDir(dataDir);
  try {
    const handle = await openPglite({ dataDir });
    return {
      ...handle,
      close: async () => {
        await handle.close();
        await release();
      },
    };
  } catch (error) {
    await release();
    throw error;
  }
}
