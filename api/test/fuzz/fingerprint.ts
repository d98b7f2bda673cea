import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/database';

/** Columns that change without a request writing anything: a session's last use. */
const VOLATILE = ['last_seen_at'];

/**
 * A digest of every row of every table of the public schema (the tables are read from the
 * catalogue, so a new table is covered without a change here).
 */
export async function tableFingerprints(db: Database): Promise<Record<string, string>> {
  const tables = await rows<{ name: string }>(
    db,
    sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  const row = sql.raw(
    `(to_jsonb(t) - ${VOLATILE.map((column) => `'${column}'`).join(' - ')})::text`,
  );
  const digests = await rows<{ name: string; digest: string }>(
    db,
    sql.join(
      tables.map(
        ({ name }) =>
          sql`select ${name} as name, md5(coalesce(string_agg(${row}, '|' order by ${row}), '')) as digest from ${sql.identifier(name)} t`,
      ),
      sql` union all `,
    ),
  );
  return Object.fromEntries(digests.map(({ name, digest }) => [name, digest]));
}

/**
 * The id the next transaction that writes will be given. Only a write takes an id, so while it
 * stays the same nothing was written (on PostgreSQL, other databases' writes move it too: then
 * the tables are read, which costs time, not certainty).
 */
export async function nextTransactionId(db: Database): Promise<string> {
  const [row] = await rows<{ next: string }>(
    db,
    sql`select pg_snapshot_xmax(pg_current_snapshot())::text as next`,
  );
  return row!.next;
}

async function rows<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** The tables whose digest differs. */
export function changedTables(before: Record<string, string>, after: Record<string, string>) {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => before[name] !== after[name]);
}
