import { randomUUID } from 'node:crypto';
import type { Order } from '@storefront/shared/core';
import { orders } from '../../src/db/schema';
import { ORIGIN } from './orders';
import type { TestApp } from './test-app';

export type StoredOrder = typeof orders.$inferSelect;

/**
 * Orders written straight to the table (no lines, stock or history), for the list and its
 * export: each `values` row over a guest's taxi order paid in cash, placed at `createdAt`.
 */
export async function insertOrders(
  t: TestApp,
  values: Partial<typeof orders.$inferInsert>[],
): Promise<StoredOrder[]> {
  if (values.length === 0) return [];
  return t.db
    .insert(orders)
    .values(
      values.map((row, index) => ({
        customerType: 'GUEST' as const,
        email: `shopper.${randomUUID().slice(0, 8)}@example.com`,
        phone: '+48 600 000 000',
        firstName: 'Jan',
        lastName: 'Nowak',
        language: 'pl' as const,
        deliveryMethod: 'TAXI' as const,
        deliveryDetails: { method: 'TAXI' as const, street: 'Długa 1', city: 'Warszawa' },
        paymentMethod: 'CASH' as const,
        currency: 'PLN' as const,
        subtotal: 10_000,
        total: 10_000,
        createdAt: new Date(Date.UTC(2026, 0, 1) + index * 60_000),
        ...row,
        // Shown as charged, unless a test says otherwise.
        shownCurrency: row.shownCurrency ?? row.currency ?? ('PLN' as const),
        shownTotal: row.shownTotal ?? row.total ?? 10_000,
      })),
    )
    .returning();
}

/** A staff request to the back office's API, as the back office sends it. */
export function staffRequest(
  t: TestApp,
  cookie: string,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: unknown,
) {
  return t.app.inject({
    method,
    url: `/api/v1/${url}`,
    headers: { origin: ORIGIN, cookie },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/** The numbers of a list answer's orders, in order. */
export const numbersOf = (page: { items: { number: number }[] }) =>
  page.items.map((item) => item.number);

export type { Order };
