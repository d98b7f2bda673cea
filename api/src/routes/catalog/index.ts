import { PRODUCTS_PER_SITEMAP, type ProductSort } from '@storefront/shared/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import {
  getProduct,
  listBrands,
  listCategories,
  listProductPaths,
  listProducts,
  productCardsOf,
  type ProductFilters,
} from '../../services/catalog/catalog';
import { CACHE_TAGS, CACHE_TAGS_HEADER } from '../../services/events/invalidation';
import {
  brandList,
  cardsQuery,
  categoryList,
  langQuery,
  listQuery,
  pathsQuery,
  presetQuery,
  productDetail,
  productPage,
  productCards,
  productParams,
  productPaths,
} from '../../schemas/catalog';

/**
 * Browsers and CDNs may keep a catalog answer, but ask each time whether it is still the one
 * (its ETag: 304 when it is): a staff change shows on a shopper's next request, which a max-age
 * would answer from the browser's cache (see docs/decisions.md, "HTTP caching of the catalog").
 */
const CACHE = 'public, no-cache';

/** Cache tags of an answer (see CACHE_TAGS): what a staff write must name for it to be dropped. */
const tagged = (...tags: string[]) => ({ [CACHE_TAGS_HEADER]: tags.join(' ') });

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
export const catalogRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app) => {
  // Product totals and category sizes: exact, but reused for a while (app.catalogCounts).
  const counts = app.catalogCounts;

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
      reply.headers({ 'Cache-Control': CACHE, ...tagged(CACHE_TAGS.listings) });
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
        reply.headers({ 'Cache-Control': CACHE, ...tagged(CACHE_TAGS.listings) });
        return app.catalogAnswers.get(`${name}:${JSON.stringify(request.query)}`, () =>
          listProducts(app.db, { ...request.query, ...preset.filters, sort: preset.sort }, counts),
        );
      },
    );
  }

  app.get(
    '/product/cards',
    {
      schema: {
        tags: ['catalog'],
        summary:
          "Product cards by id, in the order asked (a guest's favorites); unknown or hidden products are left out",
        querystring: cardsQuery,
        response: { 200: productCards },
      },
    },
    async (request, reply) => {
      const { ids, lang } = request.query;
      const cards = await productCardsOf(app.db, ids, lang);
      // Each card's product (its price, its stock), and the lists' tag for a product hidden.
      reply.headers({
        'Cache-Control': CACHE,
        ...tagged(CACHE_TAGS.listings, ...cards.map((card) => CACHE_TAGS.product(card.id))),
      });
      return cards;
    },
  );

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
      // A product that does not exist (404) is a list's concern: a new one may take its slug.
      reply.headers({ 'Cache-Control': CACHE, ...tagged(CACHE_TAGS.listings) });
      const { slug } = request.params;
      const { lang } = request.query;
      const product = await app.catalogAnswers.get(`product:${lang}:${slug}`, () =>
        getProduct(app.db, slug, lang),
      );
      // The product, and each product its related cards show (their prices, their stock).
      const ids = [product.id, ...product.related.map((card) => card.id)];
      reply.headers(tagged(...ids.map(CACHE_TAGS.product)));
      return product;
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
      reply.headers({ 'Cache-Control': CACHE, ...tagged(CACHE_TAGS.categories) });
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
      reply.headers({ 'Cache-Control': CACHE, ...tagged(CACHE_TAGS.listings) });
      return listProductPaths(app.db, request.query.part, counts);
    },
  );

  app.get(
    '/brand',
    { schema: { tags: ['catalog'], summary: 'The brands', response: { 200: brandList } } },
    async (_request, reply) => {
      reply.headers({ 'Cache-Control': CACHE, ...tagged(CACHE_TAGS.listings) });
      return listBrands(app.db);
    },
  );
};
