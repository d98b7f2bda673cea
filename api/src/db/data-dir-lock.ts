import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import lockfile from 'proper-lockfile';

/**
 * A lock its holder has not refreshed for this long was left by a process that died (a holder
 * refreshes it every half of this while it runs).
 */
export const DATA_DIR_LOCK_STALE_MS = 10_000;

/**
 * Takes the PGlite data folder for this process, before anything reads or writes it: PGlite is one
 * process's database, and two APIs on one folder lose acknowledged orders. A second process is
 * refused with a clear message (after waiting out a lock that might be stale); a lock left by a
 * process that died (kill -9, a crash) is taken over once it is stale. The lock is a directory
 * beside the folder (`<DATA_DIR>.lock`); should it be taken away while this process runs, the
 * process stops rather than write on. Resolves to the release.
 */
export async function lockDataDir(
  dataDir: string,
  staleMs = DATA_DIR_LOCK_STALE_MS,
): Promise<() => Promise<void>> {
  const lockPath = `${path.resolve(dataDir)}.lock`;
  await mkdir(path.dirname(lockPath), { recursive: true });
  try {
    return await lockfile.lock(dataDir, {
      realpath: false,
      lockfilePath: lockPath,
      stale: staleMs,
      update: staleMs / 2,
      // Long enough for a dead holder's lock to go stale, so a restart after a crash goes through.
      retries: { retries: Math.ceil(staleMs / 1000) + 1, minTimeout: 1000, maxTimeout: 1000 },
    });
  } catch (error) {
    if ((error as { code?: string }).code === 'ELOCKED') {
      throw new Error(
        `Another process is using the PGlite data folder ${dataDir} (its lock ${lockPath} is held). ` +
          'Stop that process first, or give this one its own DATA_DIR or a DATABASE_URL.',
        { cause: error },
      );
    }
    throw error;
  }
}
