import type { AdminOrderFilter } from '@storefront/shared/admin';
import { and, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { orders, stores } from '../../../db/schema';

/** What a row of the back office's list (and of its CSV export) reads of an order. */
export const listColumns = {
  id: orders.id,
  number: orders.number,
  createdAt: orders.createdAt,
  firstName: orders.firstName,
  lastName: orders.lastName,
  email: orders.email,
  phone: orders.phone,
  customerType: orders.customerType,
  status: orders.status,
  paymentMethod: orders.paymentMethod,
  deliveryMethod: orders.deliveryMethod,
  deliveryDetails: orders.deliveryDetails,
  subtotal: orders.subtotal,
  discount: orders.discount,
  deliveryPrice: orders.deliveryPrice,
  total: orders.total,
  currency: orders.currency,
  version: orders.version,
};

/** How the search words of `q` are read (see `searchKinds` in the service). */
export interface OrderSearch {
  number?: number;
  /** Reversed digits: a phone's last digits are the beginning of its reversed digits. */
  phoneSuffix?: string;
  emailPrefix?: string;
  /** One word: a first or a last name's beginning; two: the first and the last name's. */
  names?: string[];
}

export interface ListFilter extends Omit<AdminOrderFilter, 'q'> {
  search?: OrderSearch;
}

/**
 * The largest code point: a prefix followed by it sorts after every text that begins with the
 * prefix, byte by byte (UTF-8 puts it last), which is the order of the text_pattern_ops indexes.
 */
const LAST = String.fromCodePoint(0x10ffff);

/**
 * `expression` begins with `prefix`, as a range the prefix's text_pattern_ops index can scan.
 * `LIKE 'x%'` would use it only with the pattern written into the statement: the statements run
 * on generic plans (see db/client.ts), which know a parameter's value only at run time.
 */
const beginsWith = (expression: SQL, prefix: string) =>
  sql`(${expression} ~>=~ ${prefix} and ${expression} ~<~ ${prefix + LAST})`;

const lowered = {
  email: sql`lower(${orders.email})`,
  firstName: sql`lower(${orders.firstName})`,
  lastName: sql`lower(${orders.lastName})`,
  phone: sql`reverse(${orders.phoneDigits})`,
};

function searchCondition(search: OrderSearch): SQL | undefined {
  const kinds: (SQL | undefined)[] = [];
  if (search.number !== undefined) kinds.push(eq(orders.number, search.number));
  if (search.phoneSuffix) kinds.push(beginsWith(lowered.phone, search.phoneSuffix));
  if (search.emailPrefix) kinds.push(beginsWith(lowered.email, search.emailPrefix));
  const [first, second] = search.names ?? [];
  if (first && second) {
    kinds.push(
      and(beginsWith(lowered.firstName, first), beginsWith(lowered.lastName, second)),
      and(beginsWith(lowered.firstName, second), beginsWith(lowered.lastName, first)),
    );
  } else if (first) {
    kinds.push(beginsWith(lowered.firstName, first), beginsWith(lowered.lastName, first));
  }
  // A search that can match nothing (no kind fits the words) finds nothing.
  return kinds.length > 0 ? or(...kinds) : sql`false`;
}

/** The shop's time zone, which the days of the date filter are in. */
const shopZone = sql`coalesce((select ${stores.mainInfo}->>'timeZone' from ${stores} limit 1), 'Europe/Warsaw')`;

/** The orders the filter keeps; undefined: all of them. */
export function whereOf(filter: ListFilter): SQL | undefined {
  return and(
    filter.status?.length ? inArray(orders.status, filter.status) : undefined,
    filter.paymentMethod ? eq(orders.paymentMethod, filter.paymentMethod) : undefined,
    filter.deliveryMethod ? eq(orders.deliveryMethod, filter.deliveryMethod) : undefined,
    filter.customerType ? eq(orders.customerType, filter.customerType) : undefined,
    // From the first day's midnight to the last day's end, in the shop's time zone.
    filter.from
      ? sql`${orders.createdAt} >= ((${filter.from}::date)::timestamp at time zone ${shopZone})`
      : undefined,
    filter.to
      ? sql`${orders.createdAt} < ((${filter.to}::date + 1)::timestamp at time zone ${shopZone})`
      : undefined,
    filter.search ? searchCondition(filter.search) : undefined,
  );
}

const newestFirst = [desc(orders.createdAt), desc(orders.id)];

/**
 * Newest first, without the time's index: a search keeps a few orders of many, which the
 * planner (on a generic plan, blind to how few) would otherwise look for by walking the whole
 * index newest first; read by the search's own indexes, they are then sorted.
 */
const newestFirstFound = [desc(sql`${orders.createdAt} + interval '0 seconds'`), desc(orders.id)];

/** A page of the list, newest first. */
export function pageOfOrders(
  db: Database,
  filter: ListFilter,
  { limit, offset }: { limit: number; offset: number },
) {
  return db
    .select(listColumns)
    .from(orders)
    .where(whereOf(filter))
    .orderBy(...(filter.search ? newestFirstFound : newestFirst))
    .limit(limit)
    .offset(offset);
}

/** How many orders the filter keeps in all. */
export async function countOrders(db: Database, filter: ListFilter): Promise<number> {
  const [counted] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(orders)
    .where(whereOf(filter));
  return counted?.total ?? 0;
}

export type ListRow = Awaited<ReturnType<typeof pageOfOrders>>[number];

/**
 * The next `limit` orders of the list after the order `afterId` (keyset: read from the index
 * where the last batch ended, however deep; never the whole list at once). The database reads
 * that order's time itself, to the microsecond a JavaScript date would round away.
 */
export function batchOfOrders(
  db: Database,
  filter: ListFilter,
  afterId: string | null,
  limit: number,
): Promise<ListRow[]> {
  const after = afterId
    ? sql`(${orders.createdAt}, ${orders.id}) < (select o.created_at, o.id from ${orders} o where o.id = ${afterId})`
    : undefined;
  return db
    .select(listColumns)
    .from(orders)
    .where(and(whereOf(filter), after))
    .orderBy(...newestFirst)
    .limit(limit);
}
