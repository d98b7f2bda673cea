import type { Language } from '@storefront/shared/core';
import { shellEntry, shellScripts, type FirstLoad } from './first-load';
import type { PageScripts, Preload } from './page-scripts';
import type { RemoteRelease } from './remote-releases';

/** Where a page's scripts are read from: the shell's build and each remote's release. */
export interface ScriptSources {
  firstLoad: () => Promise<FirstLoad | null>;
  remoteScripts: (release: RemoteRelease) => Promise<string[]>;
}

/** The page's scripts: the shell's entry, and what it goes on to load, preloaded. */
export async function scriptsOf(
  sources: ScriptSources,
  lang: Language,
  owner: RemoteRelease | undefined,
  rendered: boolean,
  storeSent: boolean,
): Promise<PageScripts> {
  const firstLoad = await sources.firstLoad();
  const chunk = (href: string): Preload => ({ href, as: 'script', chunk: true });
  const preloads: Preload[] = [
    // Without the store in the page (a page the browser renders, a 404) the shell asks for it
    // first thing: it is on its way.
    ...(storeSent
      ? []
      : [{ href: '/api/v1/store', as: 'fetch', crossorigin: 'use-credentials' } as const]),
    ...shellScripts(firstLoad, lang).map(chunk),
  ];
  if (owner) {
    // The first is the remote's container entry: preloaded, since the federation runtime runs it.
    const [remoteEntry, ...chunks] = await sources.remoteScripts(owner);
    preloads.push(
      { href: owner.manifest, as: 'fetch', crossorigin: 'anonymous' },
      ...(remoteEntry ? [{ href: remoteEntry, as: 'script' } as const] : []),
      ...chunks.map(chunk),
    );
  }
  return { entry: shellEntry(firstLoad), preloads, afterLoad: rendered };
}
