import type { AuditPage, StaffRole } from '@storefront/shared/admin';
import type { Database } from '../../db/database';
import { pageOfAudit } from './repository';

export interface AuditQuery {
  entity?: string;
  entityId?: string;
  /** The staff member's email (lower-case). */
  actor?: string;
  action?: string;
  /** ISO times: from (included) and to (left out). */
  from?: string;
  to?: string;
  page: number;
  limit: number;
}

/**
 * `GET admin/audit`: the staff's writes, newest first, filtered by record (kind, id), staff
 * member, action and time. Read only: nothing in the API changes an entry (nor can it: the
 * table's trigger refuses).
 */
export async function readAuditPage(
  db: Database,
  { page, limit, actor, from, to, ...filter }: AuditQuery,
): Promise<AuditPage> {
  const { rows, total } = await pageOfAudit(
    db,
    {
      ...filter,
      actorEmail: actor,
      from: from ? new Date(from) : undefined,
      to: to ? new Date(to) : undefined,
    },
    { limit, offset: (page - 1) * limit },
  );
  return {
    items: rows.map((row) => ({
      id: row.id,
      actor: { id: row.actorId, email: row.actorEmail, role: row.actorRole as StaffRole },
      action: row.action,
      entity: row.entity,
      entityId: row.entityId,
      version: row.version,
      before: row.before,
      after: row.after,
      requestId: row.requestId,
      createdAt: row.createdAt.toISOString(),
    })),
    total,
    page,
    limit,
  };
}
