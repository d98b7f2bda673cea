import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import { adminOverviewRoutes } from './overview';
import { adminSessionRoutes } from './session';
import { adminStockRoutes } from './stock';
import { adminSupplyRoutes } from './supplies';

/**
 * The back office's routes, under `admin/`: each names the action of the permission table it
 * takes (`config.permission`), which guards it; every write is recorded in the audit record.
 */
export const adminRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app) => {
  await app.register(adminSessionRoutes);
  await app.register(adminOverviewRoutes);
  await app.register(adminStockRoutes);
  await app.register(adminSupplyRoutes);
};
