// The file operations of a release store on disk (see folder-store.mjs): its dot-names, and the
// JSON it writes by rename, so a reader sees a whole file or the one before.
import { randomBytes } from 'node:crypto';
import { open, rename, stat } from 'node:fs/promises';
import path from 'node:path';

/** Dot-names: the servers never hand out a path with a segment that starts with a dot. */
export const STAGING = '.incoming-';
export const PRUNING = '.pruned-';
export const LOCK = '.lock';

export const randomName = () => randomBytes(8).toString('hex');

/** @param {string} file */
export const exists = (file) =>
  stat(file).then(
    () => true,
    () => false,
  );

/**
 * Writes `value` beside `file` and renames it over `file`: a reader sees the old or the new.
 * @param {string} file
 * @param {unknown} value
 */
export async function writeJsonAtomically(file, value) {
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}-${randomName()}`);
  const handle = await open(temporary, 'w');
  try {
    await handle.writeFile(`${JSON.stringify(value, null, 2)}\n`);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(temporary, file);
}
