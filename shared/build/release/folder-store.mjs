// A release store on disk (see docs/releasing-a-remote.md): `releases/<id>/` per release, never
// changed once there, and `live.json`, the pointer. A release is staged in a dot-folder beside the
// releases and renamed into place, so a reader (the server, a browser) sees all of it or none;
// the pointer is moved under a lock and also by rename, so concurrent commands queue up and a
// reader never sees half a pointer.
import { cp, mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { ReleaseError } from './errors.mjs';
import { STAGING, exists, randomName, writeJsonAtomically } from './folder-files.mjs';
import { withLock } from './folder-lock.mjs';
import { pruneReleases, releasesIn } from './folder-prune.mjs';
import {
  checkedLive,
  checkExpected,
  previousOf,
  promoted,
  rolledBack,
  withoutPruned,
} from './pointer.mjs';
import { RELEASE_FILE, isReleaseId, releaseIdOf } from './release-id.mjs';
import { describeBuild, readJsonIfPresent } from './release-info.mjs';

/**
 * @typedef {import('./release-info.mjs').Release} Release
 * @typedef {import('./release-info.mjs').Origin} Origin
 * @typedef {import('./pointer.mjs').Live} Live
 * @typedef {{ id: string, status: 'published' | 'already published', release: Release,
 *   pruned: string[] }} Published
 * @typedef {{ status: 'promoted' | 'already live' | 'rolled back', live: Live,
 *   from: string | null, pruned: string[] }} Moved
 * @typedef {{ store: string, live: Live | null,
 *   releases: (Release & { live: boolean, previous: boolean })[] }} Listing
 */

export const DEFAULT_KEEP = 5;
export const LIVE_FILE = 'live.json';
export const RELEASES_DIR = 'releases';
/** @param {number} keep */
export function checkedKeep(keep) {
  if (!Number.isInteger(keep) || keep < 1) {
    throw new ReleaseError(
      'invalid',
      `keep must be a whole number of releases, 1 or more (not ${keep})`,
    );
  }
  return keep;
}

export class FolderStore {
  /**
   * @param {string} root the store's folder
   * @param {{ keep?: number }} [options] how many of the newest releases pruning keeps
   */
  constructor(root, { keep = DEFAULT_KEEP } = {}) {
    this.root = path.resolve(root);
    this.keep = checkedKeep(keep);
    this.releasesDir = path.join(this.root, RELEASES_DIR);
    this.liveFile = path.join(this.root, LIVE_FILE);
  }

  get location() {
    return this.root;
  }

  /** @param {string} id */
  releaseDir(id) {
    return path.join(this.releasesDir, id);
  }

  /**
   * A new empty folder to stage a release in, beside the releases: on the same file system, so
   * renaming it into place is atomic.
   * @param {string} [name]
   */
  async stagingDir(name = randomName()) {
    const dir = path.join(this.releasesDir, `${STAGING}${name}`);
    await mkdir(dir, { recursive: true });
    return dir;
  }

  /**
   * Publishes the build in `buildDir` (a copy of it: the build folder is left as it is).
   * @param {string} buildDir
   * @param {Origin} origin
   */
  async publish(buildDir, origin) {
    const staged = await this.stagingDir();
    try {
      await cp(buildDir, staged, {
        recursive: true,
        filter: (source) => source !== path.join(buildDir, RELEASE_FILE),
      });
    } catch (error) {
      await rm(staged, { recursive: true, force: true });
      throw error;
    }
    return this.publishStaged(staged, origin);
  }

  /**
   * Publishes a staged folder (filled by `publish` or by an upload): hashes it, and renames it to
   * `releases/<id>/` with its release.json, unless that release is there already.
   * @param {string} staged
   * @param {Origin & { claimedId?: string }} origin `claimedId`: the id the uploader computed
   * @returns {Promise<Published>}
   */
  async publishStaged(staged, { claimedId, ...origin }) {
    try {
      const id = await releaseIdOf(staged);
      if (claimedId !== undefined && claimedId !== id) {
        throw new ReleaseError(
          'invalid',
          `the uploaded files hash to ${id}, not ${claimedId}: a file was lost or changed on the way; upload again`,
        );
      }
      if (await exists(this.releaseDir(id))) return await this.alreadyPublished(id);
      const { remote, commit, contract, shared } = await describeBuild(staged, origin);
      // In the order docs/releasing-a-remote.md shows.
      /** @type {Release} */
      const release = {
        id,
        remote,
        publishedAt: new Date().toISOString(),
        commit,
        contract,
        shared,
      };
      await writeJsonAtomically(path.join(staged, RELEASE_FILE), release);
      try {
        await rename(staged, this.releaseDir(id));
      } catch (error) {
        // Another command published the same build a moment ago.
        const code = /** @type {NodeJS.ErrnoException} */ (error).code;
        if (code === 'ENOTEMPTY' || code === 'EEXIST') return await this.alreadyPublished(id);
        throw error;
      }
      // The release is in place whatever pruning does: a failure there is only reported.
      const pruned = await this.prune().catch((error) => {
        console.warn(
          `[release] published ${id}, but could not prune ${this.root}: ${error.message}`,
        );
        return [];
      });
      return { id, status: 'published', release, pruned };
    } finally {
      await rm(staged, { recursive: true, force: true });
    }
  }

  /** @param {string} id @returns {Promise<Published>} */
  async alreadyPublished(id) {
    return { id, status: 'already published', release: await this.verify(id), pruned: [] };
  }

  /**
   * A release's release.json, after checking its files still hash to its id: a release changed
   * after publication is neither published over nor promoted.
   * @param {string} id
   */
  async verify(id) {
    const release = await this.readRelease(id);
    const actual = await releaseIdOf(this.releaseDir(id));
    if (actual !== id || release.id !== id) {
      throw new ReleaseError(
        'corrupt',
        `release ${id} in ${this.root} is corrupt: its files now hash to ${actual}. It is left as it is; find out what changed it, then remove ${this.releaseDir(id)} by hand to publish the build again`,
      );
    }
    return release;
  }

  /**
   * @param {string} id
   * @returns {Promise<Release>}
   */
  async readRelease(id) {
    if (!isReleaseId(id)) {
      throw new ReleaseError('invalid', `${id} is not a release id (12 hex digits)`);
    }
    const release = await readJsonIfPresent(path.join(this.releaseDir(id), RELEASE_FILE));
    if (!release) throw new ReleaseError('not-found', `there is no release ${id} in ${this.root}`);
    return release;
  }

  /** @returns {Promise<Live | null>} */
  async readLive() {
    const live = await readJsonIfPresent(this.liveFile);
    return live === undefined ? null : checkedLive(live, this.liveFile);
  }

  /**
   * Runs `job` holding the store's lock, waiting for another command's.
   * @template T
   * @param {() => Promise<T>} job
   * @returns {Promise<T>}
   */
  locked(job) {
    return withLock(this.root, job);
  }

  /**
   * Makes `id` the live release.
   * @param {string} id
   * @param {{ expect?: string }} [options] `expect`: the release the caller believes is live
   * @returns {Promise<Moved>}
   */
  promote(id, { expect } = {}) {
    return this.locked(async () => {
      const live = await this.readLive();
      checkExpected(live, expect);
      if (live?.release === id) return { status: 'already live', live, from: id, pruned: [] };
      await this.verify(id);
      return this.move(promoted(live, id, new Date().toISOString()), 'promoted', live);
    });
  }

  /**
   * Makes the release live before the live one live again.
   * @param {{ expect?: string, to?: string }} [options] `to`: the release the caller checked (the
   *   gate) as the one to go back to; another one there now is a conflict
   * @returns {Promise<Moved>}
   */
  rollback({ expect, to } = {}) {
    return this.locked(async () => {
      const live = await this.readLive();
      checkExpected(live, expect);
      const target = previousOf(live);
      if (!live || !target) {
        throw new ReleaseError(
          'no-previous',
          live
            ? `nothing to roll back to: ${live.release} is the only release promoted in ${this.root}`
            : `nothing to roll back: no release is live in ${this.root}`,
        );
      }
      if (to !== undefined && to !== target) {
        throw new ReleaseError(
          'conflict',
          `conflict: the release to roll back to is ${target} now, not ${to} (${live.release} is live)`,
        );
      }
      if (!(await exists(this.releaseDir(target)))) {
        throw new ReleaseError(
          'not-found',
          `cannot roll back to ${target}: it is no longer kept in ${this.root}`,
        );
      }
      await this.verify(target);
      return this.move(rolledBack(live, new Date().toISOString()), 'rolled back', live);
    });
  }

  /**
   * Writes the new pointer and prunes (the lock is held).
   * @param {Live} next
   * @param {'promoted' | 'rolled back'} status
   * @param {Live | null} before
   * @returns {Promise<Moved>}
   */
  async move(next, status, before) {
    await writeJsonAtomically(this.liveFile, next);
    const pruned = await this.pruneLocked(next);
    return {
      status,
      live: pruned.length > 0 ? withoutPruned(next, new Set(pruned)) : next,
      from: before?.release ?? null,
      pruned,
    };
  }

  /** The releases in the folder with their release.json, newest first. */
  releases() {
    return releasesIn(this.releasesDir);
  }

  /** Removes the releases no longer kept (taking the lock). @returns {Promise<string[]>} */
  prune() {
    return this.locked(async () => this.pruneLocked(await this.readLive()));
  }

  /**
   * Removes the releases no longer kept (see pruneReleases), the lock held.
   * @param {Live | null} live
   * @returns {Promise<string[]>}
   */
  pruneLocked(live) {
    return pruneReleases(this, live);
  }

  /** @returns {Promise<Listing>} */
  async list() {
    const live = await this.readLive();
    const releases = (await this.releases()).map((release) => ({
      ...release,
      live: release.id === live?.release,
      previous: release.id === previousOf(live),
    }));
    return { store: this.root, live, releases };
  }
}
