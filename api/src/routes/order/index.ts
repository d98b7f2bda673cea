import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import { checkoutRoutes } from './checkout';
import { orderReadingRoutes } from './reading';
import { orderStatusRoutes } from './status';

/** Orders: estimate and placement, the customer's orders, tracking, and staff status changes. */
export const orderRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  await app.register(checkoutRoutes, { config });
  await app.register(orderReadingRoutes, { config });
  await app.register(orderStatusRoutes, { config });
};
