import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { loadConfig } from '../src/config';
import { prepareDatabase } from '../src/database-setup';
import { lockDataDir } from '../src/db/data-dir-lock';

const quiet = { info: () => {} };
const configOf = (dataDir: string) =>
  loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false', DATA_DIR: dataDir });

describe('one PGlite data folder, one process', () => {
  let root: string;
  before(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'storefront-lock-'));
  });
  after(() => rm(root, { recursive: true, force: true }));

  it('a second API on a folder in use refuses to start, before it touches the folder', async () => {
    const dataDir = path.join(root, 'in-use');
    // Another process holds the folder (and keeps its lock fresh).
    const release = await lockDataDir(dataDir, 5000);
    try {
      await assert.rejects(
        prepareDatabase(configOf(dataDir), quiet),
        /Another process is using the PGlite data folder/,
      );
      assert.equal(existsSync(dataDir), false, 'the refused process created the folder');
    } finally {
      await release();
    }
  });

  it('a lock left by a process that died does not block a restart', async () => {
    const dataDir = path.join(root, 'after-a-crash');
    // What a killed process leaves: its lock, no longer refreshed.
    const lock = `${dataDir}.lock`;
    await mkdir(lock, { recursive: true });
    const longAgo = new Date(Date.now() - 60_000);
    await utimes(lock, longAgo, longAgo);

    const handle = await prepareDatabase(configOf(dataDir), quiet);
    try {
      assert.equal(existsSync(dataDir), true);
      // While it runs, the folder is its own: a second process, judging the lock as the API does,
      // is refused. (A shorter stale time than the holder's would be a lock it may take over: the
      // holder refreshes only every half of its own.)
      await assert.rejects(lockDataDir(dataDir), /Another process is using/);
    } finally {
      await handle.close();
    }
    // Stopped cleanly, it gives the folder back.
    assert.equal(existsSync(lock), false);
    const next = await prepareDatabase(configOf(dataDir), quiet);
    await next.close();
  });
});
