import { randomUUID } from 'node:crypto';
import { categories } from '../../src/db/schema';
import { TEST_OWNER } from '../helpers/fixtures';
import { addPromoCode, addPromotion } from '../helpers/orders';
import type { TestApp } from '../helpers/test-app';
import type { FuzzRequest, OperationKey, RequestMakers } from './valid-requests';

/**
 * Valid requests of the back office's discounts (promo codes, promotions and their targets) and
 * of its audit record. An expiry or a save moves a record on once, so each takes the next of a
 * pool made for it at version 1.
 */
export async function adminDiscountRequests(
  t: TestApp,
  owner: string,
  runs: number,
  {
    product,
    customer,
    promoCode,
  }: { product: { id: string }; customer: { email: string }; promoCode: { id: string } },
  { get, send, withParams }: RequestMakers,
): Promise<[OperationKey, () => FuzzRequest][]> {
  // Codes and promotions at version 1, one for each expiry or save the fuzzer may send.
  const toExpire = await Promise.all(
    Array.from({ length: runs + 1 }, (_, index) => addPromoCode(t, { code: `FUZZ-END-${index}` })),
  );
  const toSave = await Promise.all(
    Array.from({ length: runs + 1 }, (_, index) =>
      addPromotion(t, { name: { pl: `Fuzz ${index}` }, active: false }),
    ),
  );
  let nextToExpire = 0;
  let nextToSave = 0;
  const [category] = await t.db.select({ id: categories.id }).from(categories).limit(1);
  const promotionFields = {
    type: 'PERCENT',
    value: 10,
    minSubtotal: 0,
    startsAt: '2030-01-01T00:00:00Z',
    endsAt: '2030-02-01T00:00:00+01:00',
    active: true,
    productIds: [],
    categoryIds: [],
  };
  const paging: [string, string][] = [
    ['page', '1'],
    ['limit', '20'],
  ];

  return [
    [
      'GET /api/v1/admin/promo-codes',
      get([['q', 'fuzz'], ['state', 'ACTIVE'], ['customer', customer.email], ...paging], owner),
    ],
    ['GET /api/v1/admin/promo-codes/{id}', withParams(get([], owner), { id: promoCode.id })],
    [
      'POST /api/v1/admin/promo-codes',
      () =>
        send(
          'POST',
          {
            code: `FUZZ-${randomUUID().slice(0, 8)}`,
            type: 'PERCENT',
            value: 15,
            expiresAt: '2030-01-01T00:00:00Z',
            customerEmail: customer.email,
            note: 'For the fuzzer',
          },
          owner,
        )(),
    ],
    [
      'POST /api/v1/admin/promo-codes/{id}/expire',
      () => {
        nextToExpire = (nextToExpire % runs) + 1;
        const request = send('POST', { version: 1 }, owner)();
        return { ...request, params: { id: toExpire[nextToExpire]!.id } };
      },
    ],
    [
      'GET /api/v1/admin/promotions',
      get([['state', 'RUNNING'], ['scope', 'ORDER'], ...paging], owner),
    ],
    [
      'GET /api/v1/admin/promotion-targets',
      get(
        [
          ['kind', 'products'],
          ['q', 'tea'],
        ],
        owner,
      ),
    ],
    ['GET /api/v1/admin/promotions/{id}', withParams(get([], owner), { id: toSave[0]!.id })],
    [
      'POST /api/v1/admin/promotions',
      () =>
        send(
          'POST',
          {
            ...promotionFields,
            name: { pl: `Fuzz ${randomUUID()}`, en: 'Fuzz' },
            scope: 'PRODUCTS',
            productIds: [product.id],
          },
          owner,
        )(),
    ],
    [
      'PUT /api/v1/admin/promotions/{id}',
      () => {
        nextToSave = (nextToSave % runs) + 1;
        const request = send(
          'PUT',
          {
            ...promotionFields,
            name: { pl: `Fuzz ${nextToSave}` },
            scope: 'CATEGORIES',
            categoryIds: [category!.id],
            version: 1,
          },
          owner,
        )();
        return { ...request, params: { id: toSave[nextToSave]!.id } };
      },
    ],
    [
      'GET /api/v1/admin/audit',
      get(
        [
          ['entity', 'promotion'],
          ['action', 'promotion.update'],
          ['actor', TEST_OWNER.email],
          ['from', '2020-01-01T00:00:00Z'],
          ['to', '2099-01-01T00:00:00Z'],
          ...paging,
        ],
        owner,
      ),
    ],
  ];
}
