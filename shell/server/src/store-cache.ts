import type { PublicStore } from '@storefront/shared/core';

const TTL_MS = 30_000;

/**
 * The public store, fetched from the API for the server-rendered head and kept for 30 seconds
 * (the API's own cache time). When the API is down the page still renders, with default texts.
 */
export function createStoreCache(apiUrl: string, log: { warn: (message: string) => void }) {
  let cached: { store: PublicStore; at: number } | null = null;
  let pending: Promise<PublicStore | null> | null = null;

  async function fetchStore(): Promise<PublicStore | null> {
    try {
      const response = await fetch(`${apiUrl}/api/v1/store`, { signal: AbortSignal.timeout(2000) });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const store = (await response.json()) as PublicStore;
      cached = { store, at: Date.now() };
      return store;
    } catch (error) {
      log.warn(`could not load the store for the page head: ${String(error)}`);
      return cached?.store ?? null;
    } finally {
      pending = null;
    }
  }

  return {
    get(): Promise<PublicStore | null> {
      if (cached && Date.now() - cached.at < TTL_MS) return Promise.resolve(cached.store);
      pending ??= fetchStore();
      return pending;
    },
  };
}
