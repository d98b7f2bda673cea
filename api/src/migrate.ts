// The migrate command, `node api/dist/migrate.js`: applies the database's pending migrations (and
// seeds an empty one, as SEED_DEMO says), then exits. One run per deploy (a Kubernetes Job, a
// release step), before replicas started with MIGRATE_ON_START=false serve; it waits up to
// MIGRATION_WAIT_SECONDS for the database to answer. Exit 0 when the database has every
// migration of this build, 1 otherwise (the reason on stderr).
import { loadConfig } from './config';
import { migrateDatabase } from './database-setup';

const log = { info: (message: string) => console.log(`[migrate] ${message}`) };
try {
  const { applied, total } = await migrateDatabase(loadConfig(), log);
  log.info(
    applied === 0
      ? `nothing to apply: the database has all ${total} migrations`
      : `applied ${applied} of ${total} migrations`,
  );
} catch (error) {
  console.error(`[migrate] failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
