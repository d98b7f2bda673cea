import { CACHE_TAGS_HEADER, tagsOf } from '@storefront/shared/core';

/**
 * The cache tags of every answer a render's API requests got (CACHE_TAGS_HEADER): what the page
 * shows, which the server's page cache keeps the page by, so that a staff write naming one of
 * them drops it. `answered` is the render's store's (ApiExtra).
 */
export function cacheTagsOfAnswers() {
  const tags = new Set<string>();
  return {
    answered(response: Response): void {
      for (const tag of tagsOf(response.headers.get(CACHE_TAGS_HEADER))) tags.add(tag);
    },
    /** The tags of the answers so far. */
    tags: (): string[] => [...tags],
  };
}
