import { orderStatusChangeSchema } from '@storefront/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import { changeOrderStatus } from '../../services/orders/status';
import { langQuery, order, orderIdParams } from '../../schemas/orders';

/** Staff move orders through their statuses. */
export const orderStatusRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (
  app,
  { config },
) => {
  app.patch(
    '/order/:orderId/status',
    {
      config: { permission: 'orders.process' },
      schema: {
        tags: ['order'],
        summary: "Change an order's status (staff: owner, administrators, managers)",
        description:
          'Only the moves of ORDER_TRANSITIONS (409 ENTITY_ACTION_NOT_ALLOWED otherwise); cancelling puts the items back in stock. Confirmed, shipped, delivered and cancelled are emailed to the shopper, in the order language.',
        security: [{ session: [] }],
        params: orderIdParams,
        querystring: langQuery,
        body: orderStatusChangeSchema,
        response: { 200: order },
      },
    },
    async (request) => {
      const staff = (await request.currentUser())!;
      const changed = await changeOrderStatus(app.db, request.params.orderId, request.body, {
        staffId: staff.id,
        lang: request.query.lang,
        publicUrl: config.PUBLIC_URL,
        invalidate: (tx, tags) => request.invalidate(tx, tags),
      });
      return changed;
    },
  );
};
