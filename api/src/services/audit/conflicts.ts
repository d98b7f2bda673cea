import { changedFields, type StaffRole, type VersionConflict } from '@storefront/shared/admin';
import type { Database } from '../../db/database';
import { AppError } from '../../errors';
import { auditSince } from './repository';

/**
 * The refusal of a save made from a form read at `readVersion` when the record is at `version`
 * now: 409 ENTITY_ACTION_NOT_ALLOWED with what changed since, read from the audit record.
 */
export async function versionConflict(
  db: Database,
  record: { entity: string; entityId: string; label: string },
  readVersion: number,
  version: number,
): Promise<AppError> {
  const entries = await auditSince(db, record.entity, record.entityId, readVersion);
  const fields = [...new Set(entries.flatMap((entry) => changedFields(entry.before, entry.after)))];
  const latest = entries.at(-1);
  const conflict: VersionConflict = {
    version,
    fields,
    changedBy: latest ? { email: latest.actorEmail, role: latest.actorRole as StaffRole } : null,
    changedAt: latest ? latest.createdAt.toISOString() : null,
  };
  return new AppError(
    409,
    'ENTITY_ACTION_NOT_ALLOWED',
    `${record.label} was changed since version ${readVersion} (it is at version ${version} now): nothing was saved`,
    { conflict },
  );
}
