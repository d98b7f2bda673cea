import type { AdminOrderFilter } from '@storefront/shared/admin';
import type { DeliveryDetails } from '@storefront/shared/core';
import { stringify } from 'csv-stringify/sync';
import type { Database } from '../../db/database';
import { listFilterOf } from './admin-orders';
import { batchOfOrders, type ListRow } from './repository';

/** Orders read at a time: the export holds one batch in memory, however long the list. */
export const EXPORT_BATCH = 500;

const COLUMNS = [
  'number',
  'placed_at',
  'status',
  'customer_type',
  'first_name',
  'last_name',
  'email',
  'phone',
  'payment_method',
  'delivery_method',
  'destination',
  'subtotal',
  'discount',
  'delivery_price',
  'total',
  'currency',
] as const;

/** Minor units as the main unit with two decimals, as a spreadsheet reads an amount. */
const amount = (minor: number) => (minor / 100).toFixed(2);

/** Where the order goes, in one cell (empty for a pickup at the shop). */
function destinationOf(delivery: DeliveryDetails): string {
  if (delivery.method === 'LOCAL_PICKUP') return '';
  if ('pointCode' in delivery) return `${delivery.pointCode}, ${delivery.country}`;
  if ('postalCode' in delivery)
    return `${delivery.street}, ${delivery.postalCode} ${delivery.city}, ${delivery.country}`;
  return `${delivery.street}, ${delivery.city}`;
}

const cellsOf = (row: ListRow) => [
  row.number,
  row.createdAt.toISOString(),
  row.status,
  row.customerType,
  row.firstName,
  row.lastName,
  row.email,
  row.phone,
  row.paymentMethod,
  row.deliveryMethod,
  destinationOf(row.deliveryDetails),
  amount(row.subtotal),
  amount(row.discount),
  amount(row.deliveryPrice),
  amount(row.total),
  row.currency,
];

/**
 * Text that no spreadsheet runs: fields quoted where they need it (a comma, a quote, a line
 * break), and a cell that begins as a formula would (`=`, `+`, `-`, `@`, a tab or a carriage
 * return) prefixed with `'` (OWASP's advice against CSV injection: a customer's name is theirs
 * to type).
 */
const csvOf = (records: unknown[][]) =>
  stringify(records, { escape_formulas: true, record_delimiter: '\r\n' });

/**
 * The filtered list as CSV, newest first, a header row and then a batch of orders at a time,
 * each read from where the last ended (keyset on the time placed and the id), so 100,000 orders
 * never sit in memory at once.
 */
export async function* ordersCsv(
  db: Database,
  filter: AdminOrderFilter,
  batch = EXPORT_BATCH,
): AsyncGenerator<string> {
  const listFilter = listFilterOf(filter);
  yield csvOf([[...COLUMNS]]);
  let after: string | null = null;
  for (;;) {
    const rows = await batchOfOrders(db, listFilter, after, batch);
    if (rows.length === 0) return;
    yield csvOf(rows.map(cellsOf));
    if (rows.length < batch) return;
    after = rows.at(-1)!.id;
  }
}
