import { REMOTE_NAMES, type RemoteName } from '@storefront/shared/core';
import { remoteInternalUrlVariable, remoteUrlVariable, type ShellConfig } from './config';

/** Where a remote is: its release store (or a pinned manifest), for browsers and for the server. */
export interface RemoteLocation {
  /** Where browsers reach it. */
  url: string;
  /** Where the shell's server reaches it (inside a private network it may differ). */
  internalUrl: string;
}

/** Each remote's location, from the shell's configuration (CONTENT_REMOTE_URL, …). */
export function remoteLocations(config: ShellConfig): Record<RemoteName, RemoteLocation> {
  return Object.fromEntries(
    REMOTE_NAMES.map((name) => {
      const url = config[remoteUrlVariable(name)];
      return [name, { url, internalUrl: config[remoteInternalUrlVariable(name)] ?? url }];
    }),
  ) as Record<RemoteName, RemoteLocation>;
}

/** A remote's build as one page uses it. */
export interface RemoteRelease {
  /** The release's id; null for a pinned manifest (no releases) or a pointer not read yet. */
  id: string | null;
  /** Its manifest as browsers load it (a pointer not read yet: the pointer, read by the browser). */
  manifest: string;
  /** Its manifest as the shell's server reads it; null while its pointer has not been read. */
  internalManifest: string | null;
}

export type Releases = Record<RemoteName, RemoteRelease>;

/** The id of each remote's release (a pinned one, or one not read yet, has none). */
export const releaseIds = (releases: Releases): Partial<Record<RemoteName, string>> =>
  Object.fromEntries(
    Object.entries(releases).flatMap(([name, release]) => (release.id ? [[name, release.id]] : [])),
  );

/** How often each remote's pointer is read: a promote or rollback shows within about a second. */
export const RELEASE_CHECK_MS = 1000;
const POINTER_TIMEOUT_MS = 1500;

interface Log {
  info: (message: string) => void;
  warn: (message: string) => void;
}

interface Options {
  log: Log;
  intervalMs?: number;
  /**
   * Made ready before a release goes live on this server (its server build loaded): pages go on
   * with the release before until it settles, so none waits for the new one. The first release
   * read is used at once (there is none before it), and made ready alongside.
   */
  prepare?: (name: RemoteName, release: RemoteRelease) => Promise<unknown>;
  /** A remote's current release was replaced (what was rendered with the one before is stale). */
  changed?: (name: RemoteName, previous: RemoteRelease, next: RemoteRelease) => void;
}

/** A location is pinned when it names a manifest; otherwise it is a release store's address. */
const isPinned = (url: string) => new URL(url).pathname.endsWith('.json');
const folderOf = (url: string) => (url.endsWith('/') ? url : `${url}/`);

function releaseAt(location: RemoteLocation, id: string): RemoteRelease {
  const manifest = `releases/${encodeURIComponent(id)}/mf-manifest.json`;
  return {
    id,
    manifest: new URL(manifest, folderOf(location.url)).href,
    internalManifest: new URL(manifest, folderOf(location.internalUrl)).href,
  };
}

interface Watched {
  location: RemoteLocation;
  /** Where its live.json is (null: pinned). */
  pointer: string | null;
  etag: string | null;
  current: RemoteRelease;
  /** A release being made ready, not yet the current one. */
  switching: string | null;
  /** The last read failed (said once in the log, until a read succeeds again). */
  failing: boolean;
}

/**
 * Which release of each remote the shell's pages use now. A remote's address is either a pinned
 * manifest (`…/mf-manifest.json`: that build, always) or its release store, whose `live.json`
 * names the live release: read every second (revalidated by its ETag), so a promote or a rollback
 * reaches the pages without a restart. A release becomes current once `prepare` has settled; every
 * page takes one snapshot (`current()`) and renders, names and hydrates with exactly it.
 */
export function createRemoteReleases(
  locations: Record<RemoteName, RemoteLocation>,
  { log, intervalMs = RELEASE_CHECK_MS, prepare, changed }: Options,
) {
  const watched = new Map<RemoteName, Watched>(
    Object.entries(locations).map(([name, location]) => {
      const pointer = isPinned(location.url) ? null : new URL('live.json', folderOf(location.url));
      const current: RemoteRelease = pointer
        ? { id: null, manifest: pointer.href, internalManifest: null }
        : { id: null, manifest: location.url, internalManifest: location.internalUrl };
      return [
        name as RemoteName,
        {
          location,
          pointer: pointer ? new URL('live.json', folderOf(location.internalUrl)).href : null,
          etag: null,
          current,
          switching: null,
          failing: false,
        },
      ];
    }),
  );

  async function check(name: RemoteName, remote: Watched): Promise<void> {
    if (!remote.pointer || remote.switching) return;
    let id: string;
    try {
      const response = await fetch(remote.pointer, {
        headers: remote.etag ? { 'If-None-Match': remote.etag } : {},
        signal: AbortSignal.timeout(POINTER_TIMEOUT_MS),
      });
      if (response.status === 304) {
        remote.failing = false;
        return;
      }
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const pointer = (await response.json()) as { release?: unknown };
      if (typeof pointer.release !== 'string' || !/^[\w-]+$/.test(pointer.release))
        throw new Error('it names no release');
      id = pointer.release;
      remote.etag = response.headers.get('etag');
    } catch (error) {
      // The pages go on with the release they have (or, never read, leave it to the browser).
      if (!remote.failing)
        log.warn(`could not read the ${name} pointer (${remote.pointer}): ${String(error)}`);
      remote.failing = true;
      return;
    }
    remote.failing = false;
    if (id === remote.current.id) return;
    const release = releaseAt(remote.location, id);
    if (remote.current.id === null) {
      // Nothing to go on with meanwhile: pages use it at once (the first render loads it, or
      // leaves it to the browser), and its server build starts loading now.
      void prepare?.(name, release).catch(() => undefined);
    } else {
      remote.switching = id;
      try {
        await prepare?.(name, release).catch(() => undefined);
      } finally {
        remote.switching = null;
      }
    }
    log.info(
      `remote ${name}: release ${id} is live${remote.current.id ? ` (was ${remote.current.id})` : ''}`,
    );
    const previous = remote.current;
    remote.current = release;
    changed?.(name, previous, release);
  }

  const checkAll = () => Promise.all([...watched].map(([name, remote]) => check(name, remote)));
  const first = checkAll();
  const timer = setInterval(() => void checkAll(), intervalMs);
  timer.unref();

  return {
    /** Each remote's release now: one page's snapshot. */
    current(): Releases {
      return Object.fromEntries(
        [...watched].map(([name, remote]) => [name, remote.current]),
      ) as Releases;
    },
    /** Resolves once every pointer has been read once (or failed to be). */
    ready: () => first.then(() => undefined),
    /** Reads every pointer now (tests; the server reads them on its own). */
    checkNow: () => checkAll().then(() => undefined),
    stop: () => clearInterval(timer),
  };
}

export type RemoteReleases = ReturnType<typeof createRemoteReleases>;
