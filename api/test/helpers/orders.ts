import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import type { DeliveryMethod, DeliveryMethodSettings } from '@storefront/shared/core';
import type { OrderInput } from '@storefront/shared/schemas';
import { eq } from 'drizzle-orm';
import { products, promoCodes, promotions, stores } from '../../src/db/schema';
import { seeded } from './catalog';
import type { TestApp } from './test-app';

export const ORIGIN = 'http://localhost:3000';

/** A seeded product with its id in this database and its seed data (prices, stock, names). */
export async function productBySlug(t: TestApp, slug: string) {
  const [row] = await t.db
    .select({ id: products.id, stock: products.stock })
    .from(products)
    .where(eq(products.slug, slug));
  assert.ok(row, `no product ${slug}`);
  return { ...seeded.bySlug(slug), id: row.id, stock: row.stock };
}

export type SeededProduct = Awaited<ReturnType<typeof productBySlug>>;

/** Seeded products in stock: not discounted ones first when `discounted` is false. */
export async function pickProducts(t: TestApp, count: number, discounted: boolean) {
  const candidates = seeded.products.filter(
    (product) => product.stock >= 10 && (product.discountPrice !== null) === discounted,
  );
  return Promise.all(candidates.slice(0, count).map((product) => productBySlug(t, product.slug)));
}

export async function setStock(t: TestApp, productId: string, stock: number) {
  await t.db.update(products).set({ stock }).where(eq(products.id, productId));
}

export async function stockOf(t: TestApp, productId: string): Promise<number> {
  const [row] = await t.db
    .select({ stock: products.stock })
    .from(products)
    .where(eq(products.id, productId));
  return row!.stock;
}

/** Changes one method's price rules in the store. */
export async function setPricedDelivery(
  t: TestApp,
  method: DeliveryMethod,
  patch: Partial<DeliveryMethodSettings>,
) {
  const [store] = await t.db.select({ id: stores.id, delivery: stores.delivery }).from(stores);
  const delivery = { ...store!.delivery, [method]: { ...store!.delivery[method], ...patch } };
  await t.db.update(stores).set({ delivery }).where(eq(stores.id, store!.id));
}

/** Makes the seeded promotions inactive, so a test's own ones are the only ones. */
export async function clearPromotions(t: TestApp) {
  await t.db.update(promotions).set({ active: false });
}

export async function addPromotion(t: TestApp, values: Partial<typeof promotions.$inferInsert>) {
  const [row] = await t.db
    .insert(promotions)
    .values({ name: { en: 'Test promotion' }, type: 'PERCENT', value: 10, ...values })
    .returning();
  return row!;
}

export async function addPromoCode(t: TestApp, values: Partial<typeof promoCodes.$inferInsert>) {
  const code = values.code ?? `TEST-${randomUUID().slice(0, 8).toUpperCase()}`;
  const [row] = await t.db
    .insert(promoCodes)
    .values({ type: 'AMOUNT', value: 1000, ...values, code })
    .returning();
  return row!;
}

export const contact = {
  firstName: 'Anna',
  lastName: 'Kowalska',
  email: 'anna@example.com',
  phone: '+48 600 700 800',
};

/** A complete order for the lines: taxi delivery, paid in cash, in Polish. */
export const orderBody = (
  items: { productId: string; quantity: number }[],
  extra: Partial<OrderInput> = {},
): OrderInput => ({
  items,
  contact,
  delivery: { method: 'TAXI', street: 'ul. Mokotowska 12', city: 'Warszawa' },
  paymentMethod: 'CASH',
  language: 'pl',
  ...extra,
});

/** POST /order with a fresh Idempotency-Key unless one is given. */
export function placeOrder(
  t: TestApp,
  body: OrderInput,
  options: { key?: string; cookie?: string; query?: string } = {},
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/order${options.query ?? ''}`,
    headers: {
      origin: ORIGIN,
      'idempotency-key': options.key ?? randomUUID(),
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
    payload: body,
  });
}

export function estimate(
  t: TestApp,
  body: {
    items: { productId: string; quantity: number }[];
    deliveryMethod: string;
    promoCode?: string;
  },
  options: { cookie?: string; lang?: string } = {},
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/order/estimate?lang=${options.lang ?? 'en'}`,
    headers: { origin: ORIGIN, ...(options.cookie ? { cookie: options.cookie } : {}) },
    payload: body,
  });
}
