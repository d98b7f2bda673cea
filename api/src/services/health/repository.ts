import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';

/** Resolves once the database has answered a query; rejects when it cannot. */
export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
