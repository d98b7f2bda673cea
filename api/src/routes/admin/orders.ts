import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import { ExpiringCache } from '../../expiring-cache';
import {
  adminOrderDetail,
  adminOrderDetailQuery,
  adminOrderIdParams,
  adminOrderPage,
  orderFilterQuery,
  orderListQuery,
} from '../../schemas/admin-orders';
import { listOrders, orderDetail } from '../../services/orders/admin-orders';
import { ordersCsv } from '../../services/orders/export';

const tags = ['admin'];
const security = [{ session: [] }];
const FILTERS =
  'Filters: `status` (one or several: repeated, or comma-separated), `paymentMethod`, `deliveryMethod`, `customerType` (REGISTERED, GUEST), `from` and `to` (days, YYYY-MM-DD, in the shop’s time zone, both included), `q`: an order number (exact; `#1042` the number alone), an email’s beginning (any case), a phone’s last digits, or a first or last name’s beginning (two words: first and last name).';

/** The back office's orders: the list, its CSV export, and one order's page. */
export const adminOrderRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (
  app,
  { config },
) => {
  // A filter's total stays until an order is placed or changed, on any API process.
  const totals = new ExpiringCache(config.ADMIN_ORDER_TOTALS_SECONDS);
  app.events.on((event) => {
    if (event.type === 'order-placed' || event.type === 'order-changed') totals.clear();
  });
  app.events.onMissed(() => totals.clear());

  app.get(
    '/admin/orders',
    {
      config: { permission: 'orders.read' },
      schema: {
        tags,
        security,
        summary: 'The orders, newest first, 20 a page, filtered and searched',
        description: `${FILTERS} A page past the last is empty.`,
        querystring: orderListQuery,
        response: { 200: adminOrderPage },
      },
    },
    async (request) => {
      const { page, limit, ...filter } = request.query;
      return listOrders(app.db, filter, { page, limit }, totals);
    },
  );

  app.get(
    '/admin/orders/export',
    {
      config: { permission: 'orders.export' },
      schema: {
        tags,
        security,
        summary: 'The filtered list of orders as CSV (every page), streamed',
        description: `${FILTERS} A header row, then one order a row, newest first, read a batch at a time; cells that would start a spreadsheet formula are prefixed with an apostrophe.`,
        querystring: orderFilterQuery,
      },
    },
    async (request, reply) => {
      const day = new Date().toISOString().slice(0, 10);
      reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="orders-${day}.csv"`)
        .header('Cache-Control', 'no-store');
      // A byte order mark first: spreadsheets then read the names in Polish or Cyrillic as UTF-8.
      async function* withBom() {
        yield '\uFEFF';
        yield* ordersCsv(app.db, request.query);
      }
      return reply.send(Readable.from(withBom(), { objectMode: false }));
    },
  );

  app.get(
    '/admin/orders/:orderId',
    {
      config: { permission: 'orders.read' },
      schema: {
        tags,
        security,
        summary: 'An order: lines, customer, delivery, payment, totals, history, next statuses',
        description:
          'The history names who made each change (a staff member, or the customer who placed it), when, and the note; `next` lists the statuses ORDER_TRANSITIONS allows now, `version` what a change sends back. Line names in `lang`, else the order’s language. 404 ORDER_NOT_FOUND.',
        params: adminOrderIdParams,
        querystring: adminOrderDetailQuery,
        response: { 200: adminOrderDetail },
      },
    },
    async (request) => orderDetail(app.db, request.params.orderId, request.query.lang),
  );
};
