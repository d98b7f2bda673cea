import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import {
  adminOrderDetail,
  adminOrderDetailQuery,
  adminOrderIdParams,
  bulkStatusAnswer,
  bulkStatusInput,
  statusChangeInput,
} from '../../schemas/admin-orders';
import { orderDetail } from '../../services/orders/admin-orders';
import { changeStatuses } from '../../services/orders/bulk-status';
import { changeOrderStatus, type StatusChangeContext } from '../../services/orders/status';

/** What a status change needs of the request: who, and the app's events and caches. */
export async function statusChangeContext(
  app: FastifyInstance,
  request: FastifyRequest,
  config: Config,
): Promise<StatusChangeContext> {
  return {
    actor: await request.actor(),
    publicUrl: config.PUBLIC_URL,
    publish: async (tx, event) => void (await app.events.publish(tx, event)),
    invalidate: (tx, tags) => request.invalidate(tx, tags),
  };
}

const tags = ['admin'];
const security = [{ session: [] }];

/** Staff move orders through their statuses: one at a time from its page, or many at once. */
export const adminOrderStatusRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (
  app,
  { config },
) => {
  app.patch(
    '/admin/orders/:orderId/status',
    {
      config: { permission: 'orders.process' },
      schema: {
        tags,
        security,
        summary: 'Move an order to a next status (or restore a cancelled one), with a note',
        description:
          'Only the moves of ORDER_TRANSITIONS (409 ENTITY_ACTION_NOT_ALLOWED otherwise). `version` is the one the order was read at: a newer one answers 409 ENTITY_ACTION_NOT_ALLOWED with `conflict` (what changed, who, when). Cancelling puts the items back in stock; restoring (CANCELLED → NEW) takes them again, or answers 409 ORDER_RESTORE_CANNOT_BE_PROCESSED with the `products` short. Audited (`order.status`), emailed to the shopper as the shop does. Answers the order’s page.',
        params: adminOrderIdParams,
        querystring: adminOrderDetailQuery,
        body: statusChangeInput,
        response: { 200: adminOrderDetail },
      },
    },
    async (request) => {
      const moved = await changeOrderStatus(
        app.db,
        request.params.orderId,
        request.body,
        await statusChangeContext(app, request, config),
      );
      return orderDetail(app.db, moved, request.query.lang);
    },
  );

  app.post(
    '/admin/orders/status',
    {
      config: { permission: 'orders.process' },
      schema: {
        tags,
        security,
        summary: 'Move several orders (1 to 100) to one status, each on its own',
        description:
          'Each order is checked and changed on its own (and audited): one refused leaves the others done. 200 with a result per order, in the order given: `{ orderId, number, ok: true, status, version }` or `{ orderId, number?, status?, ok: false, code, message, products? }`.',
        body: bulkStatusInput,
        response: { 200: bulkStatusAnswer },
      },
    },
    async (request) => ({
      results: await changeStatuses(
        app.db,
        request.body,
        await statusChangeContext(app, request, config),
      ),
    }),
  );
};
