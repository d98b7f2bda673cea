import { orderStatusChangeSchema } from '@storefront/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import { changeOrderStatus } from '../../services/orders/status';
import { toOrderView } from '../../services/orders/view';
import { statusChangeContext } from '../admin/orders-status';
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
          'Only the moves of ORDER_TRANSITIONS (409 ENTITY_ACTION_NOT_ALLOWED otherwise); cancelling puts the items back in stock, restoring a cancelled order (to NEW) takes them again or answers 409 ORDER_RESTORE_CANNOT_BE_PROCESSED. Restored, confirmed, shipped, delivered and cancelled are emailed to the shopper, in the order language. The same change as `PATCH admin/orders/{orderId}/status`, without its version check.',
        security: [{ session: [] }],
        params: orderIdParams,
        querystring: langQuery,
        body: orderStatusChangeSchema,
        response: { 200: order },
      },
    },
    async (request) => {
      // The back office's change without a version: the order as it is now.
      const changed = await changeOrderStatus(
        app.db,
        request.params.orderId,
        request.body,
        await statusChangeContext(app, request, config),
      );
      // A cancelled order's items are back in stock: this process's answers show it at once.
      app.catalogAnswers.clear();
      return toOrderView(app.db, changed, request.query.lang);
    },
  );
};
