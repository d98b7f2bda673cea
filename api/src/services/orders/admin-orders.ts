import {
  isStaffRole,
  type AdminOrderDetail,
  type AdminOrderFilter,
  type AdminOrderPage,
  type AdminOrderRow,
  type AdminStatusEntry,
} from '@storefront/shared/admin';
import { ORDER_TRANSITIONS, type Language } from '@storefront/shared/core';
import type { Database } from '../../db/database';
import type { ExpiringCache } from '../../expiring-cache';
import { findOrder } from './access';
import {
  countOrders,
  pageOfOrders,
  statusHistoryOf,
  type ListFilter,
  type ListRow,
  type OrderRow,
  type OrderSearch,
} from './repository';
import { toOrderView } from './view';

/** Order numbers are positive 32-bit integers. */
const MAX_ORDER_NUMBER = 2_147_483_647;
/** Fewer digits than this find too many phones to be a search by phone. */
const MIN_PHONE_SUFFIX = 3;

/**
 * What the search box's words can be: digits alone are an order's number or a phone's last
 * digits (`#1042` the number alone), a text with `@` an email's beginning, a phone as written
 * (`+48 600…`) its digits' end, anything else an email's or a name's beginning (two words: the
 * first and the last name, in either order). Compared in lower case, as the indexes hold them.
 */
export function searchKinds(q: string): OrderSearch {
  const typed = q.trim().toLowerCase();
  const hashed = /^#\s*(\d{1,10})$/.exec(typed);
  if (hashed) return numberSearch(hashed[1]!);
  if (/^\d+$/.test(typed)) {
    return {
      ...numberSearch(typed),
      ...(typed.length >= MIN_PHONE_SUFFIX && { phoneSuffix: reversed(typed) }),
    };
  }
  if (typed.includes('@')) return { emailPrefix: typed };
  const digits = typed.replace(/\D/g, '');
  if (/^[+\d\s().-]+$/.test(typed) && digits.length >= MIN_PHONE_SUFFIX)
    return { phoneSuffix: reversed(digits) };
  const words = typed.split(/\s+/).filter(Boolean);
  if (words.length === 2) return { names: words };
  return { emailPrefix: typed, names: [typed] };
}

const reversed = (digits: string) => [...digits].reverse().join('');

function numberSearch(digits: string): OrderSearch {
  const number = Number(digits);
  return digits.length <= 10 && number > 0 && number <= MAX_ORDER_NUMBER ? { number } : {};
}

/** The list's filter as the repository reads it. */
export const listFilterOf = ({ q, ...filter }: AdminOrderFilter): ListFilter => ({
  ...filter,
  ...(q?.trim() ? { search: searchKinds(q) } : {}),
});

export const toAdminRow = (row: ListRow): AdminOrderRow => ({
  id: row.id,
  number: row.number,
  createdAt: row.createdAt.toISOString(),
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  phone: row.phone,
  customerType: row.customerType,
  status: row.status,
  paymentMethod: row.paymentMethod,
  deliveryMethod: row.deliveryMethod,
  total: row.total,
  currency: row.currency,
  version: row.version,
});

/**
 * A page of the back office's list of orders, newest first (a page past the last is empty).
 * The total of a filter is kept in `totals` when given: counting reads every order it keeps
 * (at 100,000, more than the page costs), and the caller forgets them when an order is placed or
 * changed.
 */
export async function listOrders(
  db: Database,
  filter: AdminOrderFilter,
  { page, limit }: { page: number; limit: number },
  totals?: ExpiringCache,
): Promise<AdminOrderPage> {
  const listFilter = listFilterOf(filter);
  const count = () => countOrders(db, listFilter);
  const [rows, total] = await Promise.all([
    pageOfOrders(db, listFilter, { limit, offset: (page - 1) * limit }),
    totals ? totals.get(`orders:${JSON.stringify(listFilter)}`, count) : count(),
  ]);
  return { items: rows.map(toAdminRow), total, page, limit, pages: Math.ceil(total / limit) };
}

/**
 * The history as the back office shows it: who made each change, when, and why. The first
 * entry is the order being placed, by its customer (a guest has no account to name).
 */
async function historyOf(db: Database, row: OrderRow): Promise<AdminStatusEntry[]> {
  const changes = await statusHistoryOf(db, row.id);
  return changes.map((change, index) => ({
    status: change.status,
    at: change.createdAt.toISOString(),
    note: change.note,
    by:
      index === 0
        ? { kind: 'customer' }
        : change.email === null
          ? null
          : isStaffRole(change.role)
            ? {
                kind: 'staff',
                email: change.email,
                name: `${change.firstName ?? ''} ${change.lastName ?? ''}`.trim(),
                role: change.role,
              }
            : { kind: 'customer' },
  }));
}

/** An order's page in the back office: the order, its history, where it may go next. */
export async function orderDetail(
  db: Database,
  orderOrId: string | OrderRow,
  lang?: Language,
): Promise<AdminOrderDetail> {
  const row = typeof orderOrId === 'string' ? await findOrder(db, orderOrId) : orderOrId;
  const [order, history] = [await toOrderView(db, row, lang), await historyOf(db, row)];
  return { order, history, next: [...ORDER_TRANSITIONS[row.status]], version: row.version };
}
