import { productInputSchema, productUpdateSchema } from '@storefront/shared/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import { ExpiringCache } from '../../expiring-cache';
import {
  adminProduct,
  adminProductPage,
  adminProductQuery,
  productIdParams,
} from '../../schemas/admin-products';
import { createProduct, updateProductForm } from '../../services/products/editing';
import { listAdminProducts } from '../../services/products/listing';
import { readAdminProduct, type WriteContext } from '../../services/products/records';

const tags = ['admin'];
const security = [{ session: [] }];

/** Who writes, and the request's way to drop the storefront's stale answers. */
export const writeContext = async (request: FastifyRequest): Promise<WriteContext> => ({
  actor: await request.actor(),
  invalidate: (tx, cacheTags) => request.invalidate(tx, cacheTags),
});

/** The back office's products: the list, a product's form, a new product, a saved form. */
export const adminProductRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (
  app,
  { config },
) => {
  // The list's totals, as the storefront's: each counted once a while at most (counting reads
  // every matching row), and forgotten on every process once any product is written.
  const totals = new ExpiringCache(config.CATALOG_COUNT_CACHE_SECONDS);
  app.events.on((event) => {
    if (event.type === 'invalidate') totals.clear();
  });
  app.events.onMissed(() => totals.clear());

  app.get(
    '/admin/products',
    {
      config: { permission: 'products.read' },
      schema: {
        tags,
        security,
        summary:
          'Products, hidden ones too, newest first: search by name in any language or slug; filter by category, brand, stock, discount, visibility, a missing text',
        querystring: adminProductQuery,
        response: { 200: adminProductPage },
      },
    },
    async (request) => listAdminProducts(app.db, request.query, totals),
  );

  app.get(
    '/admin/products/:productId',
    {
      config: { permission: 'products.read' },
      schema: {
        tags,
        security,
        summary: 'What the product form edits: texts per language, prices, pictures, its version',
        params: productIdParams,
        response: { 200: adminProduct },
      },
    },
    async (request) => readAdminProduct(app.db, request.params.productId),
  );

  app.post(
    '/admin/products',
    {
      config: { permission: 'products.write' },
      schema: {
        tags,
        security,
        summary:
          'Create a product, hidden until it has a picture (its price needs prices.write); 409 PRODUCT_ALREADY_EXISTS for a slug taken',
        body: productInputSchema,
        response: { 201: adminProduct },
      },
    },
    async (request, reply) => {
      const product = await createProduct(app.db, request.body, await writeContext(request));
      return reply.code(201).send(product);
    },
  );

  app.put(
    '/admin/products/:productId',
    {
      config: { permission: 'products.write' },
      schema: {
        tags,
        security,
        summary:
          'Save the product form over the version it was read at (409 with what changed since); a price change needs prices.write',
        params: productIdParams,
        body: productUpdateSchema,
        response: { 200: adminProduct },
      },
    },
    async (request) =>
      updateProductForm(
        app.db,
        request.params.productId,
        request.body,
        await writeContext(request),
      ),
  );
};
