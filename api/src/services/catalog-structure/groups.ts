import type { CatalogRemoval, CatalogRemoved } from '@storefront/shared/admin';
import type { Database } from '../../db/database';
import { AppError } from '../../errors';
import { isUuid } from '../../ids';
import { recordAudit } from '../audit/audit';
import { versionConflict } from '../audit/conflicts';
import { CACHE_TAGS } from '../events/invalidation';
import type { WriteContext } from '../products/records';
import { moveProducts, productIdsIn } from './repository';

/*
 * What categories and brands have alike: each groups products, is saved over the version it was
 * read at, and is removed only once its products have somewhere else to be.
 */

export type Group = 'category' | 'brand';

export interface GroupRecord {
  id: string;
  slug: string;
  version: number;
}

/** 409 with what changed since (from the audit record) when the record is not at `version`. */
export async function checkVersion(
  tx: Database,
  group: Group,
  record: GroupRecord,
  version: number,
): Promise<void> {
  if (record.version === version) return;
  throw await versionConflict(
    tx,
    { entity: group, entityId: record.id, label: `The ${group} ${record.slug}` },
    version,
    record.version,
  );
}

/**
 * The storefront's answers a change of a category or a brand makes stale, on its next request:
 * the categories (the header, the filters), every list of products (their cards name both), and
 * the pages of its products.
 */
export const staleAfter = (productIds: readonly string[]) => [
  CACHE_TAGS.categories,
  CACHE_TAGS.listings,
  ...productIds.map(CACHE_TAGS.product),
];

/**
 * A write whose slug another category (or brand) has, refused with `refusal`: the unique index
 * decides, so two saves of the same slug at once never both pass.
 */
export async function refusingTakenSlug<T>(
  isTaken: (error: unknown) => boolean,
  refusal: () => AppError,
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isTaken(error)) throw refusal();
    throw error;
  }
}

/** How a removal reads the record and its target and takes it away; the rest is alike. */
export interface RemovalSteps<Row extends GroupRecord> {
  group: Group;
  /** The record, locked (undefined: there is none of that id). */
  lock: (tx: Database, id: string) => Promise<Row | undefined>;
  /** The category or brand of `moveTo`, locked (undefined: none has that slug). */
  findTarget: (tx: Database, slug: string) => Promise<GroupRecord | undefined>;
  notFound: (what: string) => AppError;
  /** The record as its audit entries keep it. */
  audited: (row: Row) => unknown;
  remove: (tx: Database, id: string) => Promise<void>;
  /** What else the removal does in its transaction; answers the cache tags it makes stale. */
  then?: (tx: Database, row: Row, productIds: string[]) => Promise<string[]>;
}

/**
 * Removes a category or a brand read at `version`, locked: one that still has products, hidden
 * ones too, is refused (409 ENTITY_ACTION_NOT_ALLOWED, `fields.moveTo`) unless the removal names
 * where they go; then they are moved first, each product's version raised and its move audited,
 * all in the removal's transaction, and the storefront's answers showing them dropped.
 */
export function removeGroup<Row extends GroupRecord>(
  db: Database,
  context: WriteContext,
  steps: RemovalSteps<Row>,
  id: string,
  { version, moveTo }: CatalogRemoval,
): Promise<CatalogRemoved> {
  const { group } = steps;
  return db.transaction(async (tx) => {
    const record = isUuid(id) ? await steps.lock(tx, id) : undefined;
    if (!record) throw steps.notFound(id);
    await checkVersion(tx, group, record, version);
    const productIds = await productIdsIn(tx, group, record.id);
    const target = productIds.length > 0 ? await targetOf(tx, steps, record, moveTo) : undefined;
    if (target) await moveAudited(tx, context, group, productIds, record, target);
    await steps.remove(tx, record.id);
    await recordAudit(tx, context.actor, {
      action: `${group}.remove`,
      entity: group,
      entityId: record.id,
      version: record.version + 1,
      before: steps.audited(record),
      after: target ? { movedTo: target.slug, products: productIds.length } : null,
    });
    const more = (await steps.then?.(tx, record, productIds)) ?? [];
    await context.invalidate(tx, [...staleAfter(productIds), ...more]);
    return { id: record.id, moved: productIds.length, movedTo: target?.slug ?? null };
  });
}

/** Where the products of a record being removed go: 409 for nowhere, 404 for no such place. */
async function targetOf<Row extends GroupRecord>(
  tx: Database,
  steps: RemovalSteps<Row>,
  record: Row,
  moveTo: string | undefined,
): Promise<GroupRecord> {
  if (!moveTo)
    throw new AppError(
      409,
      'ENTITY_ACTION_NOT_ALLOWED',
      `The ${steps.group} ${record.slug} still has products: name where they go (moveTo)`,
      { fields: { moveTo: 'products_to_move' } },
    );
  if (moveTo === record.slug)
    throw new AppError(400, 'ENTITY_BAD_REQUEST', `The products cannot stay in ${moveTo}`, {
      fields: { moveTo: 'move_to_itself' },
    });
  const target = await steps.findTarget(tx, moveTo);
  if (!target) throw steps.notFound(moveTo);
  return target;
}

/** Moves the products, each move audited as a change of the product's category or brand. */
async function moveAudited(
  tx: Database,
  context: WriteContext,
  group: Group,
  productIds: string[],
  from: GroupRecord,
  to: GroupRecord,
) {
  for (const product of await moveProducts(tx, group, productIds, to.id))
    await recordAudit(tx, context.actor, {
      action: 'product.update',
      entity: 'product',
      entityId: product.id,
      version: product.version,
      before: { [group]: from.slug },
      after: { [group]: to.slug },
    });
}
