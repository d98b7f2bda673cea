/**
 * Cache tags: what an API answer about the catalog or the store shows, so that a staff write can
 * say what it changed and every cache that keeps such an answer (the API's own, the shell's page
 * cache on every replica, in memory and in Redis) drops exactly those. The API labels its answers
 * with them (CACHE_TAGS_HEADER), the shell's server labels each kept page with the tags of every
 * answer its render used, and a write names the tags it made stale (INVALIDATED_HEADER, and the
 * INVALIDATION_CHANNEL in Redis).
 */
export const CACHE_TAGS = {
  /**
   * Every list of products: the listings, search, the home page's rows, the brands, the sitemap's
   * parts (and a product that does not exist: a new one may take its address).
   */
  listings: 'listings',
  /** The categories as the header lists them (names, order, how many products each holds). */
  categories: 'categories',
  /** The public store record (every page's header, footer, head and home content). */
  store: 'store',
  /** One product: its own page, and every page that shows it as a related card. */
  product: (id: string) => `product:${id}`,
} as const;

/** The header of an API answer naming its cache tags, separated by spaces. */
export const CACHE_TAGS_HEADER = 'x-cache-tags';

/** The header of the answer to a staff write, naming the tags it made stale. */
export const INVALIDATED_HEADER = 'x-storefront-invalidate';

/** INVALIDATED_HEADER's value for a write that made too many tags stale to name: all of them. */
export const ALL_TAGS = '*';

/** The Redis channel the API publishes each committed invalidation on, for the shell's replicas. */
export const INVALIDATION_CHANNEL = 'storefront:invalidate';

/**
 * A message on INVALIDATION_CHANNEL: the tags a committed write made stale, or `all` when its
 * publisher may have missed some (whatever was kept may be stale).
 */
export type InvalidationMessage = { tags: string[] } | { all: true };

/** A tag as the API makes them: a word, maybe `:` and an id. Anything else is ignored. */
const TAG = /^[a-z][a-z-]{0,31}(:[A-Za-z0-9_-]{1,64})?$/;

/** The tags of a header's value (space-separated), well-formed ones only, each once. */
export function tagsOf(header: string | string[] | null | undefined): string[] {
  const text = Array.isArray(header) ? header.join(' ') : (header ?? '');
  return [...new Set(text.split(/[\s,]+/).filter((tag) => TAG.test(tag)))];
}

/** A message of INVALIDATION_CHANNEL as its text; null for one that is not one. */
export function parseInvalidation(text: string): InvalidationMessage | null {
  try {
    const message = JSON.parse(text) as { tags?: unknown; all?: unknown };
    if (message.all === true) return { all: true };
    if (Array.isArray(message.tags)) return { tags: tagsOf(message.tags.map(String)) };
  } catch {
    // Not JSON: not one of ours.
  }
  return null;
}
