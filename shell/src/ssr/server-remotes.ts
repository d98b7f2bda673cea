import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { LoadedRemote, RemoteName } from '@storefront/shared';
import { withDeadline } from './deadline';

/** How long a render waits for a remote's module before leaving its page to the browser. */
export const REMOTE_DEADLINE_MS = 1500;
/** How long a release about to go live may take to load (pages go on with the one before). */
export const PREPARE_DEADLINE_MS = 10_000;
/** After consecutive failures a build is left alone for a while: 2 s, then 5, 15, 30. */
const BACK_OFF_MS = [2000, 5000, 15_000, 30_000];
/** The builds of each remote kept loaded: the live one and those pages may still be using. */
const KEPT_PER_REMOTE = 3;

/** Which server build of a remote to use: the manifest of its release (or pinned build). */
export interface ServerRelease {
  id: string | null;
  /** Its browser manifest, as the shell's server reaches it (null: not known yet). */
  internalManifest: string | null;
}

interface Log {
  warn: (message: string) => void;
  info: (message: string) => void;
}

interface BuildState {
  name: RemoteName;
  /** Its server build's container entry. */
  entry: string;
  module: Promise<LoadedRemote> | null;
  failures: number;
  retryAt: number;
  /** Its module was had, and has not failed since. */
  loaded: boolean;
  usedAt: number;
}

/** Where a remote's server build stands: had, left alone after failures, or not had (yet). */
export type RemoteStatus = 'loaded' | 'backed_off' | 'not_loaded';

/**
 * The remotes' server builds, loaded over HTTP at run time: each release publishes its server
 * build in `server/` beside its browser manifest. Every release's module is kept apart (by its
 * entry's URL), so a page renders with exactly the release it was given while the next one loads;
 * the federation runtime knows one build per remote name at a time, so loads of one remote take
 * turns. A build that fails or is slow is left to the browser, and backed off.
 */
export function createServerRemotes(log: Log) {
  const builds = new Map<string, BuildState>();
  /** Each remote's last load, which the next one waits for. */
  const turns = new Map<RemoteName, Promise<unknown>>();
  /** The build last used for each remote (its status is the remote's). */
  const latest = new Map<RemoteName, BuildState>();

  function stateOf(name: RemoteName, release: ServerRelease): BuildState | null {
    if (!release.internalManifest) return null;
    const entry = new URL('server/remoteEntry.js', release.internalManifest).href;
    let state = builds.get(entry);
    if (!state) {
      state = { name, entry, module: null, failures: 0, retryAt: 0, loaded: false, usedAt: 0 };
      builds.set(entry, state);
      forgetOldBuilds(name);
    }
    state.usedAt = Date.now();
    latest.set(name, state);
    return state;
  }

  /** Lets the least recently used builds of a remote go past the few kept. */
  function forgetOldBuilds(name: RemoteName): void {
    const own = [...builds.values()].filter((state) => state.name === name);
    own.sort((a, b) => b.usedAt - a.usedAt);
    for (const state of own.slice(KEPT_PER_REMOTE)) builds.delete(state.entry);
  }

  /**
   * Registers the build's entry under its remote's name and loads `./remote`, in turn: after the
   * remote's load before it, or after PREPARE_DEADLINE_MS if that one hangs (a server that never
   * answers must not hold every later release back).
   */
  function loadBuild(state: BuildState): Promise<LoadedRemote> {
    const before = turns.get(state.name) ?? Promise.resolve();
    const turn = withDeadline(before, PREPARE_DEADLINE_MS)
      .catch(() => undefined)
      .then(async () => {
        // `force` drops what the runtime kept of the remote's other build (or a failed attempt).
        registerRemotes([{ name: state.name, entry: state.entry }], { force: true });
        const exports = await loadRemote<{ default: LoadedRemote }>(`${state.name}/remote`);
        if (!exports?.default) throw new Error('no ./remote module');
        return exports.default;
      });
    turns.set(state.name, turn);
    return turn;
  }

  function failed(state: BuildState, error: unknown): null {
    state.module = null;
    state.loaded = false;
    state.retryAt = Date.now() + BACK_OFF_MS[Math.min(state.failures, BACK_OFF_MS.length - 1)]!;
    state.failures += 1;
    log.warn(
      `remote ${state.name}: server build ${state.entry} unavailable (${String(error)}); the browser renders it`,
    );
    return null;
  }

  async function load(
    name: RemoteName,
    release: ServerRelease,
    deadlineMs: number,
  ): Promise<LoadedRemote | null> {
    const state = stateOf(name, release);
    if (!state || Date.now() < state.retryAt) return null;
    state.module ??= loadBuild(state);
    const loading = state.module;
    try {
      const module = await withDeadline(loading, deadlineMs);
      state.failures = 0;
      state.loaded = true;
      return module;
    } catch (error) {
      return state.module === loading ? failed(state, error) : null;
    }
  }

  return {
    /**
     * The release's module, or null when it cannot be had within the deadline (or is backed off,
     * or its pointer has not been read yet).
     */
    load: (name: RemoteName, release: ServerRelease) => load(name, release, REMOTE_DEADLINE_MS),
    /** Loads a release before it goes live, with a longer deadline; pages do not wait for it. */
    prepare: (name: RemoteName, release: ServerRelease) => load(name, release, PREPARE_DEADLINE_MS),
    /** Each remote's status now (the shell's server's metrics). */
    statuses(): Partial<Record<RemoteName, RemoteStatus>> {
      const now = Date.now();
      return Object.fromEntries(
        [...latest].map(([name, state]) => [
          name,
          now < state.retryAt ? 'backed_off' : state.loaded ? 'loaded' : 'not_loaded',
        ]),
      );
    },
  };
}

export type ServerRemotes = ReturnType<typeof createServerRemotes>;
