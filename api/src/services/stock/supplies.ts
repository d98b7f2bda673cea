import type { StockPage, Supply, SupplyStatus, SupplySummary } from '@storefront/shared/admin';
import type { Language } from '@storefront/shared/core';
import type { Database } from '../../db/database';
import { AppError, conflict, notFound } from '../../errors';
import { recordAudit } from '../audit/audit';
import { versionConflict } from '../audit/conflicts';
import { existingProducts } from './repository/levels';
import {
  deleteDraft,
  insertSupply,
  linesOf,
  pageOfSupplies,
  lockedSupply,
  supplyById,
  supplyState,
  updateDraft,
  type SupplyFields,
  type SupplyLineInput,
} from './repository/supplies';
import type { StaffWrite } from './staff-write';
import { pageOf, toSupply, toSupplySummary } from './views';

export type SupplyInput = Omit<SupplyFields, 'note'> & { note?: string | null };

const ENTITY = 'supply';

export const supplyNotFound = (id: string) =>
  notFound('SUPPLY_NOT_FOUND', `No delivery has the id ${id}`);

/** The state the audit record keeps of a delivery: the fields of its form, and its status. */
export const auditedSupply = (
  status: SupplyStatus,
  fields: { supplier: string; note: string | null; lines: readonly SupplyLineInput[] },
) => ({
  status,
  supplier: fields.supplier,
  note: fields.note,
  lines: fields.lines.map(({ productId, quantity, unitCost }) => ({
    productId,
    quantity,
    unitCost,
  })),
});

/**
 * Why a delivery could not be moved on from `needed` at the version read: not there, not (or no
 * longer) in that status, or changed since (409 with what changed, from the audit record).
 */
export async function refusalOf(
  db: Database,
  supplyId: string,
  readVersion: number | null,
  needed: 'DRAFT' | 'RECEIVED',
): Promise<AppError> {
  const current = await supplyState(db, supplyId);
  if (!current) return supplyNotFound(supplyId);
  if (needed === 'DRAFT' && current.status !== 'DRAFT')
    return conflict(
      'SUPPLY_IS_CREATED',
      `Delivery ${current.number} is ${current.status.toLowerCase()}: it can no longer be changed`,
    );
  if (needed === 'RECEIVED' && current.status !== 'RECEIVED')
    return conflict(
      'SUPPLY_IS_NOT_CREATED',
      `Delivery ${current.number} is ${current.status.toLowerCase()}, not received`,
    );
  return versionConflict(
    db,
    { entity: ENTITY, entityId: supplyId, label: `Delivery ${current.number}` },
    readVersion ?? current.version,
    current.version,
  );
}

/** Lines naming a product that does not exist are refused before anything is written. */
async function checkProducts(db: Database, lines: readonly SupplyLineInput[]) {
  const found = await existingProducts(
    db,
    lines.map((line) => line.productId),
  );
  const fields: Record<string, string> = {};
  lines.forEach((line, index) => {
    if (!found.has(line.productId)) fields[`lines.${index}.productId`] = 'product_unknown';
  });
  if (Object.keys(fields).length > 0)
    throw new AppError(404, 'PRODUCT_NOT_FOUND', 'Some lines name no product of the shop', {
      fields,
    });
}

const fieldsOf = (input: SupplyInput): SupplyFields => ({
  supplier: input.supplier,
  note: input.note ?? null,
  lines: input.lines,
});

/** The deliveries, newest first, of one status or all. */
export async function listSupplies(
  db: Database,
  query: { status?: SupplyStatus; page: number; limit: number },
): Promise<StockPage<SupplySummary>> {
  const { rows, total } = await pageOfSupplies(db, query, {
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  return pageOf(rows.map(toSupplySummary), total, query);
}

/** A delivery with its lines (names in the language), and what each moved. */
export async function readSupply(db: Database, supplyId: string, lang: Language): Promise<Supply> {
  const row = await supplyById(db, supplyId);
  if (!row) throw supplyNotFound(supplyId);
  return toSupply(row, await linesOf(db, supplyId, lang));
}

/** Drafts a delivery: nothing moves in stock until it is received. */
export async function createSupply(
  db: Database,
  input: SupplyInput,
  write: StaffWrite,
  lang: Language,
): Promise<Supply> {
  await checkProducts(db, input.lines);
  const fields = fieldsOf(input);
  const row = await db.transaction(async (tx) => {
    const created = await insertSupply(tx, fields, write.actor.id);
    await recordAudit(tx, write.actor, {
      action: 'supply.create',
      entity: ENTITY,
      entityId: created.id,
      version: created.version,
      after: auditedSupply('DRAFT', fields),
    });
    return created;
  });
  return readSupply(db, row.id, lang);
}

/**
 * Saves a draft's new state, read at `version`: refused (and nothing written) when it was
 * changed since, received or cancelled.
 */
export async function changeSupply(
  db: Database,
  supplyId: string,
  input: SupplyInput & { version: number },
  write: StaffWrite,
  lang: Language,
): Promise<Supply> {
  await checkProducts(db, input.lines);
  const fields = fieldsOf(input);
  await db.transaction(async (tx) => {
    const before = await lockedSupply(tx, supplyId);
    const updated = before && (await updateDraft(tx, supplyId, input.version, fields));
    if (!updated) throw await refusalOf(tx, supplyId, input.version, 'DRAFT');
    await recordAudit(tx, write.actor, {
      action: 'supply.update',
      entity: ENTITY,
      entityId: supplyId,
      version: updated.version,
      before: auditedSupply('DRAFT', before),
      after: auditedSupply('DRAFT', fields),
    });
  });
  return readSupply(db, supplyId, lang);
}

/** Removes a draft; a received or cancelled delivery stays, as its records do. */
export async function deleteSupply(db: Database, supplyId: string, write: StaffWrite) {
  await db.transaction(async (tx) => {
    const before = await lockedSupply(tx, supplyId);
    const deleted = before && (await deleteDraft(tx, supplyId));
    if (!deleted) throw await refusalOf(tx, supplyId, null, 'DRAFT');
    await recordAudit(tx, write.actor, {
      action: 'supply.delete',
      entity: ENTITY,
      entityId: supplyId,
      version: deleted.version,
      before: auditedSupply('DRAFT', before),
    });
  });
}
