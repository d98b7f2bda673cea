import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { langQuery } from '../../schemas/catalog';
import {
  productIdParams,
  stockCorrectionBody,
  stockCorrectionResult,
  stockHistory,
  stockHistoryQuery,
  stockLevelPage,
  stockLevelsQuery,
} from '../../schemas/stock';
import { correctStock } from '../../services/stock/corrections';
import { listStockLevels, readStockHistory } from '../../services/stock/levels';
import { staffWrite } from '../../services/stock/staff-write';

const tags = ['admin'];
const security = [{ session: [] }];

/** The products' stock, each product's record of it, and staff corrections. */
export const adminStockRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/stock',
    {
      config: { permission: 'stock.read' },
      schema: {
        tags,
        security,
        summary:
          'Products with their stock: search by name or slug, sold out or running low, lowest first',
        querystring: stockLevelsQuery,
        response: { 200: stockLevelPage },
      },
    },
    async (request) => listStockLevels(app.db, request.query),
  );

  app.get(
    '/admin/stock/:productId',
    {
      config: { permission: 'stock.read' },
      schema: {
        tags,
        security,
        summary: "A product's stock history: deliveries, corrections, orders, newest first",
        params: productIdParams,
        querystring: stockHistoryQuery,
        response: { 200: stockHistory },
      },
    },
    async (request) => readStockHistory(app.db, request.params.productId, request.query),
  );

  app.post(
    '/admin/stock/corrections',
    {
      config: { permission: 'stock.write' },
      schema: {
        tags,
        security,
        summary: 'Correct a product’s stock by a number of units, with a reason (never below zero)',
        querystring: langQuery,
        body: stockCorrectionBody,
        response: { 201: stockCorrectionResult },
      },
    },
    async (request, reply) => {
      const result = await correctStock(
        app.db,
        request.body,
        await staffWrite(request),
        request.query.lang,
      );
      return reply.status(201).send(result);
    },
  );
};
