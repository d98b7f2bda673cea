/** What the bench measures: each route of the catalog and the store, by a name for the table. */
export function benchRoutes(slug: string): [name: string, path: string][] {
  return [
    ['product detail', `/api/v1/product/${slug}?lang=en`],
    ['featured', '/api/v1/product/featured?lang=en'],
    ['latest', '/api/v1/product/latest?lang=ua'],
    ['discounts', '/api/v1/product/discount?lang=pl'],
    [
      'category, in stock, by price',
      '/api/v1/product?lang=pl&category=tea&sort=price-asc&inStock=true',
    ],
    ['list, page 400', '/api/v1/product?lang=en&page=400'],
    ['list, by name', '/api/v1/product?lang=ru&sort=name'],
    ['search, `sencha`', '/api/v1/product?lang=en&q=sencha'],
    ['search, `кава`', `/api/v1/product?lang=ua&q=${encodeURIComponent('кава')}`],
    ['store', '/api/v1/store'],
  ];
}

/** The routes measured with one replica and with two. */
export const replicaRoutes = (slug: string) =>
  benchRoutes(slug).filter(([name]) => name === 'product detail' || name === 'latest');

/** The routes measured again with the answer cache off: the detail and the lists. */
export const uncachedRoutes = (slug: string) =>
  benchRoutes(slug).filter(([name]) =>
    ['product detail', 'featured', 'latest', 'discounts', 'category, in stock, by price'].includes(
      name,
    ),
  );
