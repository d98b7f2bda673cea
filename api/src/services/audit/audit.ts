import type { StaffRole } from '@storefront/shared/admin';
import type { Database } from '../../db/database';
import { insertAudit } from './repository';

/** Who makes a staff write, as the audit record keeps them. */
export interface Actor {
  id: string;
  email: string;
  role: StaffRole;
  /** The request's id (the shell's `x-request-id`, or the API's own). */
  requestId: string;
}

export interface AuditEntry {
  /** What was done, e.g. `product.update`. */
  action: string;
  /** The kind of record and its id. */
  entity: string;
  entityId: string;
  /** The record's version after the write, when it has one. */
  version?: number | null;
  before?: unknown;
  after?: unknown;
}

/**
 * Records a staff write. Called inside the write's own transaction, so a write and its record
 * are stored together or not at all.
 */
export async function recordAudit(tx: Database, actor: Actor, entry: AuditEntry): Promise<void> {
  await insertAudit(tx, {
    actorId: actor.id,
    actorEmail: actor.email,
    actorRole: actor.role,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    version: entry.version ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
    requestId: actor.requestId,
  });
}
