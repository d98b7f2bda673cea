// Builds the seeded database every API test starts from, once per run: a PGlite dump, or on
// PostgreSQL (TEST_DATABASE=postgres) a template database that each test file copies.
import { mkdir, writeFile } from 'node:fs/promises';
import pg from 'pg';
import { openPglite, openPostgres } from '../src/db/client';
import { seedDemoShop } from '../src/db/seed';
import {
  PGLITE_DUMP,
  SEED_DATE,
  TEMPLATE_DATABASE,
  TEST_DATA_DIR,
  TEST_OWNER,
  databaseUrl,
} from './helpers/fixtures';

if (process.env.TEST_DATABASE === 'postgres') {
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  // Leftovers of an interrupted run.
  const { rows } = await admin.query<{ datname: string }>(
    "select datname from pg_database where datname like 'storefront_test_%'",
  );
  for (const { datname } of rows)
    await admin.query(`drop database if exists "${datname}" with (force)`);
  await admin.query(`create database "${TEMPLATE_DATABASE}"`);
  await admin.end();
  const handle = openPostgres(databaseUrl(TEMPLATE_DATABASE), 2);
  await handle.migrate();
  await seedDemoShop(handle.db, { owner: TEST_OWNER, now: SEED_DATE });
  await handle.close();
  console.log(`prepared the template database ${TEMPLATE_DATABASE}`);
} else {
  const handle = await openPglite({ dataDir: 'memory://' });
  await handle.migrate();
  await seedDemoShop(handle.db, { owner: TEST_OWNER, now: SEED_DATE });
  const dump = await handle.dump();
  await handle.close();
  await mkdir(TEST_DATA_DIR, { recursive: true });
  await writeFile(PGLITE_DUMP, Buffer.from(await dump.arrayBuffer()));
  console.log(`prepared ${PGLITE_DUMP}`);
}
