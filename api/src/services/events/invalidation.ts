/*
 * Cache tags (said once, in @storefront/shared, for the API and the shell's server): what an
 * answer shows, and what a staff write makes stale. See docs/operations.md, "Page cache".
 */
export { CACHE_TAGS, CACHE_TAGS_HEADER, INVALIDATED_HEADER } from '@storefront/shared/core';
