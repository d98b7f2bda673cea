// A release store behind a URL: a remote's Node server (serve-remote.mjs with RELEASE_TOKEN set).
// Same methods as FolderStore; the server does the storing (release-routes.mjs). An upload is one
// PUT per file into a staging folder named by a random upload id, then one POST that claims the
// id the files hash to: the server hashes them again, so a file lost on the way is noticed.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ReleaseError, failureReason } from './errors.mjs';
import { buildFiles, releaseIdOf } from './release-id.mjs';

/**
 * @typedef {import('./folder-store.mjs').Published} Published
 * @typedef {import('./folder-store.mjs').Moved} Moved
 * @typedef {import('./folder-store.mjs').Listing} Listing
 * @typedef {import('./release-info.mjs').Release} Release
 * @typedef {import('./release-info.mjs').Origin} Origin
 * @typedef {import('./pointer.mjs').Live} Live
 */

/** Files uploaded at once: enough to hide the round trips, few enough not to swamp the server. */
const PARALLEL_UPLOADS = 4;
const REQUEST_TIMEOUT_MS = 60_000;

/** @param {string} file a `/`-separated path */
const encodePath = (file) => file.split('/').map(encodeURIComponent).join('/');

export class HttpStore {
  /**
   * @param {string} url the remote's origin, e.g. https://content.example.com
   * @param {{ token?: string }} [options] RELEASE_TOKEN, for what changes the store
   */
  constructor(url, { token } = {}) {
    this.base = url.replace(/\/+$/, '');
    this.token = token;
  }

  get location() {
    return this.base;
  }

  /**
   * @param {string} method
   * @param {string} pathname
   * @param {{ body?: Buffer, json?: unknown, notFound?: () => any }} [options] `notFound`: what a
   *   404 means instead of an error
   */
  async request(method, pathname, { body, json, notFound } = {}) {
    const url = `${this.base}${pathname}`;
    /** @type {Record<string, string>} */
    const headers = {};
    if (this.token) headers.authorization = `Bearer ${this.token}`;
    if (json !== undefined) headers['content-type'] = 'application/json';
    if (body !== undefined) headers['content-type'] = 'application/octet-stream';
    let response;
    try {
      response = await fetch(url, {
        method,
        headers,
        body: json !== undefined ? JSON.stringify(json) : body,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      throw new ReleaseError(
        'failed',
        `cannot reach the store at ${url} (${failureReason(error)})`,
      );
    }
    if (response.status === 404 && notFound) return notFound();
    const answer = await response.json().catch(() => undefined);
    if (!response.ok) {
      throw ReleaseError.fromBody(answer, `${method} ${url} answered ${response.status}`);
    }
    return answer;
  }

  /**
   * Uploads the build in `buildDir` and publishes it.
   * @param {string} buildDir
   * @param {Origin} origin
   * @returns {Promise<Published>}
   */
  async publish(buildDir, origin) {
    if (!this.token) {
      throw new ReleaseError(
        'unauthorized',
        `RELEASE_TOKEN is not set: the store at ${this.base} takes uploads only with its token`,
      );
    }
    const id = await releaseIdOf(buildDir);
    const upload = randomBytes(16).toString('hex');
    const files = await buildFiles(buildDir);
    for (let start = 0; start < files.length; start += PARALLEL_UPLOADS) {
      await Promise.all(
        files.slice(start, start + PARALLEL_UPLOADS).map(async (file) =>
          this.request('PUT', `/_releases/uploads/${upload}/${encodePath(file)}`, {
            body: await readFile(path.join(buildDir, file)),
          }),
        ),
      );
    }
    return this.request('POST', `/_releases/uploads/${upload}`, {
      json: { id, remote: origin.remote ?? null, commit: origin.commit ?? null },
    });
  }

  /** @param {string} id @returns {Promise<Release>} */
  readRelease(id) {
    return this.request('GET', `/releases/${encodeURIComponent(id)}/release.json`, {
      notFound: () => {
        throw new ReleaseError('not-found', `there is no release ${id} at ${this.base}`);
      },
    });
  }

  /** @returns {Promise<Live | null>} */
  readLive() {
    return this.request('GET', '/live.json', { notFound: () => null });
  }

  /** @param {string} id @param {{ expect?: string }} [options] @returns {Promise<Moved>} */
  promote(id, { expect } = {}) {
    return this.request('POST', '/_releases/live', {
      json: { action: 'promote', release: id, expect },
    });
  }

  /** @param {{ expect?: string, to?: string }} [options] @returns {Promise<Moved>} */
  rollback({ expect, to } = {}) {
    return this.request('POST', '/_releases/live', {
      json: { action: 'rollback', release: to, expect },
    });
  }

  /** @returns {Promise<Listing>} */
  async list() {
    // Named by its URL, not by the server's folder.
    return { ...(await this.request('GET', '/_releases')), store: this.base };
  }
}
