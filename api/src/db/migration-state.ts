import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { MIGRATIONS_FOLDER } from './client';
import type { Database } from './database';
import { causeWithCode } from './database-errors';

/** How many of this build's migrations the database has, and how many it lacks. */
export interface MigrationState {
  total: number;
  pending: number;
}

// Drizzle's own bookkeeping: it applies every migration of the folder newer than the newest row.
const UNDEFINED_TABLE = '42P01';
const UNDEFINED_SCHEMA = '3F000';

export async function migrationState(db: Database): Promise<MigrationState> {
  const migrations = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER });
  const last = await newestApplied(db);
  const pending = migrations.filter(({ folderMillis }) => last === null || folderMillis > last);
  return { total: migrations.length, pending: pending.length };
}

/** When the newest migration the database has was made (Drizzle's `created_at`), or null. */
async function newestApplied(db: Database): Promise<number | null> {
  try {
    const result = (await db.execute(
      sql`select max(created_at) as newest from drizzle.__drizzle_migrations`,
    )) as unknown as { rows: Array<{ newest: string | number | null }> };
    const newest = result.rows[0]?.newest;
    return newest === null || newest === undefined ? null : Number(newest);
  } catch (error) {
    // A database no migration ever ran on has neither the table nor its schema.
    if (causeWithCode(error, UNDEFINED_TABLE, UNDEFINED_SCHEMA)) return null;
    throw error;
  }
}
