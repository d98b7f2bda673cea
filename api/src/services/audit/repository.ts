import { and, asc, desc, eq, gt, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { auditLog } from '../../db/schema';

export type AuditRow = typeof auditLog.$inferSelect;
export type NewAuditRow = typeof auditLog.$inferInsert;

export async function insertAudit(tx: Database, row: NewAuditRow): Promise<void> {
  await tx.insert(auditLog).values(row);
}

/** A record's entries written after it was at `version`, oldest first. */
export function auditSince(
  db: Database,
  entity: string,
  entityId: string,
  version: number,
): Promise<AuditRow[]> {
  return db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entity, entity),
        eq(auditLog.entityId, entityId),
        gt(sql`coalesce(${auditLog.version}, 0)`, version),
      ),
    )
    .orderBy(asc(auditLog.id));
}

export interface AuditFilter {
  entity?: string;
  entityId?: string;
  actorId?: string;
  /** The staff member's email as the entry keeps it (lower-case). */
  actorEmail?: string;
  action?: string;
  /** Written at or after `from`, and before `to`. */
  from?: Date;
  to?: Date;
}

/** A page of entries, newest first, and how many match in all. */
export async function pageOfAudit(
  db: Database,
  filter: AuditFilter,
  { limit, offset }: { limit: number; offset: number },
): Promise<{ rows: AuditRow[]; total: number }> {
  const where = and(
    filter.entity ? eq(auditLog.entity, filter.entity) : undefined,
    filter.entityId ? eq(auditLog.entityId, filter.entityId) : undefined,
    filter.actorId ? eq(auditLog.actorId, filter.actorId) : undefined,
    filter.actorEmail ? sql`lower(${auditLog.actorEmail}) = ${filter.actorEmail}` : undefined,
    filter.action ? eq(auditLog.action, filter.action) : undefined,
    filter.from ? gte(auditLog.createdAt, filter.from) : undefined,
    filter.to ? lt(auditLog.createdAt, filter.to) : undefined,
  );
  const [rows, [count]] = await Promise.all([
    db.select().from(auditLog).where(where).orderBy(desc(auditLog.id)).limit(limit).offset(offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}
