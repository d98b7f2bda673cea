import { refreshingJson } from './refreshing-json';
import type { RemoteRelease } from './remote-releases';

/** What the shell's server reads of a remote's mf-manifest.json. */
export interface RemoteManifest {
  metaData: { remoteEntry: { name: string; path: string }; publicPath?: string };
  exposes: { path: string; assets: { js: { sync: string[] } } }[];
}

/** How often a manifest is revalidated (a pinned build may be replaced where it is). */
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

/** The manifests of this many builds are kept (a few releases of each remote). */
const KEPT_MANIFESTS = 16;

/**
 * Preload hints of a remote's release, from its manifest (kept and revalidated, see
 * refreshingJson). A build that cannot be read gives no hints: the browser then finds its scripts
 * on its own.
 */
export function createRemoteHints(log: { warn: (message: string) => void }) {
  const manifests = new Map<string, ReturnType<typeof refreshingJson<RemoteManifest>>>();

  function manifestAt(url: string) {
    let manifest = manifests.get(url);
    if (!manifest) {
      manifest = refreshingJson<RemoteManifest>(url, {
        ttlMs: MANIFEST_TTL_MS,
        timeoutMs: MANIFEST_TIMEOUT_MS,
        log,
        what: 'a remote manifest',
      });
      manifests.set(url, manifest);
      // The oldest goes first: a Map iterates in insertion order.
      if (manifests.size > KEPT_MANIFESTS) manifests.delete(manifests.keys().next().value!);
    }
    return manifest;
  }

  return {
    async firstScripts(release: RemoteRelease): Promise<string[]> {
      if (!release.internalManifest) return [];
      const manifest = await manifestAt(release.internalManifest).get();
      if (!manifest) return [];
      try {
        return firstScriptsOf(manifest, release.manifest);
      } catch (error) {
        log.warn(`${release.manifest} is not a manifest the shell can read: ${String(error)}`);
        return [];
      }
    },
  };
}
