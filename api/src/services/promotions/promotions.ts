import {
  promotionStateAt,
  type AdminPromotion,
  type AdminPromotionPage,
  type AdminPromotionSummary,
  type PromotionScope,
  type PromotionState,
} from '@storefront/shared/admin';
import type { Database } from '../../db/database';
import { notFound } from '../../errors';
import {
  categoryTargets,
  pageOfPromotions,
  productTargets,
  promotionById,
  targetCounts,
  targetIdsOf,
  type PromotionRow,
} from './repository';

export const promotionNotFound = (id: string) =>
  notFound('PROMOTION_NOT_FOUND', `No promotion ${id}`);

function summaryOf(row: PromotionRow, now: Date): Omit<AdminPromotionSummary, 'targets'> {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    value: row.value,
    minSubtotal: row.minSubtotal,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    active: row.active,
    scope: row.scope,
    state: promotionStateAt(row, now),
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A promotion with its products and categories named, as the back office's form reads it. */
export async function toAdminPromotion(
  db: Database,
  row: PromotionRow,
  now: Date,
): Promise<AdminPromotion> {
  const { productIds, categoryIds } = await targetIdsOf(db, row.id);
  const [products, categories] = await Promise.all([
    productTargets(db, productIds),
    categoryTargets(db, categoryIds),
  ]);
  return { ...summaryOf(row, now), products, categories };
}

/** `GET admin/promotions/{id}`; 404 PROMOTION_NOT_FOUND. */
export async function readPromotion(db: Database, id: string, now = new Date()) {
  const row = await promotionById(db, id);
  if (!row) throw promotionNotFound(id);
  return toAdminPromotion(db, row, now);
}

export interface PromotionQuery {
  state?: PromotionState;
  scope?: PromotionScope;
  page: number;
  limit: number;
}

/** `GET admin/promotions`: newest first, in a state at `now`, of a scope. */
export async function listPromotions(
  db: Database,
  { page, limit, ...filter }: PromotionQuery,
  now = new Date(),
): Promise<AdminPromotionPage> {
  const { rows, total } = await pageOfPromotions(db, filter, {
    limit,
    offset: (page - 1) * limit,
    now,
  });
  const counts = await targetCounts(
    db,
    rows.map((row) => row.id),
  );
  return {
    items: rows.map((row) => ({ ...summaryOf(row, now), targets: counts.get(row.id) ?? 0 })),
    total,
    page,
    limit,
  };
}
