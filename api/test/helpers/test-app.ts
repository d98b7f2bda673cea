import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { openPglite, openPostgres, type DatabaseHandle } from '../../src/db/client';
import type { Database } from '../../src/db/database';
import { PGLITE_DUMP, TEMPLATE_DATABASE, databaseUrl } from './fixtures';

export const onPostgres = process.env.TEST_DATABASE === 'postgres';

async function copyOfSeededDatabase(): Promise<{
  handle: DatabaseHandle;
  url?: string;
  drop: () => Promise<void>;
}> {
  if (!onPostgres) {
    const dump = new Blob([await readFile(PGLITE_DUMP)]);
    return { handle: await openPglite({ dump }), drop: async () => {} };
  }
  const name = `storefront_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`create database "${name}" template "${TEMPLATE_DATABASE}"`);
  await admin.end();
  return {
    handle: openPostgres(databaseUrl(name), 20),
    url: databaseUrl(name),
    drop: async () => {
      const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  /** The database's handle, for what the server starts beside the app (the email sender). */
  handle: DatabaseHandle;
  /** On PostgreSQL, the database's address: another API process may open it (see replicaOf). */
  databaseUrl?: string;
  close: () => Promise<void>;
}

/** What a test's app is built with besides its variables. */
export interface TestAppOptions extends NonNullable<Parameters<typeof buildApp>[2]> {
  /** Routes of the test's own, registered before the app is ready. */
  routes?: (app: FastifyInstance) => void;
}

/** The test configuration: production-like, quiet, the overrides on top. */
const testConfig = (env: Record<string, string>) =>
  loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    // Many apps share a test process, and one's database being loaded stalls them all: that is
    // not an app's own load, so none sheds requests but where a test asks (pressure.test.ts).
    API_PRESSURE_DELAY_MS: '0',
    ...env,
  });

/**
 * The API on its own copy of the seeded database (PGlite in memory, or a PostgreSQL database
 * made from the template), configured as in production apart from the overrides (and the
 * pressure threshold, off).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  { routes, ...options }: TestAppOptions = {},
): Promise<TestApp> {
  const { handle, url, drop } = await copyOfSeededDatabase();
  const app = await buildApp(testConfig(env), handle, options);
  routes?.(app);
  await app.ready();
  return {
    app,
    db: handle.db,
    handle,
    databaseUrl: url,
    close: async () => {
      await app.close();
      await handle.close();
      await drop();
    },
  };
}

/**
 * On PostgreSQL, a second API process's app on the same database as `t` (as another replica):
 * closing it leaves the database to `t`.
 */
export async function replicaOf(t: TestApp, env: Record<string, string> = {}): Promise<TestApp> {
  if (!t.databaseUrl) throw new Error('replicas share a PostgreSQL database only');
  const handle = openPostgres(t.databaseUrl, 5);
  const app = await buildApp(testConfig(env), handle);
  await app.ready();
  return {
    app,
    db: handle.db,
    handle,
    databaseUrl: t.databaseUrl,
    close: async () => {
      await app.close();
      await handle.close();
    },
  };
}

/** The session cookie a response set, ready for a Cookie header. */
export function sessionCookieOf(response: { cookies: { name: string; value: string }[] }): string {
  const cookie = response.cookies.find((candidate) => candidate.name === 'sid');
  if (!cookie) throw new Error('no session cookie was set');
  return `sid=${cookie.value}`;
}
