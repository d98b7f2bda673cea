import { CACHE_TAGS } from '@storefront/shared/core';
import type { PageCache } from './page-cache';

/**
 * Where a staff change was heard from: `write` (a write's answer through this server's proxy),
 * `message` (the API's message through Redis), `resubscribed` (the subscription to those
 * messages was made, or made again: some may have been missed, so everything kept goes).
 */
export type InvalidationSource = 'write' | 'message' | 'resubscribed';

interface InvalidationsDeps {
  pageCache: PageCache | null;
  /** The server's copy of the public store is out of date. */
  forgetStore: () => void;
  /** Counts a change heard and the pages it dropped (the metrics). */
  count: (source: InvalidationSource, dropped: number) => void;
  log: { error: (object: object, message: string) => void };
}

/**
 * What the shell's server does when a staff change is heard: the pages labelled with its cache
 * tags are dropped, from memory and from the shared tier, and the public store is read again
 * when it names the store.
 */
export function createInvalidations({ pageCache, forgetStore, count, log }: InvalidationsDeps) {
  return {
    /** Resolves once the shared tier has them gone too (or could not be told: logged). */
    async drop(tags: string[], source: InvalidationSource): Promise<void> {
      if (tags.length === 0) return;
      if (tags.includes(CACHE_TAGS.store)) forgetStore();
      const { dropped, shared } = pageCache?.drop(tags) ?? { dropped: 0, shared: null };
      count(source, dropped);
      await shared?.catch((error: unknown) =>
        log.error({ err: error }, 'the pages of a staff change could not be dropped in Redis'),
      );
    },
    /** Everything held in memory goes, the store's copy too (changes may have been missed). */
    dropAll(source: InvalidationSource): void {
      forgetStore();
      count(source, pageCache?.dropAll() ?? 0);
    },
  };
}

export type Invalidations = ReturnType<typeof createInvalidations>;
