import type {
  StockLevel,
  StockMovement,
  StockPage,
  StockPerson,
  Supply,
  SupplySummary,
} from '@storefront/shared/admin';
import type { LevelRow } from './repository/levels';
import type { MovementRow } from './repository/movements';
import type { SupplyListRow, linesOf } from './repository/supplies';

/** The answer's shapes from the repository's rows. */

export const toLevel = (row: LevelRow): StockLevel => ({
  id: row.id,
  name: row.name,
  slug: row.slug,
  stock: row.stock,
  visible: row.visible,
});

type PersonRow = { email: string | null; firstName: string | null; lastName: string | null };

/** A staff member or a customer by name and email; null when the record names no one. */
function personOf(row: PersonRow): StockPerson | null {
  if (row.email === null) return null;
  return { email: row.email, name: `${row.firstName ?? ''} ${row.lastName ?? ''}`.trim() };
}

export function toMovement(row: MovementRow): StockMovement {
  // An order's units went to its customer, whoever they are (a member of the staff shopping
  // too); every other movement was made by the staff member it names.
  const byOrder = row.kind === 'ORDER';
  return {
    id: row.id,
    kind: row.kind,
    quantity: row.quantity,
    stockAfter: row.stockAfter,
    createdAt: row.createdAt.toISOString(),
    supply:
      row.supplyId === null || row.supplyNumber === null
        ? null
        : { id: row.supplyId, number: row.supplyNumber },
    order:
      row.orderId === null || row.orderNumber === null
        ? null
        : { id: row.orderId, number: row.orderNumber },
    staff: byOrder
      ? null
      : personOf({
          email: row.staffEmail,
          firstName: row.staffFirstName,
          lastName: row.staffLastName,
        }),
    customer: byOrder
      ? personOf({
          email: row.orderEmail,
          firstName: row.orderFirstName,
          lastName: row.orderLastName,
        })
      : null,
    reason: row.reason,
  };
}

export function toSupplySummary(row: SupplyListRow): SupplySummary {
  const { supply } = row;
  return {
    id: supply.id,
    number: supply.number,
    status: supply.status,
    supplier: supply.supplier,
    note: supply.note,
    lineCount: row.lineCount,
    units: row.units,
    cost: row.cost,
    version: supply.version,
    createdAt: supply.createdAt.toISOString(),
    receivedAt: supply.receivedAt?.toISOString() ?? null,
    createdBy: personOf(row.createdBy ?? { email: null, firstName: null, lastName: null }),
  };
}

export function toSupply(row: SupplyListRow, lines: Awaited<ReturnType<typeof linesOf>>): Supply {
  return {
    ...toSupplySummary(row),
    updatedAt: row.supply.updatedAt.toISOString(),
    receivedBy: personOf(row.receivedBy ?? { email: null, firstName: null, lastName: null }),
    lines,
  };
}

/** A page of a list from its rows and its total. */
export function pageOf<T>(
  items: T[],
  total: number,
  { page, limit }: { page: number; limit: number },
): StockPage<T> {
  return { items, total, page, limit, pages: Math.ceil(total / limit) };
}
