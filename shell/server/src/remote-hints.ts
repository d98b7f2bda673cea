import type { RemoteName } from '@storefront/shared/core';
import { refreshingJson } from './refreshing-json';

/** What the shell's server reads of a remote's mf-manifest.json. */
export interface RemoteManifest {
  metaData: { remoteEntry: { name: string; path: string }; publicPath?: string };
  exposes: { path: string; assets: { js: { sync: string[] } } }[];
}

/** How often a remote's manifest is revalidated: a deploy shows in the hints within seconds. */
const MANIFEST_TTL_MS = 5000;
const MANIFEST_TIMEOUT_MS = 1500;

/**
 * The scripts a browser needs first from a remote, as URLs beside the manifest the browser uses:
 * the container entry (remoteEntry.js) and the chunks of its `./remote` module.
 */
export function firstScriptsOf(manifest: RemoteManifest, manifestUrl: string): string[] {
  const { remoteEntry, publicPath } = manifest.metaData;
  const entry = new URL(
    [remoteEntry.path, remoteEntry.name].filter(Boolean).join('/'),
    manifestUrl,
  );
  // 'auto': the chunks live beside the entry, wherever it was loaded from.
  const base = publicPath && publicPath !== 'auto' ? new URL(publicPath, manifestUrl) : entry;
  const remoteModule = manifest.exposes.find((expose) => expose.path === './remote');
  return [
    entry.href,
    ...(remoteModule?.assets.js.sync ?? []).map((file) => new URL(file, base).href),
  ];
}

export interface RemoteLocation {
  /** Where browsers load the manifest from. */
  url: string;
  /** Where the shell's server reads it (inside a private network it may differ). */
  internalUrl: string;
}

/**
 * Preload hints of each remote, from its manifest (kept and revalidated, see refreshingJson). A
 * remote that cannot be read gives no hints: the browser then finds its scripts on its own.
 */
export function createRemoteHints(
  remotes: Record<RemoteName, RemoteLocation>,
  log: { warn: (message: string) => void },
) {
  const manifests = new Map(
    Object.entries(remotes).map(([name, location]) => [
      name as RemoteName,
      {
        location,
        manifest: refreshingJson<RemoteManifest>(location.internalUrl, {
          ttlMs: MANIFEST_TTL_MS,
          timeoutMs: MANIFEST_TIMEOUT_MS,
          log,
          what: `the ${name} manifest`,
        }),
      },
    ]),
  );
  return {
    async firstScripts(name: RemoteName): Promise<string[]> {
      const remote = manifests.get(name);
      const manifest = await remote?.manifest.get();
      if (!remote || !manifest) return [];
      try {
        return firstScriptsOf(manifest, remote.location.url);
      } catch (error) {
        log.warn(`the ${name} manifest is not one the shell can read: ${String(error)}`);
        return [];
      }
    },
  };
}
