import type { AdminBrand, AdminCategory } from '@storefront/shared/admin';
import {
  brandBody,
  brandForm,
  categoryBody,
  categoryForm,
  newBrand,
  newCategory,
} from '../helpers/admin-catalog';
import type { TestApp } from '../helpers/test-app';
import type { FuzzRequest, OperationKey, RequestMakers } from './valid-requests';

/** The next record of a pool, round and round. */
const turns = <T>(pool: T[]) => {
  let next = 0;
  return () => pool[next++ % pool.length]!;
};

/**
 * Valid requests of the categories' and brands' routes. A save raises its record's version and a
 * removal takes it away, so each write takes the next record of a pool made at version 1 (a
 * record's second turn is refused, stale or gone, and writes nothing). New ones have slugs of
 * their own.
 */
export async function adminCatalogRequests(
  t: TestApp,
  owner: string,
  runs: number,
  { get, send, withParams }: RequestMakers,
): Promise<[OperationKey, () => FuzzRequest][]> {
  const pool = async <T>(make: () => Promise<T>) => {
    const made: T[] = [];
    for (let index = 0; index <= runs; index += 1) made.push(await make());
    return made;
  };
  const [categoryForms, categoryRemovals, brandForms, brandRemovals] = await Promise.all([
    pool(() => newCategory(t, owner)),
    pool(() => newCategory(t, owner)),
    pool(() => newBrand(t, owner)),
    pool(() => newBrand(t, owner)),
  ]);
  const nextCategory = turns<AdminCategory>(categoryForms);
  const nextCategoryRemoval = turns<AdminCategory>(categoryRemovals);
  const nextBrand = turns<AdminBrand>(brandForms);
  const nextBrandRemoval = turns<AdminBrand>(brandRemovals);
  const removal = (record: { version: number }, moveTo: string): [string, string][] => [
    ['version', String(record.version)],
    ['moveTo', moveTo],
  ];

  return [
    ['GET /api/v1/admin/categories', get([], owner)],
    [
      'GET /api/v1/admin/categories/{categoryId}',
      withParams(get([], owner), { categoryId: categoryForms[0]!.id }),
    ],
    ['POST /api/v1/admin/categories', () => send('POST', categoryBody(), owner)()],
    [
      'PUT /api/v1/admin/categories/{categoryId}',
      () => {
        const category = nextCategory();
        const body = { ...categoryForm(category), position: 7, hidden: true };
        return { ...send('PUT', body, owner)(), params: { categoryId: category.id } };
      },
    ],
    [
      'DELETE /api/v1/admin/categories/{categoryId}',
      () => {
        const category = nextCategoryRemoval();
        const query = removal(category, 'tea');
        return {
          ...send('DELETE', undefined, owner, query)(),
          params: { categoryId: category.id },
        };
      },
    ],
    ['GET /api/v1/admin/brands', get([], owner)],
    [
      'GET /api/v1/admin/brands/{brandId}',
      withParams(get([], owner), { brandId: brandForms[0]!.id }),
    ],
    ['POST /api/v1/admin/brands', () => send('POST', brandBody(), owner)()],
    [
      'PUT /api/v1/admin/brands/{brandId}',
      () => {
        const brand = nextBrand();
        const body = { ...brandForm(brand), country: 'UA', hidden: true };
        return { ...send('PUT', body, owner)(), params: { brandId: brand.id } };
      },
    ],
    [
      'DELETE /api/v1/admin/brands/{brandId}',
      () => {
        const brand = nextBrandRemoval();
        const query = removal(brand, 'kumo-craft');
        return { ...send('DELETE', undefined, owner, query)(), params: { brandId: brand.id } };
      },
    ],
  ];
}
