import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import { openPglite, openPostgres, type DatabaseHandle } from './db/client';
import { isEmpty, seedDemoShop } from './db/seed';

/**
 * Opens the configured database (PostgreSQL when DATABASE_URL is set, else PGlite under
 * DATA_DIR), applies pending migrations and, on an empty database, seeds the demo shop.
 */
export async function prepareDatabase(
  config: Config,
  log: Pick<FastifyBaseLogger, 'info'>,
): Promise<DatabaseHandle> {
  const handle = config.DATABASE_URL
    ? openPostgres(config.DATABASE_URL)
    : await openPglite({ dataDir: config.DATA_DIR });
  log.info(config.DATABASE_URL ? 'using PostgreSQL' : `using PGlite in ${config.DATA_DIR}`);
  await handle.migrate();
  if (config.SEED_DEMO && (await isEmpty(handle.db))) {
    const owner =
      config.OWNER_EMAIL && config.OWNER_PASSWORD
        ? { email: config.OWNER_EMAIL, password: config.OWNER_PASSWORD }
        : undefined;
    await seedDemoShop(handle.db, { owner });
    log.info('seeded the demo shop');
  }
  return handle;
}
