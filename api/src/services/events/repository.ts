import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';

/** A raw statement's rows (both drivers are node-postgres: its result has them). */
async function rowsOf<Row>(db: Database, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}

/**
 * Sends a notification; inside a transaction, it is delivered when (and if) that commits.
 * Answers the id of the transaction it was sent in (see transactionStatuses).
 */
export async function notify(db: Database, channel: string, payload: string): Promise<string> {
  const rows = await rowsOf<{ xid: string }>(
    db,
    sql`select pg_notify(${channel}, ${payload}), pg_current_xact_id()::text as xid`,
  );
  return rows[0]!.xid;
}

/** How transactions ended: `committed`, `aborted` or `in progress`, by their ids. */
export async function transactionStatuses(
  db: Database,
  xids: string[],
): Promise<Map<string, string>> {
  if (xids.length === 0) return new Map();
  const rows = await rowsOf<{ xid: string; status: string | null }>(
    db,
    sql`select xid, pg_xact_status(xid::xid8) as status
        from unnest(array[${sql.join(
          xids.map((xid) => sql`${xid}`),
          sql`, `,
        )}]::text[]) as xid`,
  );
  return new Map(rows.map((row) => [row.xid, row.status ?? 'unknown']));
}
