import { and, desc, eq } from 'drizzle-orm';
import { auditLog, categories, products } from '../../src/db/schema';
import { ORIGIN } from './orders';
import type { TestApp } from './test-app';

type Method = 'GET' | 'POST' | 'PUT';

/** A request to the back office's API as the staff member of `cookie`. */
export function asStaff(t: TestApp, cookie: string) {
  return (method: Method, path: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/v1/${path}`,
      headers: { cookie, ...(method === 'GET' ? {} : { origin: ORIGIN }) },
      ...(payload ? { payload } : {}),
    });
}

/** The latest audit entries of a record, newest first. */
export function auditOf(t: TestApp, entity: string, entityId: string) {
  return t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId)))
    .orderBy(desc(auditLog.id));
}

/** A seeded category's id and its products' ids, prices and own sale prices. */
export async function categoryWithProducts(t: TestApp, slug: string) {
  const [category] = await t.db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.slug, slug));
  const rows = await t.db
    .select({
      id: products.id,
      slug: products.slug,
      price: products.price,
      salePrice: products.salePrice,
      discountPrice: products.discountPrice,
    })
    .from(products)
    .where(eq(products.categoryId, category!.id))
    .orderBy(products.slug);
  return { id: category!.id, products: rows };
}

/** The discount prices of the products, by id. */
export async function discountPrices(t: TestApp, ids: readonly string[]) {
  const rows = await t.db
    .select({ id: products.id, discountPrice: products.discountPrice })
    .from(products);
  const wanted = new Set(ids);
  return new Map(
    rows.filter((row) => wanted.has(row.id)).map((row) => [row.id, row.discountPrice]),
  );
}

/** A promotion's body as the back office's form sends it, with a name unique to the test. */
export const promotionBody = (overrides: Record<string, unknown> = {}) => ({
  name: { pl: `Promocja ${Math.random().toString(36).slice(2, 8)}`, en: 'Test promotion' },
  type: 'PERCENT',
  value: 10,
  minSubtotal: 0,
  startsAt: null,
  endsAt: null,
  active: true,
  scope: 'ORDER',
  productIds: [],
  categoryIds: [],
  ...overrides,
});

/** What a PERCENT promotion makes of a price: the floored percentage off, never below 1. */
export const percentOff = (price: number, percent: number) =>
  Math.max(1, price - Math.floor((price * percent) / 100));
