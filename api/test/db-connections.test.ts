// PostgreSQL ends connections on its own at times (a restart, a failover, an operator's
// pg_terminate_backend). An idle connection so ended must not end the API's process.
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createTestApp, onPostgres, type TestApp } from './helpers/test-app';

/** Ends every connection to the app's database but the caller's, as an operator would. */
async function endConnections(t: TestApp): Promise<number> {
  // The database type serves both drivers, so it leaves the result's shape open; on PostgreSQL
  // it is node-postgres's.
  const result = await t.db.execute(sql`select current_database() as name`);
  const { rows } = result as unknown as { rows: { name: string }[] };
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  try {
    const ended = await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1',
      [rows[0]!.name],
    );
    return ended.rowCount ?? 0;
  } finally {
    await admin.end();
  }
}

describe('connections the database server ends', { skip: !onPostgres && 'PostgreSQL only' }, () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  it('leave the API answering: the pool opens new ones', async () => {
    const before = await t.app.inject({ method: 'GET', url: '/api/v1/category' });
    assert.equal(before.statusCode, 200);
    assert.ok((await endConnections(t)) > 0);
    await sleep(200);
    const afterwards = await t.app.inject({ method: 'GET', url: '/api/v1/category' });
    assert.equal(afterwards.statusCode, 200);
  });

  it("leave a job under a lock to finish, and the lock free again, when the lock's own ends", async () => {
    let finish = () => {};
    let taken = () => {};
    const held = new Promise<void>((resolve) => (finish = resolve));
    const started = new Promise<void>((resolve) => (taken = resolve));
    const running = t.handle.locks.runIfFree('email-outbox', () => {
      taken();
      return held;
    });
    // The job runs once the lock is taken (a fixed wait may end before, on a busy machine).
    await Promise.race([started, running]);
    assert.ok((await endConnections(t)) > 0);
    await sleep(200);
    finish();
    assert.equal(await running, true);
    assert.equal(await t.handle.locks.runIfFree('email-outbox', async () => {}), true);
  });

  it("end a vanished replica's transaction, and its locks, in seconds: the session's settings", async () => {
    const setting = async (name: string) => {
      const result = await t.db.execute(sql.raw(`show ${name}`));
      const { rows } = result as unknown as { rows: Record<string, string>[] };
      return rows[0]![name];
    };
    assert.deepEqual(
      {
        idle: await setting('tcp_keepalives_idle'),
        interval: await setting('tcp_keepalives_interval'),
        count: await setting('tcp_keepalives_count'),
        unacknowledged: await setting('tcp_user_timeout'),
        idleTransaction: await setting('idle_in_transaction_session_timeout'),
      },
      { idle: '5', interval: '2', count: '3', unacknowledged: '10000', idleTransaction: '20s' },
    );
  });
});
