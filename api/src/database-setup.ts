import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import { openPglite, openPostgres, type DatabaseHandle } from './db/client';
import { lockDataDir } from './db/data-dir-lock';
import { isEmpty, seedDemoShop } from './db/seed';

/**
 * Opens the configured database (PostgreSQL when DATABASE_URL is set, else PGlite under
 * DATA_DIR, which this process locks first), applies pending migrations and, on an empty
 * database, seeds the demo shop: on PostgreSQL under an advisory lock, so that any number of
 * replicas may start at once.
 */
export async function prepareDatabase(
  config: Config,
  log: Pick<FastifyBaseLogger, 'info'>,
): Promise<DatabaseHandle> {
  const handle = config.DATABASE_URL
    ? openPostgres(config.DATABASE_URL)
    : await openLockedPglite(config.DATA_DIR);
  log.info(config.DATABASE_URL ? 'using PostgreSQL' : `using PGlite in ${config.DATA_DIR}`);
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
  return handle;
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
