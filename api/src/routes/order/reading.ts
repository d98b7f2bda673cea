import { orderTrackingSchema } from '@storefront/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import { findReadableOrder, listOrdersOf, trackOrder } from '../../services/orders/access';
import { toOrderView } from '../../services/orders/view';
import {
  langQuery,
  order,
  orderIdParams,
  orderNumberParams,
  orderPage,
  orderTracking,
  pageQuery,
} from '../../schemas/orders';

/** Reading orders: a customer's own, one by id (owner or staff), and tracking by number. */
export const orderReadingRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (
  app,
  { config },
) => {
  app.get(
    '/order',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['order'],
        summary: "The signed-in customer's orders, newest first",
        security: [{ session: [] }],
        querystring: pageQuery,
        response: { 200: orderPage },
      },
    },
    async (request) => {
      const user = (await request.currentUser())!;
      return listOrdersOf(app.db, user.id, request.query);
    },
  );

  app.get(
    '/order/:orderId',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['order'],
        summary: 'An order, for its owner and staff (404 for anyone else and for a bad id)',
        security: [{ session: [] }],
        params: orderIdParams,
        querystring: langQuery,
        response: { 200: order },
      },
    },
    async (request) => {
      const user = (await request.currentUser())!;
      const row = await findReadableOrder(app.db, request.params.orderId, user);
      return toOrderView(app.db, row, request.query.lang);
    },
  );

  app.post(
    '/order/:orderNumber/track',
    {
      config: {
        rateLimit: { max: config.TRACK_RATE_LIMIT, timeWindow: config.TRACK_RATE_WINDOW },
      },
      schema: {
        tags: ['order'],
        summary: "An order's status by its number and the email or phone given at checkout",
        description:
          'The path segment is the order NUMBER the shopper reads (e.g. 1042). A wrong contact and an unknown number both answer 404 ORDER_NOT_FOUND.',
        params: orderNumberParams,
        querystring: langQuery,
        body: orderTrackingSchema,
        response: { 200: orderTracking },
      },
    },
    async (request) =>
      trackOrder(app.db, request.params.orderNumber, request.body.contact, request.query.lang),
  );
};
