import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { LoadedRemote, RemoteName, RouteName } from '@storefront/shared';
import type { RuntimeConfig } from '../config/runtime-config';

/**
 * Remotes whose release is known only by their store's pointer: reads it and registers the live
 * release, once (again after a failure).
 */
const pointers = new Map<RemoteName, () => Promise<void>>();

const isPointer = (url: string) =>
  new URL(url, window.location.href).pathname.endsWith('/live.json');

/**
 * Tells the federation runtime where each remote's manifest is (once, at start): the release the
 * page was rendered with. A remote the server could not resolve comes as its store's `live.json`:
 * it is read at the remote's first load, and its live release registered then.
 */
export function registerStorefrontRemotes(config: Pick<RuntimeConfig, 'remotes'>): void {
  const entries = Object.entries(config.remotes) as [RemoteName, string][];
  registerRemotes(
    entries.filter(([, url]) => !isPointer(url)).map(([name, entry]) => ({ name, entry })),
  );
  for (const [name, url] of entries.filter(([, url]) => isPointer(url))) {
    let registered: Promise<void> | undefined;
    pointers.set(name, () => {
      registered ??= registerLiveRelease(name, url).catch((error: unknown) => {
        registered = undefined;
        throw error;
      });
      return registered;
    });
  }
}

async function registerLiveRelease(name: RemoteName, pointer: string): Promise<void> {
  const response = await fetch(pointer, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${pointer} answered ${response.status}`);
  const { release } = (await response.json()) as { release?: string };
  if (!release) throw new Error(`${pointer} names no release`);
  const entry = new URL(`releases/${encodeURIComponent(release)}/mf-manifest.json`, pointer).href;
  registerRemotes([{ name, entry }]);
}

/** A remote that could not be loaded (down, unreachable or broken), after the plugin's retry. */
export class RemoteUnavailableError extends Error {
  constructor(name: RemoteName, cause?: unknown) {
    super(`Remote "${name}" is unavailable`, { cause });
  }
}

/** Thrown when the owner of a routed page does not provide it (an older remote deployed). */
export class PageNotProvidedError extends Error {
  constructor(routeName: RouteName) {
    super(`No page for route "${routeName}"`);
  }
}

/** A remote's `./remote` module through the federation runtime (which keeps what it loaded). */
export async function loadFederatedRemote(name: RemoteName): Promise<LoadedRemote> {
  // `./remote` has the RemoteModule as its default export.
  const exports = await Promise.resolve(pointers.get(name)?.())
    .then(() => loadRemote<{ default: LoadedRemote }>(`${name}/remote`))
    .catch((error: unknown) => {
      throw new RemoteUnavailableError(name, error);
    });
  const remote = exports?.default;
  if (!remote) throw new RemoteUnavailableError(name);
  return remote;
}
