// The lock of a release store on disk (see folder-store.mjs): the commands that move its pointer
// take it in turn.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import lockfile from 'proper-lockfile';
import { ReleaseError } from './errors.mjs';
import { LOCK } from './folder-files.mjs';

/** Waits for another command's lock up to about 8 s; each command holds it for milliseconds. */
const LOCK_RETRIES = { retries: 40, factor: 1.3, minTimeout: 25, maxTimeout: 250, randomize: true };
/** A lock not refreshed for this long belongs to a process that died: it is taken over. */
const LOCK_STALE_MS = 10_000;

/**
 * Runs `job` holding the lock of the store in `root`, waiting for another command's.
 * @template T
 * @param {string} root
 * @param {() => Promise<T>} job
 * @returns {Promise<T>}
 */
export async function withLock(root, job) {
  await mkdir(root, { recursive: true });
  const lockPath = path.join(root, LOCK);
  let unlock;
  try {
    unlock = await lockfile.lock(root, {
      lockfilePath: lockPath,
      realpath: false,
      stale: LOCK_STALE_MS,
      retries: LOCK_RETRIES,
      // The default throws out of a timer, which would end a server; the pointer is written by
      // rename, so at worst two commands both wrote whole pointers.
      onCompromised: (error) =>
        console.warn(`[release] lost the lock ${lockPath}: ${error.message}`),
    });
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'ELOCKED') throw error;
    throw new ReleaseError(
      'locked',
      `${root} stayed locked by another release command (${lockPath}); try again`,
    );
  }
  try {
    return await job();
  } finally {
    await unlock();
  }
}
