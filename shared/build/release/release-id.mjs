// A release's id: the first 12 hex digits of a SHA-256 over its build's files (see
// docs/releasing-a-remote.md), so the same build always gets the same id and a release whose files
// changed no longer matches its name.
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { ReleaseError } from './errors.mjs';

/** What the store writes into a release; not part of the build, so not part of its id. */
export const RELEASE_FILE = 'release.json';

const ID = /^[0-9a-f]{12}$/;

/** @param {unknown} value */
export const isReleaseId = (value) => typeof value === 'string' && ID.test(value);

/**
 * The build's files, relative to `dir` and `/`-separated, sorted by code point (UTF-8 bytes sort
 * the same way; JavaScript's own sort compares UTF-16 units), the top-level release.json left out.
 * A release holds plain files only: a link could point anywhere, so it is refused.
 * @param {string} dir
 * @returns {Promise<string[]>}
 */
export async function buildFiles(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = [];
  for (const entry of entries) {
    if (entry.isDirectory()) continue;
    const file = path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep);
    if (!entry.isFile()) {
      throw new ReleaseError('invalid', `${file.join('/')} in ${dir} is not a plain file`);
    }
    if (file.join('/') !== RELEASE_FILE) files.push(file.join('/'));
  }
  return files.sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)));
}

/** @param {string} file */
function sha256Of(file) {
  return new Promise((resolve, reject) => {
    const hash = createHash('sha256');
    createReadStream(file)
      .on('error', reject)
      .on('data', (chunk) => hash.update(chunk))
      .on('end', () => resolve(hash.digest('hex')));
  });
}

/**
 * The id of the build in `dir`.
 * @param {string} dir
 */
export async function releaseIdOf(dir) {
  const files = await buildFiles(dir);
  if (files.length === 0) throw new ReleaseError('invalid', `${dir} holds no files`);
  const hash = createHash('sha256');
  for (const file of files) hash.update(`${file}\0${await sha256Of(path.join(dir, file))}\n`);
  return hash.digest('hex').slice(0, 12);
}
