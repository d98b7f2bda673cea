// What the release commands do, for the CLI (cli.mjs) and a remote's `npm start` (start.mjs): each
// runs the gate before it moves a pointer, and says what happened in one line.
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { ReleaseError } from './errors.mjs';
import { FolderStore } from './folder-store.mjs';
import { checkGate } from './gate.mjs';
import { HttpStore } from './http-store.mjs';
import { checkExpected, previousOf } from './pointer.mjs';
import { originOf } from './release-info.mjs';

/**
 * @typedef {FolderStore | HttpStore} Store
 * @typedef {import('./folder-store.mjs').Published} Published
 * @typedef {import('./folder-store.mjs').Moved} Moved
 * @typedef {import('./folder-store.mjs').Listing} Listing
 */

/**
 * The store at `location`: a URL (a remote's server) or a folder.
 * @param {string} location
 * @param {{ keep?: number, token?: string }} [options] `keep` applies to a folder; a server prunes
 *   by its own RELEASES_KEEP
 * @returns {Store}
 */
export function openStore(location, { keep, token } = {}) {
  return /^https?:\/\//.test(location)
    ? new HttpStore(location, { token })
    : new FolderStore(location, { keep });
}

/**
 * Publishes the build in `buildDir`.
 * @param {Store} store
 * @param {string} buildDir
 */
export async function publish(store, buildDir) {
  if (!(await stat(path.join(buildDir, 'mf-manifest.json')).catch(() => null))) {
    throw new ReleaseError(
      'invalid',
      `${buildDir} holds no remote's build (no mf-manifest.json): build it first (npm run build)`,
    );
  }
  return store.publish(buildDir, await originOf(buildDir));
}

/**
 * Makes `id` live once the shell at `shell` passes the gate. A stale `expect` is told as a
 * conflict before the gate is asked, and again under the store's lock.
 * @param {Store} store
 * @param {string} id
 * @param {{ expect?: string, shell: string }} options
 * @returns {Promise<Moved>}
 */
export async function promote(store, id, { expect, shell }) {
  const live = await store.readLive();
  checkExpected(live, expect);
  const release = await store.readRelease(id);
  if (live?.release !== id) await checkGate(release, shell);
  return store.promote(id, { expect });
}

/**
 * Makes the release before the live one live again, once the shell passes the gate for it.
 * @param {Store} store
 * @param {{ expect?: string, shell: string }} options
 * @returns {Promise<Moved>}
 */
export async function rollback(store, { expect, shell }) {
  const live = await store.readLive();
  checkExpected(live, expect);
  const target = previousOf(live);
  if (target) {
    const release = await store.readRelease(target).catch((error) => {
      if (error instanceof ReleaseError && error.code === 'not-found') {
        throw new ReleaseError(
          'not-found',
          `cannot roll back to ${target}: it is no longer kept in ${store.location}`,
        );
      }
      throw error;
    });
    await checkGate(release, shell);
  }
  // The store checks under its lock that the release to go back to is still the one gated.
  return store.rollback({ expect, to: target ?? undefined });
}

/** @param {string[]} pruned */
const prunedNote = (pruned) => (pruned.length > 0 ? ` (pruned ${pruned.join(', ')})` : '');

/**
 * @param {Store} store
 * @param {Published} result
 */
export function publishedLine(store, { id, status, release, pruned }) {
  return status === 'published'
    ? `published ${release.remote} release ${id} to ${store.location}${prunedNote(pruned)}`
    : `${release.remote} release ${id} is already published in ${store.location}`;
}

/**
 * @param {Store} store
 * @param {Moved} result
 */
export function movedLine(store, { status, live, from, pruned }) {
  if (status === 'already live') return `${live.release} is already live in ${store.location}`;
  const verb = status === 'promoted' ? 'promoted' : 'rolled back to';
  return `${verb} ${live.release} in ${store.location}: it is live (was ${from ?? 'none'})${prunedNote(pruned)}`;
}

/**
 * The releases newest first, then the pointer's history newest first.
 * @param {Listing} listing
 */
export function listingLines({ store, live, releases }) {
  const lines = [`releases in ${store}, newest first:`];
  if (releases.length === 0) lines.push('  none');
  for (const release of releases) {
    const role = release.live ? 'live' : release.previous ? 'previous' : '';
    const commit = release.commit?.slice(0, 7) ?? '-';
    lines.push(
      `  ${release.id}  ${release.publishedAt || '(no release.json)'}  ${commit.padEnd(7)}  ${role}`.trimEnd(),
    );
  }
  const history = [...(live?.history ?? [])].reverse();
  lines.push('history, newest first:');
  if (history.length === 0) lines.push('  none');
  for (const entry of history)
    lines.push(`  ${entry.at}  ${entry.action.padEnd(8)}  ${entry.release}`);
  return lines;
}
