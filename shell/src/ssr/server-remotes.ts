import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { LoadedRemote, RemoteName } from '@storefront/shared';
import { withDeadline } from './deadline';

/** How long a render waits for a remote's module before leaving its page to the browser. */
export const REMOTE_DEADLINE_MS = 1500;
/** After consecutive failures a remote is left alone for a while: 2 s, then 5, 15, 30. */
const BACK_OFF_MS = [2000, 5000, 15_000, 30_000];
/** How often each remote's server manifest is checked for a new deploy. */
const WATCH_INTERVAL_MS = 3000;

interface Log {
  warn: (message: string) => void;
  info: (message: string) => void;
}

interface RemoteState {
  /** Where its server build lives (the folder of its server manifest). */
  base: URL;
  /** The deployed build, as its manifest's ETag says; null until first seen. */
  version: string | null;
  module: Promise<LoadedRemote> | null;
  failures: number;
  retryAt: number;
  /** Its module was had, and has not failed since. */
  loaded: boolean;
}

/** Where a remote's server build stands: had, left alone after failures, or not had (yet). */
export type RemoteStatus = 'loaded' | 'backed_off' | 'not_loaded';

/**
 * The remotes' server builds, loaded over HTTP at run time. Each remote publishes its server
 * build in `server/` beside its browser manifest; a new deploy (a changed `server/mf-manifest.json`)
 * is registered again within seconds, so the shell's server renders it without a restart. A
 * remote that fails or is slow is left to the browser, and backed off.
 */
export function createServerRemotes(
  manifests: Record<RemoteName, string>,
  log: Log,
  watchIntervalMs = WATCH_INTERVAL_MS,
) {
  const remotes = new Map<RemoteName, RemoteState>(
    Object.entries(manifests).map(([name, manifestUrl]) => [
      name as RemoteName,
      {
        base: new URL('server/', manifestUrl),
        version: null,
        module: null,
        failures: 0,
        retryAt: 0,
        loaded: false,
      },
    ]),
  );
  const entryOf = (state: RemoteState) =>
    new URL(
      `remoteEntry.js${state.version ? `?v=${encodeURIComponent(state.version)}` : ''}`,
      state.base,
    ).href;
  const register = (name: RemoteName, state: RemoteState, force = false) =>
    registerRemotes([{ name, entry: entryOf(state) }], { force });

  for (const [name, state] of remotes) register(name, state);

  async function watch(name: RemoteName, state: RemoteState): Promise<void> {
    try {
      const response = await fetch(new URL('mf-manifest.json', state.base), {
        method: 'HEAD',
        signal: AbortSignal.timeout(REMOTE_DEADLINE_MS),
      });
      const version = response.ok ? response.headers.get('etag') : null;
      if (!version || version === state.version) return;
      const first = state.version === null;
      state.version = version;
      // The build seen at start is the one registered already.
      if (first) return;
      log.info(`remote ${name}: a new server build (${version})`);
      state.module = null;
      state.loaded = false;
      state.failures = 0;
      state.retryAt = 0;
      register(name, state, true);
    } catch {
      // Unreachable now: loading it fails and backs off on its own.
    }
  }
  const watchAll = () => Promise.all([...remotes].map(([name, state]) => watch(name, state)));
  void watchAll();
  const timer = setInterval(() => void watchAll(), watchIntervalMs);
  timer.unref();

  function failed(name: RemoteName, state: RemoteState, error: unknown): null {
    state.module = null;
    state.loaded = false;
    state.retryAt = Date.now() + BACK_OFF_MS[Math.min(state.failures, BACK_OFF_MS.length - 1)]!;
    state.failures += 1;
    // Drop what the runtime kept of the failed attempt, so the next one starts afresh.
    register(name, state, true);
    log.warn(`remote ${name}: server build unavailable (${String(error)}); the browser renders it`);
    return null;
  }

  return {
    /** The remote's module, or null when it cannot be had within the deadline (or is backed off). */
    async load(name: RemoteName): Promise<LoadedRemote | null> {
      const state = remotes.get(name);
      if (!state || Date.now() < state.retryAt) return null;
      state.module ??= loadRemote<{ default: LoadedRemote }>(`${name}/remote`).then((exports) => {
        if (!exports?.default) throw new Error('no ./remote module');
        return exports.default;
      });
      const loading = state.module;
      try {
        const module = await withDeadline(loading, REMOTE_DEADLINE_MS);
        state.failures = 0;
        state.loaded = true;
        return module;
      } catch (error) {
        return state.module === loading ? failed(name, state, error) : null;
      }
    },
    /** Each remote's status now (the shell's server's metrics). */
    statuses(): Record<RemoteName, RemoteStatus> {
      const now = Date.now();
      return Object.fromEntries(
        [...remotes].map(([name, state]) => [
          name,
          now < state.retryAt ? 'backed_off' : state.loaded ? 'loaded' : 'not_loaded',
        ]),
      ) as Record<RemoteName, RemoteStatus>;
    },
    /** Checks every remote for a new deploy now (tests; the server checks on its own). */
    checkForDeploys: watchAll,
    stop: () => clearInterval(timer),
  };
}

export type ServerRemotes = ReturnType<typeof createServerRemotes>;
