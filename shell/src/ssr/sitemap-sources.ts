import {
  REMOTE_NAMES,
  type RemoteName,
  type ServerContext,
  type SitemapPage,
} from '@storefront/shared';
import { API_TIMEOUT_MS } from './deadline';
import type { ServerRelease, ServerRemotes } from './server-remotes';

/** The remotes' pages for the shop's sitemaps, asked from their server builds. */
export function createSitemapSources(remotes: ServerRemotes, apiUrl: string) {
  /** The API as a remote's sitemap asks it, each request with the id of the request served. */
  const contextOf = (requestId?: string): ServerContext => ({
    async get<T>(path: string) {
      const response = await fetch(`${apiUrl}/api/v1/${path}`, {
        headers: requestId ? { 'X-Request-Id': requestId } : {},
        signal: AbortSignal.timeout(API_TIMEOUT_MS),
      });
      if (response.status === 404) return null;
      if (!response.ok) throw new Error(`the API answered ${response.status} for ${path}`);
      return (await response.json()) as T;
    },
  });
  return {
    /** How many sitemap parts each remote with pages to list has (a remote that is down: none). */
    async sitemapParts(
      releases: Record<RemoteName, ServerRelease>,
      requestId?: string,
    ): Promise<{ remote: RemoteName; parts: number }[]> {
      const context = contextOf(requestId);
      const counts = await Promise.all(
        REMOTE_NAMES.map(async (remote) => {
          const source = (await remotes.load(remote, releases[remote]))?.sitemap;
          return { remote, parts: source ? await source.parts(context) : 0 };
        }),
      );
      return counts.filter(({ parts }) => parts > 0);
    },

    /** One part of a remote's pages; null when it has no such part. */
    async sitemapPart(
      remote: RemoteName,
      index: number,
      releases: Record<RemoteName, ServerRelease>,
      requestId?: string,
    ): Promise<SitemapPage[] | null> {
      const context = contextOf(requestId);
      const source = (await remotes.load(remote, releases[remote]))?.sitemap;
      if (!source || index > (await source.parts(context))) return null;
      return source.part(index, context);
    },
  };
}
