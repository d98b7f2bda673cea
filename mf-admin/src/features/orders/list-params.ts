import type { AdminOrderFilter } from '@storefront/shared/admin';
import {
  CUSTOMER_TYPES,
  DELIVERY_METHODS,
  ORDER_STATUSES,
  PAYMENT_METHODS,
} from '@storefront/shared';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.includes(value as T) ? (value as T) : undefined;

/**
 * The list's filters and page as its URL holds them (`?status=NEW&status=PACKED&q=anna&page=2`):
 * values the list does not know are left out, so an old or hand-typed address still opens.
 */
export function listParamsOf(search: URLSearchParams): { filter: AdminOrderFilter; page: number } {
  const status = search
    .getAll('status')
    .flatMap((value) => value.split(','))
    .filter((value): value is (typeof ORDER_STATUSES)[number] =>
      (ORDER_STATUSES as readonly string[]).includes(value),
    );
  const day = (key: string) => {
    const value = search.get(key);
    return value && DAY.test(value) ? value : undefined;
  };
  const filter: AdminOrderFilter = {
    ...(status.length > 0 && { status: [...new Set(status)] }),
    paymentMethod: oneOf(PAYMENT_METHODS, search.get('paymentMethod')),
    deliveryMethod: oneOf(DELIVERY_METHODS, search.get('deliveryMethod')),
    customerType: oneOf(CUSTOMER_TYPES, search.get('customerType')),
    from: day('from'),
    to: day('to'),
    q: search.get('q')?.trim() || undefined,
  };
  const page = Number(search.get('page'));
  return {
    filter: Object.fromEntries(
      Object.entries(filter).filter(([, value]) => value !== undefined),
    ) as AdminOrderFilter,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** Whether an order just placed (new, with nothing known but that) belongs to the filter. */
export const showsNewOrders = (filter: AdminOrderFilter) =>
  (!filter.status || filter.status.includes('NEW')) && !filter.q && !filter.to;
