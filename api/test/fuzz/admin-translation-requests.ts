import type { AdminProduct } from '@storefront/shared/admin';
import { newProduct, productBody } from '../helpers/admin-products';
import { ORIGIN } from '../helpers/orders';
import type { TestApp } from '../helpers/test-app';
import type { FuzzRequest, OperationKey } from './valid-requests';

/**
 * Valid requests of the translations page's routes. A save raises its product's version, so each
 * takes the next product of a pool written in Polish only, made at version 1 (the pool goes
 * round: a product's second turn is a stale version, refused with 409 and nothing written).
 */
export async function adminTranslationRequests(
  t: TestApp,
  owner: string,
  runs: number,
): Promise<[OperationKey, () => FuzzRequest][]> {
  const pool: AdminProduct[] = [];
  for (let index = 0; index <= runs; index += 1)
    pool.push(await newProduct(t, owner, { texts: { pl: productBody().texts.pl! } }));
  let next = 0;
  return [
    [
      'GET /api/v1/admin/translations',
      () => ({
        method: 'GET',
        params: {},
        query: [
          ['page', '1'],
          ['limit', '20'],
          ['language', 'ua'],
          ['kind', 'product'],
          ['state', 'missing'],
          ['record', pool[0]!.id],
        ],
        headers: { cookie: owner },
      }),
    ],
    [
      'POST /api/v1/admin/translations',
      () => {
        const product = pool[next++ % pool.length]!;
        return {
          method: 'POST',
          params: {},
          query: [],
          headers: { origin: ORIGIN, cookie: owner },
          body: {
            json: {
              texts: [
                {
                  kind: 'product',
                  id: product.id,
                  field: 'name',
                  language: 'ua',
                  text: 'Мідний чайник',
                  version: product.version,
                },
              ],
            },
          },
        };
      },
    ],
  ];
}
