// A PostgreSQL server of the test run's own: a new cluster in a temporary folder, on a free port
// of 127.0.0.1, with durability off (nothing in it outlives the run), removed when it stops. The
// API suite runs its PostgreSQL pass on it when DATABASE_URL names no server of the user's.
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { chownSync, closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from './free-port.mjs';
import { postgresBinDir } from './programs.mjs';

/**
 * PostgreSQL refuses to run as root: there it runs as the `postgres` user that Debian's package
 * creates, and the folder is given to that user.
 * @returns {{ uid?: number, gid?: number }} the options that spawn it as that user
 */
function asServerUser(dir) {
  if (process.getuid?.() !== 0) return {};
  const id = (flag) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout);
  const user = { uid: id('-u'), gid: id('-g') };
  chownSync(dir, user.uid, user.gid);
  return user;
}

/** @returns {Promise<{ url: string, stop: () => Promise<void> }>} */
export async function startTemporaryPostgres() {
  const bin = postgresBinDir();
  if (bin === null) {
    throw new Error(
      'The API suite runs on PostgreSQL too: install a PostgreSQL server (Debian: postgresql) or set DATABASE_URL.',
    );
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'storefront-postgres-'));
  const user = asServerUser(dir);
  const program = (name) => (bin ? path.join(bin, name) : name);
  const data = path.join(dir, 'data');
  const init = spawnSync(
    program('initdb'),
    // C.UTF-8 whatever the caller's locale: text in every language compares and changes case as
    // on the shop's servers (a bare POSIX locale would leave Cyrillic's case alone).
    ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync'],
    { encoding: 'utf8', cwd: dir, ...user },
  );
  if (init.status !== 0) throw new Error(`initdb failed:\n${init.stderr}`);

  const port = await freePort();
  const logFile = path.join(dir, 'postgres.log');
  const logFd = openSync(logFile, 'a');
  const server = spawn(
    program('postgres'),
    [
      ...['-D', data, '-p', String(port), '-k', dir, '-c', 'listen_addresses=127.0.0.1'],
      ...['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'],
      ...['-c', 'max_connections=200'],
    ],
    // The server's log goes to a file: a pipe read by this process would fill while the caller
    // waits in spawnSync (the API suite's runner does), and every backend that logs would then
    // block on it, mid-transaction, holding its locks.
    { stdio: ['ignore', 'ignore', logFd], cwd: dir, ...user },
  );
  closeSync(logFd);
  const log = () => readFileSync(logFile, 'utf8').slice(-5000);
  const exited = once(server, 'exit');

  const psql = (sql, database = 'postgres') =>
    spawnSync(
      program('psql'),
      ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', '-d', database, '-qAtc', sql],
      { encoding: 'utf8' },
    );
  for (let attempt = 0; psql('select 1').status !== 0; attempt += 1) {
    if (server.exitCode !== null || attempt > 300) {
      server.kill();
      throw new Error(`PostgreSQL did not start:\n${log()}`);
    }
    await sleep(100);
  }
  const created = psql('create database storefront');
  if (created.status !== 0) throw new Error(`create database failed: ${created.stderr}`);

  return {
    url: `postgres://postgres@127.0.0.1:${port}/storefront`,
    async stop() {
      // SIGINT: PostgreSQL's fast shutdown (ends sessions, then stops).
      if (server.exitCode === null) server.kill('SIGINT');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
