// The releases of a store on disk (see folder-store.mjs), listed newest first, and the pruning of
// those no longer kept.
import { readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { PRUNING, STAGING, randomName, writeJsonAtomically } from './folder-files.mjs';
import { previousOf, withoutPruned } from './pointer.mjs';
import { RELEASE_FILE, isReleaseId } from './release-id.mjs';
import { readJsonIfPresent } from './release-info.mjs';

/**
 * @typedef {import('./pointer.mjs').Live} Live
 * @typedef {{ releasesDir: string, liveFile: string, keep: number }} Folders
 */

/** An upload left this long was abandoned (its client died): pruning removes it. */
const ABANDONED_AFTER_MS = 24 * 60 * 60 * 1000;

/**
 * The releases in the folder with their release.json, newest first.
 * @param {string} releasesDir
 */
export async function releasesIn(releasesDir) {
  const names = await readdir(releasesDir).catch(() => /** @type {string[]} */ ([]));
  const releases = [];
  for (const id of names.filter(isReleaseId)) {
    const release = await readJsonIfPresent(path.join(releasesDir, id, RELEASE_FILE)).catch(
      () => undefined,
    );
    // A folder without a readable release.json is listed (and pruned) as the oldest.
    releases.push({ ...release, id, publishedAt: release?.publishedAt ?? '' });
  }
  return releases.sort(
    (a, b) => b.publishedAt.localeCompare(a.publishedAt) || a.id.localeCompare(b.id),
  );
}

/**
 * Keeps the newest `keep` releases by publishedAt, the live one and the one before it (what a
 * rollback goes back to); drops the others from the stack. Each is renamed to a dot-name first,
 * so it disappears at once, then removed. Abandoned staging folders go too. The lock is held.
 * @param {Folders} folders
 * @param {Live | null} live
 */
export async function pruneReleases({ releasesDir, liveFile, keep }, live) {
  const kept = new Set([live?.release, previousOf(live)]);
  const releases = await releasesIn(releasesDir);
  const pruned = releases
    .slice(keep)
    .map(({ id }) => id)
    .filter((id) => !kept.has(id));
  for (const id of pruned) {
    await rename(
      path.join(releasesDir, id),
      path.join(releasesDir, `${PRUNING}${id}-${randomName()}`),
    );
  }
  if (live && live.stack.some((id) => pruned.includes(id))) {
    await writeJsonAtomically(liveFile, withoutPruned(live, new Set(pruned)));
  }
  await removeLeftovers(releasesDir);
  return pruned;
}

/**
 * Pruned folders, and staging folders whose upload was abandoned.
 * @param {string} releasesDir
 */
async function removeLeftovers(releasesDir) {
  const names = await readdir(releasesDir).catch(() => /** @type {string[]} */ ([]));
  for (const name of names) {
    const dir = path.join(releasesDir, name);
    const abandoned =
      name.startsWith(STAGING) &&
      Date.now() - ((await stat(dir).catch(() => null))?.mtimeMs ?? Date.now()) >
        ABANDONED_AFTER_MS;
    if (name.startsWith(PRUNING) || abandoned) await rm(dir, { recursive: true, force: true });
  }
}
