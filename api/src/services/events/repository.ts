import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';

/** Sends a notification; inside a transaction, it is delivered when (and if) that commits. */
export async function notify(db: Database, channel: string, payload: string): Promise<void> {
  await db.execute(sql`select pg_notify(${channel}, ${payload})`);
}
