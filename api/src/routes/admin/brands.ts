import { brandInputSchema, brandUpdateSchema } from '@storefront/shared/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminBrand,
  adminBrandList,
  brandIdParams,
  catalogRemoved,
  removalQuery,
} from '../../schemas/admin-catalog';
import {
  createBrand,
  listAdminBrands,
  readAdminBrand,
  removeBrand,
  saveBrand,
} from '../../services/catalog-structure/brands';
import { writeContext } from './products';

const tags = ['admin'];
const security = [{ session: [] }];

/** The back office's brands, as its categories (see categories.ts), guarded by the products' actions. */
export const adminBrandRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/brands',
    {
      config: { permission: 'products.read' },
      schema: {
        tags,
        security,
        summary: "Every brand, hidden ones too, in the storefront's order, its products counted",
        response: { 200: adminBrandList },
      },
    },
    async () => listAdminBrands(app.db),
  );

  app.get(
    '/admin/brands/:brandId',
    {
      config: { permission: 'products.read' },
      schema: {
        tags,
        security,
        summary: 'What the brand form edits, with its version',
        params: brandIdParams,
        response: { 200: adminBrand },
      },
    },
    async (request) => readAdminBrand(app.db, request.params.brandId),
  );

  app.post(
    '/admin/brands',
    {
      config: { permission: 'products.write' },
      schema: {
        tags,
        security,
        summary: 'Create a brand; 409 ENTITY_AlREADY_EXISTS for a slug taken',
        body: brandInputSchema,
        response: { 201: adminBrand },
      },
    },
    async (request, reply) => {
      const created = await createBrand(app.db, request.body, await writeContext(request));
      return reply.code(201).send(created);
    },
  );

  app.put(
    '/admin/brands/:brandId',
    {
      config: { permission: 'products.write' },
      schema: {
        tags,
        security,
        summary:
          'Save the brand form over the version it was read at (409 with what changed since); the storefront shows it on its next request',
        params: brandIdParams,
        body: brandUpdateSchema,
        response: { 200: adminBrand },
      },
    },
    async (request) =>
      saveBrand(app.db, request.params.brandId, request.body, await writeContext(request)),
  );

  app.delete(
    '/admin/brands/:brandId',
    {
      config: { permission: 'products.write' },
      schema: {
        tags,
        security,
        summary:
          'Remove a brand read at its version; one with products is refused (409 ENTITY_ACTION_NOT_ALLOWED) unless moveTo names the brand they move to',
        params: brandIdParams,
        querystring: removalQuery,
        response: { 200: catalogRemoved },
      },
    },
    async (request) =>
      removeBrand(app.db, request.params.brandId, request.query, await writeContext(request)),
  );
};
