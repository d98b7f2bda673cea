import type { BulkStatusChangeInput, BulkStatusResult } from '@storefront/shared/admin';
import type { Database } from '../../db/database';
import { AppError } from '../../errors';
import { findOrder } from './access';
import type { OrderRow } from './repository';
import { changeOrderStatus, type StatusChangeContext } from './status';

/**
 * Moves several orders to one status, each on its own (its own read, checks and transaction,
 * audited like a single change): one order's refusal (a move its status does not allow, the
 * stock short for a restore, an unknown id, someone changing it meanwhile) leaves the others
 * done. The results come in the order of the ids, each id once.
 */
export async function changeStatuses(
  db: Database,
  { orderIds, status, note }: BulkStatusChangeInput,
  context: StatusChangeContext,
): Promise<BulkStatusResult[]> {
  const results: BulkStatusResult[] = [];
  for (const orderId of new Set(orderIds)) {
    let row: OrderRow | undefined;
    try {
      row = await findOrder(db, orderId);
      const moved = await changeOrderStatus(
        db,
        orderId,
        { status, note, version: row.version },
        context,
      );
      results.push({
        orderId,
        number: moved.number,
        ok: true,
        status: moved.status,
        version: moved.version,
      });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      results.push({
        orderId,
        ...(row && { number: row.number, status: row.status }),
        ok: false,
        code: error.code,
        message: error.message,
        ...(error.extra.products && { products: error.extra.products }),
      });
    }
  }
  return results;
}
