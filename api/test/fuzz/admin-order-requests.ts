import { orderBody, placeOrder } from '../helpers/orders';
import type { TestApp } from '../helpers/test-app';
import type { FuzzRequest, OperationKey, RequestMakers } from './valid-requests';

/**
 * Valid requests of the back office's order routes: the list and its export, an order's page,
 * status changes (one order, many) and the event stream. A status change moves an order on
 * once, so each change takes the next of a pool of orders placed for it, read at version 1.
 */
export async function adminOrderRequests(
  t: TestApp,
  owner: string,
  runs: number,
  { product, order }: { product: { id: string }; order: { id: string } },
  { get, send, withParams }: RequestMakers,
): Promise<[OperationKey, () => FuzzRequest][]> {
  const staffOrders: { id: string }[] = [];
  for (let index = 0; index < runs; index += 1) {
    const placed = await placeOrder(t, orderBody([{ productId: product.id, quantity: 1 }]));
    staffOrders.push(placed.json());
  }
  let nextStaffOrder = 0;
  const adminFilters: [string, string][] = [
    ['status', 'NEW'],
    ['status', 'CONFIRMED'],
    ['paymentMethod', 'CASH'],
    ['deliveryMethod', 'TAXI'],
    ['customerType', 'REGISTERED'],
    ['from', '2020-01-01'],
    ['to', '2099-12-31'],
    ['q', 'anna'],
  ];

  return [
    ['GET /api/v1/admin/orders', get([...adminFilters, ['page', '1'], ['limit', '20']], owner)],
    ['GET /api/v1/admin/orders/export', get(adminFilters, owner)],
    [
      'GET /api/v1/admin/orders/{orderId}',
      withParams(get([['lang', 'en']], owner), { orderId: order.id }),
    ],
    [
      'PATCH /api/v1/admin/orders/{orderId}/status',
      () => {
        nextStaffOrder = (nextStaffOrder + 1) % runs;
        const request = send(
          'PATCH',
          { status: 'CONFIRMED', note: 'Called the customer', version: 1 },
          owner,
          [['lang', 'pl']],
        );
        return { ...request(), params: { orderId: staffOrders[nextStaffOrder]!.id } };
      },
    ],
    [
      'POST /api/v1/admin/orders/status',
      () =>
        send(
          'POST',
          {
            orderIds: [staffOrders[(nextStaffOrder + 1) % runs]!.id, order.id],
            status: 'PACKED',
            note: 'Packed together',
          },
          owner,
        )(),
    ],
    ['GET /api/v1/admin/events', get([], owner)],
  ];
}
