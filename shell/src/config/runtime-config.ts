import { DEFAULT_REMOTE_PORTS, type RemoteName } from '@storefront/shared';

/**
 * Configuration the shell server writes into every page (`window.__STOREFRONT__`), so an operator
 * can point the shell at another deployment of a remote without rebuilding it.
 */
export interface RuntimeConfig {
  /**
   * Each remote's manifest as this page uses it: its release's (`…/releases/<id>/mf-manifest.json`,
   * the one the server rendered with), a pinned build's, or the release store's `live.json` when
   * the server could not read it yet (the browser then reads it).
   */
  remotes: Record<RemoteName, string>;
  /** The release of each remote this page uses (none for a pinned build). */
  releases: Partial<Record<RemoteName, string>>;
  /** Picks the look: a variant's name or anything else for the default. */
  projectName: string;
  buildId: string;
  /** How often an open page checks for a new build of the shell. */
  buildCheckIntervalMs: number;
  /**
   * The shop's public origin (the server's PUBLIC_URL): what a page the browser renders by itself
   * writes in its canonical link, alternates and JSON-LD, whatever address it was reached by.
   */
  publicOrigin: string;
}

declare global {
  interface Window {
    __STOREFRONT__?: Partial<RuntimeConfig>;
  }
}

export function defaultRemotes(host = 'localhost'): Record<RemoteName, string> {
  return Object.fromEntries(
    Object.entries(DEFAULT_REMOTE_PORTS).map(([name, port]) => [
      name,
      `http://${host}:${port}/mf-manifest.json`,
    ]),
  ) as Record<RemoteName, string>;
}

/** The runtime configuration of this page, with local defaults for the dev server. */
export function readRuntimeConfig(): RuntimeConfig {
  const injected = typeof window === 'undefined' ? {} : (window.__STOREFRONT__ ?? {});
  const host = typeof window === 'undefined' ? 'localhost' : window.location.hostname;
  return {
    remotes: { ...defaultRemotes(host), ...injected.remotes },
    releases: injected.releases ?? {},
    projectName: injected.projectName ?? 'storefront',
    buildId: injected.buildId ?? 'dev',
    buildCheckIntervalMs: injected.buildCheckIntervalMs ?? 5 * 60_000,
    // The dev server writes none: the page's own origin is the shop's there.
    publicOrigin:
      injected.publicOrigin ?? (typeof window === 'undefined' ? '' : window.location.origin),
  };
}
