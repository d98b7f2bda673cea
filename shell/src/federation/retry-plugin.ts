import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

const RETRY_DELAY_MS = 400;

/**
 * Retries a failed remote load once, from scratch: the remote is registered again with `force`,
 * which drops the cached manifest and entry, so a remote that was restarted is picked up. A second
 * failure is left to the caller, whose error boundary shows the translated fallback.
 */
export default function retryPlugin(): ModuleFederationRuntimePlugin {
  const retrying = new Set<string>();
  return {
    name: 'storefront-retry-plugin',
    async errorLoadRemote({ id, lifecycle, origin }) {
      // Only a failed load of a remote's module is retried: a value returned at afterResolve
      // would be taken by the runtime as the remote's manifest.
      if (lifecycle !== 'onLoad') return undefined;
      const remoteName = id.split('/')[0];
      const remote = origin.options.remotes.find((candidate) => candidate.name === remoteName);
      if (!remote) return undefined;
      // Drop what the runtime cached of the failed attempt, so the next one starts fresh.
      origin.registerRemotes([remote], { force: true });
      if (retrying.has(id)) return undefined;
      retrying.add(id);
      try {
        await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
        return await origin.loadRemote(id);
      } catch {
        // Undefined hands the original error back to the caller; a rejected hook would also
        // surface as an unhandled rejection inside the runtime.
        return undefined;
      } finally {
        retrying.delete(id);
      }
    },
  };
}
