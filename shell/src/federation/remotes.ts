import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  ownerOf,
  type PageModule,
  type RemoteModule,
  type RemoteName,
  type RouteName,
} from '@storefront/shared';
import type { RuntimeConfig } from '../config/runtime-config';

export interface RemoteHooks {
  /** Runs once per remote: registers its namespace, slices, middleware and overlays. */
  setup: (remote: RemoteModule) => void;
  /** Runs before a remote's module is handed out: loads its texts in the current language. */
  prepare: (remote: RemoteModule) => Promise<void>;
}

const modules = new Map<RemoteName, Promise<RemoteModule>>();
const setUp = new Set<RemoteName>();
let hooks: RemoteHooks = { setup: () => {}, prepare: async () => {} };

/** Registers the remotes' manifest URLs from the runtime configuration (once, at start). */
export function registerStorefrontRemotes(config: RuntimeConfig, remoteHooks: RemoteHooks): void {
  registerRemotes(Object.entries(config.remotes).map(([name, entry]) => ({ name, entry })));
  hooks = remoteHooks;
}

/** A remote that could not be loaded (down, unreachable or broken), after the plugin's retry. */
export class RemoteUnavailableError extends Error {
  constructor(name: RemoteName, cause?: unknown) {
    super(`Remote "${name}" is unavailable`, { cause });
  }
}

async function fetchRemote(name: RemoteName): Promise<RemoteModule> {
  // `./remote` has the RemoteModule as its default export.
  const exports = await loadRemote<{ default: RemoteModule }>(`${name}/remote`).catch(
    (error: unknown) => {
      throw new RemoteUnavailableError(name, error);
    },
  );
  const remote = exports?.default;
  if (!remote) throw new RemoteUnavailableError(name);
  if (!setUp.has(name)) {
    setUp.add(name);
    hooks.setup(remote);
  }
  await hooks.prepare(remote);
  return remote;
}

/**
 * Loads a remote's `./remote` module once. A failure is not cached, so the next navigation (or
 * the fallback's retry button) tries again.
 */
export function loadRemoteModule(name: RemoteName): Promise<RemoteModule> {
  let pending = modules.get(name);
  if (!pending) {
    pending = fetchRemote(name);
    pending.catch(() => modules.delete(name));
    modules.set(name, pending);
  }
  return pending;
}

/** Forgets every loaded remote module, so the next use loads it again (tests start clean with it). */
export function forgetRemoteModules(): void {
  modules.clear();
  setUp.clear();
}

/** Thrown when the owner of a routed page does not provide it (an older remote deployed). */
export class PageNotProvidedError extends Error {
  constructor(routeName: RouteName) {
    super(`No page for route "${routeName}"`);
  }
}

/** Loads the page module of a route from the remote that owns it. */
export async function loadPage(routeName: RouteName): Promise<PageModule> {
  const owner = ownerOf(routeName);
  if (!owner) throw new PageNotProvidedError(routeName);
  const remote = await loadRemoteModule(owner);
  const loader = remote.pages[routeName];
  if (!loader) throw new PageNotProvidedError(routeName);
  return loader();
}
