import type { Category, ProductPaths, ServerContext, SitemapSource } from '@storefront/shared';

const productPaths = (context: ServerContext, part: number) =>
  context.get<ProductPaths>(`sitemap/products?part=${part}`);

/**
 * The catalog's pages in the shop's sitemaps: every category, then every product, a part of the
 * API's product paths per sitemap part (the categories go with the first).
 */
export const catalogSitemap: SitemapSource = {
  parts: async (context) => Math.max((await productPaths(context, 1))?.parts ?? 0, 1),
  part: async (index, context) => {
    const [categories, products] = await Promise.all([
      index === 1 ? context.get<Category[]>('category?lang=en') : null,
      productPaths(context, index),
    ]);
    return [
      ...(categories ?? []).map((category) => ({
        route: 'catalog-category' as const,
        params: { category: category.slug },
      })),
      ...(products?.items ?? []).map((item) => ({
        route: 'product' as const,
        params: { category: item.category, slug: item.slug },
      })),
    ];
  },
};
