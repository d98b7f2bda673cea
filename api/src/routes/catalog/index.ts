import { PRODUCTS_PER_SITEMAP, type ProductSort } from '@storefront/shared/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import {
  getProduct,
  listBrands,
  listCategories,
  listProductPaths,
  listProducts,
  type ProductFilters,
} from '../../services/catalog/catalog';
import { ExpiringCache } from '../../expiring-cache';
import {
  brandList,
  categoryList,
  langQuery,
  listQuery,
  pathsQuery,
  presetQuery,
  productDetail,
  productPage,
  productParams,
  productPaths,
} from '../../schemas/catalog';

/** Catalog data changes rarely; a minute of caching takes load off the database. */
const CACHE = 'public, max-age=60';

const PRESETS: Record<string, { summary: string; filters: ProductFilters; sort: ProductSort }> = {
  featured: {
    summary: 'Featured products, newest first',
    filters: { featured: true },
    sort: 'newest',
  },
  latest: { summary: 'Latest arrivals', filters: {}, sort: 'newest' },
  discount: {
    summary: 'Discounted products, biggest discount first',
    filters: { discounted: true },
    sort: 'discount',
  },
};

/** The catalog: products (listing, ready-made lists, detail), categories and brands. */
export const catalogRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  // Product totals and category sizes: exact, but reused for a while (see ExpiringCache).
  const counts = new ExpiringCache(config.CATALOG_COUNT_CACHE_SECONDS);
  // A staff change to the catalog (a product hidden, shown, moved) changes the counts too, on
  // every process; all of them when events may have been missed.
  app.events.on((event) => {
    if (event.type === 'invalidate') counts.clear();
  });
  app.events.onMissed(() => counts.clear());

  app.get(
    '/product',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Products: filter, search in the requested language, sort and page',
        querystring: listQuery,
        response: { 200: productPage },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', CACHE);
      return app.catalogAnswers.get(`list:${JSON.stringify(request.query)}`, () =>
        listProducts(app.db, request.query, counts),
      );
    },
  );

  for (const [name, preset] of Object.entries(PRESETS)) {
    app.get(
      `/product/${name}`,
      {
        schema: {
          tags: ['catalog'],
          summary: preset.summary,
          querystring: presetQuery,
          response: { 200: productPage },
        },
      },
      async (request, reply) => {
        reply.header('Cache-Control', CACHE);
        return app.catalogAnswers.get(`${name}:${JSON.stringify(request.query)}`, () =>
          listProducts(app.db, { ...request.query, ...preset.filters, sort: preset.sort }, counts),
        );
      },
    );
  }

  app.get(
    '/product/:slug',
    {
      schema: {
        tags: ['catalog'],
        summary: 'A product with its images, attributes and related products',
        params: productParams,
        querystring: langQuery,
        response: { 200: productDetail },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', CACHE);
      const { slug } = request.params;
      const { lang } = request.query;
      return app.catalogAnswers.get(`product:${lang}:${slug}`, () =>
        getProduct(app.db, slug, lang),
      );
    },
  );

  app.get(
    '/category',
    {
      schema: {
        tags: ['catalog'],
        summary: 'The categories',
        querystring: langQuery,
        response: { 200: categoryList },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', CACHE);
      return listCategories(app.db, request.query.lang, counts);
    },
  );

  app.get(
    '/sitemap/products',
    {
      schema: {
        tags: ['catalog'],
        summary: `Every product's slug and category, ${PRODUCTS_PER_SITEMAP} a part, for sitemaps`,
        querystring: pathsQuery,
        response: { 200: productPaths },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'public, max-age=3600');
      return listProductPaths(app.db, request.query.part, counts);
    },
  );

  app.get(
    '/brand',
    { schema: { tags: ['catalog'], summary: 'The brands', response: { 200: brandList } } },
    async (_request, reply) => {
      reply.header('Cache-Control', CACHE);
      return listBrands(app.db);
    },
  );
};
