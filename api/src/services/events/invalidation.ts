/*
 * Cache tags (said once, in @storefront/shared, for the API and the shell's server): what an
 * answer shows, and what a staff write makes stale. See docs/operations.md, "Page cache".
 */
import { ALL_TAGS } from '@storefront/shared/core';

export { CACHE_TAGS, CACHE_TAGS_HEADER, INVALIDATED_HEADER } from '@storefront/shared/core';

/**
 * The most INVALIDATED_HEADER says by name: past it (a promotion over a large category names
 * hundreds of products) the answer says ALL_TAGS, as proxies and servers refuse headers past 8 to
 * 16 KiB. The shell then drops every page it keeps in memory; the pages shared in Redis go by the
 * relay's message, which names every tag (Redis has no such limit).
 */
export const MAX_INVALIDATED_HEADER_BYTES = 4096;

/** INVALIDATED_HEADER's value for these tags: each once, or ALL_TAGS past the limit. */
export function invalidatedHeader(tags: string[]): string {
  const text = [...new Set(tags)].join(' ');
  return Buffer.byteLength(text) > MAX_INVALIDATED_HEADER_BYTES ? ALL_TAGS : text;
}
