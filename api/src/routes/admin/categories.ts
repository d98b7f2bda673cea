import { categoryInputSchema, categoryUpdateSchema } from '@storefront/shared/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminCategory,
  adminCategoryList,
  catalogRemoved,
  categoryIdParams,
  removalQuery,
} from '../../schemas/admin-catalog';
import {
  createCategory,
  listAdminCategories,
  readAdminCategory,
  removeCategory,
  saveCategory,
} from '../../services/catalog-structure/categories';
import { writeContext } from './products';

const tags = ['admin'];
const security = [{ session: [] }];

/**
 * The back office's categories: the list (hidden ones too), a category's form, a new one, a save
 * over the version read, a removal that moves the category's products first. Categories are the
 * catalog's, so the products' actions guard them.
 */
export const adminCategoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/categories',
    {
      config: { permission: 'products.read' },
      schema: {
        tags,
        security,
        summary: "Every category, hidden ones too, in the storefront's order, its products counted",
        response: { 200: adminCategoryList },
      },
    },
    async () => listAdminCategories(app.db),
  );

  app.get(
    '/admin/categories/:categoryId',
    {
      config: { permission: 'products.read' },
      schema: {
        tags,
        security,
        summary: 'What the category form edits: names and descriptions per language, its version',
        params: categoryIdParams,
        response: { 200: adminCategory },
      },
    },
    async (request) => readAdminCategory(app.db, request.params.categoryId),
  );

  app.post(
    '/admin/categories',
    {
      config: { permission: 'products.write' },
      schema: {
        tags,
        security,
        summary:
          'Create a category; 409 APP_CATEGORY_ALREADY_EXISTS for a slug taken, 400 for a slug of the storefront’s own pages',
        body: categoryInputSchema,
        response: { 201: adminCategory },
      },
    },
    async (request, reply) => {
      const created = await createCategory(app.db, request.body, await writeContext(request));
      return reply.code(201).send(created);
    },
  );

  app.put(
    '/admin/categories/:categoryId',
    {
      config: { permission: 'products.write' },
      schema: {
        tags,
        security,
        summary:
          'Save the category form over the version it was read at (409 with what changed since); the storefront shows it on its next request',
        params: categoryIdParams,
        body: categoryUpdateSchema,
        response: { 200: adminCategory },
      },
    },
    async (request) =>
      saveCategory(app.db, request.params.categoryId, request.body, await writeContext(request)),
  );

  app.delete(
    '/admin/categories/:categoryId',
    {
      config: { permission: 'products.write' },
      schema: {
        tags,
        security,
        summary:
          'Remove a category read at its version; one with products is refused (409 ENTITY_ACTION_NOT_ALLOWED) unless moveTo names the category they move to',
        params: categoryIdParams,
        querystring: removalQuery,
        response: { 200: catalogRemoved },
      },
    },
    async (request) =>
      removeCategory(app.db, request.params.categoryId, request.query, await writeContext(request)),
  );
};
