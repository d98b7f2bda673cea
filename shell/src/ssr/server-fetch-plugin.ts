import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { loadScriptNode } from '@module-federation/sdk';

/** How long the shell's server waits for any file of a remote's server build. */
const REQUEST_TIMEOUT_MS = 1500;

/** A file of a remote's server build: within the deadline, and only a 2xx answer is code. */
async function fetchCode(url: string, init?: RequestInit): Promise<Response> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response;
}

/**
 * How the shell's server fetches remotes' server code: every request (the entry and each chunk)
 * with a deadline and a status check, so a remote that hangs or answers an error page never
 * stalls a render or gets its error page run as code.
 */
export default function serverFetchPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'storefront-server-fetch',
    fetch: (url: string, init: RequestInit) => fetchCode(url, init),
    // The node runtime fetches an entry without the fetch hook; it is loaded here with it.
    loadEntry: ({ origin, remoteInfo }) =>
      loadScriptNode(remoteInfo.entry, {
        attrs: { name: remoteInfo.name, globalName: remoteInfo.entryGlobalName, type: 'script' },
        loaderHook: {
          fetch: fetchCode,
          lifecycle: origin.loaderHook.lifecycle,
        } as unknown as Parameters<typeof loadScriptNode>[1]['loaderHook'],
      }),
  };
}
