import { ORIGIN } from '../helpers/orders';
import type { TestApp } from '../helpers/test-app';
import type { FuzzRequest, OperationKey, RequestMakers } from './valid-requests';

type Query = [string, string][];

/**
 * Valid requests of the back office's stock routes: the stock list, a product's history, a
 * correction, and the deliveries. A delivery can be moved on once (a draft changed, removed or
 * received, a received one cancelled), so each such route takes the next of a pool made for it,
 * one per run and one more.
 */
export async function adminStockRequests(
  t: TestApp,
  owner: string,
  runs: number,
  { product, other }: { product: { id: string }; other: { id: string } },
  { get, send, withParams }: RequestMakers,
): Promise<[OperationKey, () => FuzzRequest][]> {
  const headers = { origin: ORIGIN, cookie: owner };
  const supplyLine = { productId: other.id, quantity: 3, unitCost: 1250 };
  const newSupplies = (received: boolean) =>
    Promise.all(
      Array.from({ length: runs + 1 }, async () => {
        const drafted = await t.app.inject({
          method: 'POST',
          url: '/api/v1/admin/supplies',
          headers,
          payload: { supplier: 'Fuzz Imports', lines: [supplyLine] },
        });
        const { id } = drafted.json() as { id: string };
        if (received)
          await t.app.inject({
            method: 'POST',
            url: `/api/v1/admin/supplies/${id}/receive`,
            headers,
            payload: { version: 1 },
          });
        return id;
      }),
    );
  const supplies = {
    toChange: await newSupplies(false),
    toRemove: await newSupplies(false),
    toReceive: await newSupplies(false),
    toCancel: await newSupplies(true),
  };
  const nextSupply: Record<keyof typeof supplies, number> = {
    toChange: 0,
    toRemove: 0,
    toReceive: 0,
    toCancel: 0,
  };
  /** The next delivery of a kind, round again after the last. */
  const supplyParam = (kind: keyof typeof supplies) => {
    nextSupply[kind] = (nextSupply[kind] + 1) % supplies[kind].length;
    return { supplyId: supplies[kind][nextSupply[kind]]! };
  };
  const listing: Query = [
    ['lang', 'pl'],
    ['page', '1'],
    ['limit', '20'],
  ];

  return [
    [
      'GET /api/v1/admin/stock',
      get(
        [...listing, ['q', 'sencha'], ['level', 'low'], ['hidden', 'true'], ['sort', 'name']],
        owner,
      ),
    ],
    [
      'GET /api/v1/admin/stock/{productId}',
      withParams(get(listing, owner), { productId: product.id }),
    ],
    [
      'POST /api/v1/admin/stock/corrections',
      send('POST', { productId: product.id, quantity: 5, reason: 'Recount' }, owner, [
        ['lang', 'pl'],
      ]),
    ],
    [
      'GET /api/v1/admin/supplies',
      get(
        [
          ['status', 'DRAFT'],
          ['page', '1'],
          ['limit', '20'],
        ],
        owner,
      ),
    ],
    [
      'POST /api/v1/admin/supplies',
      send('POST', { supplier: 'Fuzz Imports', note: 'Invoice 7', lines: [supplyLine] }, owner, [
        ['lang', 'ua'],
      ]),
    ],
    [
      'GET /api/v1/admin/supplies/{supplyId}',
      withParams(get([['lang', 'ru']], owner), { supplyId: supplies.toCancel[0]! }),
    ],
    [
      'PUT /api/v1/admin/supplies/{supplyId}',
      () => ({
        ...send(
          'PUT',
          { version: 1, supplier: 'Fuzz Imports', note: null, lines: [supplyLine] },
          owner,
          [['lang', 'en']],
        )(),
        params: supplyParam('toChange'),
      }),
    ],
    [
      'DELETE /api/v1/admin/supplies/{supplyId}',
      () => ({ ...send('DELETE', undefined, owner)(), params: supplyParam('toRemove') }),
    ],
    [
      'POST /api/v1/admin/supplies/{supplyId}/receive',
      () => ({
        ...send('POST', { version: 1 }, owner, [['lang', 'en']])(),
        params: supplyParam('toReceive'),
      }),
    ],
    [
      'POST /api/v1/admin/supplies/{supplyId}/cancel',
      () => ({
        ...send('POST', { version: 2 }, owner, [['lang', 'en']])(),
        params: supplyParam('toCancel'),
      }),
    ],
  ];
}
