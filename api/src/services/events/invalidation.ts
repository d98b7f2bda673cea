/**
 * Cache tags: what an answer about the catalog or the store shows, so that a staff write can say
 * what it changed and every cache keeping such an answer (the API's own, the shell's page cache
 * on every replica) drops exactly those.
 */
export const CACHE_TAGS = {
  /** Every list of products: the listings, search, the home page's rows, the sitemap. */
  listings: 'listings',
  /** The public store record (every page's header, footer and head). */
  store: 'store',
  /** One product's page (its own answer, and every page that shows it as a card). */
  product: (id: string) => `product:${id}`,
} as const;

/** The header an answer to a staff write carries, naming the tags it made stale. */
export const INVALIDATED_HEADER = 'x-storefront-invalidate';
