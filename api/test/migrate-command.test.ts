// Migrations as one step of a deploy (a Kubernetes Job), not the start of every replica: the
// migrate command applies them and seeds, and replicas started with MIGRATE_ON_START=false wait
// for it and never migrate themselves. It runs in the PostgreSQL pass: several replicas on one
// database need PostgreSQL.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { count } from 'drizzle-orm';
import { openPostgres, type DatabaseHandle } from '../src/db/client';
import { products } from '../src/db/schema';
import { emptyDatabase } from './helpers/replica-set';
import { freePort, startApi } from './helpers/replicas';
import { onPostgres } from './helpers/test-app';

const API_ROOT = path.resolve(import.meta.dirname, '..');
const skip = !onPostgres && 'runs in the PostgreSQL pass';
const REPLICA = { MIGRATE_ON_START: 'false', LOG_LEVEL: 'error' };

/** The migrate command as a deploy runs it: its exit code and what it printed. */
async function migrate(env: Record<string, string>) {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'src/migrate.ts'],
      { cwd: API_ROOT, env: { ...process.env, ...env }, timeout: 120_000 },
    );
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

describe('the migrate command, and replicas that do not migrate', { skip }, () => {
  let database: Awaited<ReturnType<typeof emptyDatabase>>;
  let handle: DatabaseHandle;
  before(async () => {
    database = await emptyDatabase();
    handle = openPostgres(database.url, 2);
  });
  after(async () => {
    await handle?.close();
    await database?.drop();
  });

  it('a replica waits for the migrations, starts once the command has applied them', async () => {
    const replica = await startApi('replica', { ...REPLICA, DATABASE_URL: database.url });
    try {
      for (let tries = 0; !replica.output().includes('waiting'); tries += 1) {
        assert.ok(tries < 300, `the replica said nothing of waiting:\n${replica.output()}`);
        await sleep(100);
      }
      assert.match(
        replica.output(),
        /waiting for the database's migrations: (\d+) of \1 pending \(node api\/dist\/migrate\.js applies them\)/,
      );
      const [before] = await handle.db
        .select({ n: count() })
        .from(products)
        .catch(() => [{ n: 'no table' }]);
      assert.equal(before?.n, 'no table', 'the replica migrated the database itself');

      const migrated = await migrate({ DATABASE_URL: database.url });
      console.log(migrated.output.trim());
      assert.equal(migrated.code, 0, migrated.output);
      assert.match(migrated.output, /\[migrate\] seeded the demo shop/);
      assert.match(migrated.output, /\[migrate\] applied (\d+) of \1 migrations/);
      await replica.started;
      assert.doesNotMatch(replica.output(), /seeded/);
      const [after] = await handle.db.select({ n: count() }).from(products);
      assert.ok(Number(after?.n) > 0, 'no products after the migrate command');
    } finally {
      await replica.stop();
    }
  });

  it('a second run finds nothing to apply', async () => {
    const again = await migrate({ DATABASE_URL: database.url });
    assert.equal(again.code, 0, again.output);
    assert.match(again.output, /nothing to apply: the database has all \d+ migrations/);
  });

  it('a replica gives up on a database nobody migrates, after MIGRATION_WAIT_SECONDS', async () => {
    const other = await emptyDatabase();
    try {
      const env = { ...REPLICA, DATABASE_URL: other.url, MIGRATION_WAIT_SECONDS: '1' };
      const replica = await startApi('replica on an empty database', env);
      await assert.rejects(replica.started, /did not start/);
      assert.match(
        replica.output(),
        /gave up waiting for the database's migrations after 1 s: \d+ of \d+ pending/,
      );
      await replica.stop();
    } finally {
      await other.drop();
    }
  });

  it('the command waits for a database that does not answer, then fails', async () => {
    const url = new URL(database.url);
    url.port = String(await freePort());
    const started = Date.now();
    const result = await migrate({ DATABASE_URL: url.toString(), MIGRATION_WAIT_SECONDS: '2' });
    assert.equal(result.code, 1, result.output);
    assert.ok(Date.now() - started >= 2000, 'it did not wait');
    assert.match(result.output, /\[migrate\] waiting for the database: .*ECONNREFUSED/);
    assert.match(result.output, /\[migrate\] failed: gave up waiting for the database after 2 s/);
  });
});
