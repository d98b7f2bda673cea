import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { LoadedRemote, RemoteName, RouteName } from '@storefront/shared';
import type { RuntimeConfig } from '../config/runtime-config';

/** Tells the federation runtime where each remote's manifest is (once, at start). */
export function registerStorefrontRemotes(config: RuntimeConfig): void {
  registerRemotes(Object.entries(config.remotes).map(([name, entry]) => ({ name, entry })));
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
  const exports = await loadRemote<{ default: LoadedRemote }>(`${name}/remote`).catch(
    (error: unknown) => {
      throw new RemoteUnavailableError(name, error);
    },
  );
  const remote = exports?.default;
  if (!remote) throw new RemoteUnavailableError(name);
  return remote;
}
