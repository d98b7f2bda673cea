import type { Order } from '@storefront/shared';
import { browserStorage } from '../browser-storage';

/** Where the order just placed waits for the completion page (sessionStorage: this tab only). */
export const LAST_ORDER_STORAGE_KEY = 'storefront-last-order';

export function saveLastOrder(order: Order): void {
  try {
    browserStorage('sessionStorage')?.setItem(LAST_ORDER_STORAGE_KEY, JSON.stringify(order));
  } catch {
    // Without storage the completion page shows its empty state; the order itself is placed.
  }
}

/** The order placed last in this tab, or null when there is none or it cannot be read. */
export function readLastOrder(): Order | null {
  try {
    const order = JSON.parse(
      browserStorage('sessionStorage')?.getItem(LAST_ORDER_STORAGE_KEY) ?? 'null',
    ) as unknown;
    if (typeof order !== 'object' || order === null) return null;
    const { number, lines, delivery } = order as Partial<Order>;
    return Number.isInteger(number) && Array.isArray(lines) && typeof delivery?.method === 'string'
      ? (order as Order)
      : null;
  } catch {
    return null;
  }
}
