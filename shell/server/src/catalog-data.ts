import type { Category, Language, ProductDetail, ProductPaths } from '@storefront/shared/core';

const TTL_MS = 60_000;

/**
 * Catalog data the server needs for a page's status and head (is the category or product real,
 * and what are its title and JSON-LD), read from the API and kept for a minute like the API's
 * own cache headers say.
 */
export function createCatalogData(apiUrl: string, log: { warn: (message: string) => void }) {
  const cache = new Map<string, { at: number; value: Promise<unknown> }>();

  function cached<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = cache.get(key);
    if (hit && Date.now() - hit.at < TTL_MS) return hit.value as Promise<T>;
    const value = load();
    cache.set(key, { at: Date.now(), value });
    value.catch(() => cache.delete(key));
    return value;
  }

  async function get<T>(path: string): Promise<T | null> {
    const response = await fetch(`${apiUrl}/api/v1/${path}`, { signal: AbortSignal.timeout(3000) });
    if (response.status === 404) return null;
    if (!response.ok) throw new Error(`API answered ${response.status} for ${path}`);
    return (await response.json()) as T;
  }

  return {
    /** The product, or null when the catalog has no such slug. */
    product(slug: string, lang: Language): Promise<ProductDetail | null> {
      return cached(`product:${lang}:${slug}`, () =>
        get<ProductDetail>(`product/${encodeURIComponent(slug)}?lang=${lang}`),
      );
    },
    categories(lang: Language): Promise<Category[]> {
      return cached(
        `categories:${lang}`,
        async () => (await get<Category[]>(`category?lang=${lang}`)) ?? [],
      );
    },
    /** One part of every product's slug and category, for the sitemaps. */
    async productPaths(part: number): Promise<ProductPaths> {
      try {
        return (
          (await get<ProductPaths>(`sitemap/products?part=${part}`)) ?? {
            items: [],
            total: 0,
            parts: 0,
          }
        );
      } catch (error) {
        log.warn(`could not list products for the sitemap: ${String(error)}`);
        return { items: [], total: 0, parts: 0 };
      }
    },
  };
}

export type CatalogData = ReturnType<typeof createCatalogData>;
