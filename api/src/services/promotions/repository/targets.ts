import type { LocalizedText } from '@storefront/shared/core';
import { eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import {
  categories,
  products,
  productTexts,
  promotionCategories,
  promotionProducts,
} from '../../../db/schema';

export interface TargetRow {
  id: string;
  slug: string;
  name: LocalizedText;
}

/** A promotion's products and categories, with their ids alone. */
export async function targetIdsOf(
  db: Database,
  promotionId: string,
): Promise<{ productIds: string[]; categoryIds: string[] }> {
  const [productRows, categoryRows] = await Promise.all([
    db
      .select({ id: promotionProducts.productId })
      .from(promotionProducts)
      .where(eq(promotionProducts.promotionId, promotionId))
      .orderBy(promotionProducts.productId),
    db
      .select({ id: promotionCategories.categoryId })
      .from(promotionCategories)
      .where(eq(promotionCategories.promotionId, promotionId))
      .orderBy(promotionCategories.categoryId),
  ]);
  return {
    productIds: productRows.map((row) => row.id),
    categoryIds: categoryRows.map((row) => row.id),
  };
}

/** Products by id, with their names in every language they have. */
export function productTargets(db: Database, ids: readonly string[]): Promise<TargetRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: products.id,
      slug: products.slug,
      name: sql<LocalizedText>`coalesce((select jsonb_object_agg(${productTexts.language}, ${productTexts.name})
        from ${productTexts} where ${productTexts.productId} = ${products.id}), '{}'::jsonb)`,
    })
    .from(products)
    .where(inArray(products.id, [...ids]))
    .orderBy(products.slug);
}

/** Categories by id, with their names. */
export function categoryTargets(db: Database, ids: readonly string[]): Promise<TargetRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: categories.id, slug: categories.slug, name: categories.name })
    .from(categories)
    .where(inArray(categories.id, [...ids]))
    .orderBy(categories.position, categories.slug);
}

/** Names a promotion's targets anew: the products and categories given, and no others. */
export async function replaceTargets(
  tx: Database,
  promotionId: string,
  targets: { productIds: readonly string[]; categoryIds: readonly string[] },
): Promise<void> {
  await tx.delete(promotionProducts).where(eq(promotionProducts.promotionId, promotionId));
  await tx.delete(promotionCategories).where(eq(promotionCategories.promotionId, promotionId));
  if (targets.productIds.length > 0)
    await tx
      .insert(promotionProducts)
      .values(targets.productIds.map((productId) => ({ promotionId, productId })));
  if (targets.categoryIds.length > 0)
    await tx
      .insert(promotionCategories)
      .values(targets.categoryIds.map((categoryId) => ({ promotionId, categoryId })));
}

/** The products named, and those of the categories named: whose price a promotion may give. */
export async function productsOfTargets(
  db: Database,
  targets: { productIds: readonly string[]; categoryIds: readonly string[] },
): Promise<string[]> {
  if (targets.productIds.length === 0 && targets.categoryIds.length === 0) return [];
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(
      or(
        targets.productIds.length > 0 ? inArray(products.id, [...targets.productIds]) : undefined,
        targets.categoryIds.length > 0
          ? inArray(products.categoryId, [...targets.categoryIds])
          : undefined,
      ),
    );
  return rows.map((row) => row.id);
}

/** How many products and categories each promotion names. */
export async function targetCounts(
  db: Database,
  promotionIds: readonly string[],
): Promise<Map<string, number>> {
  if (promotionIds.length === 0) return new Map();
  const ids = [...promotionIds];
  const [productRows, categoryRows] = await Promise.all([
    db
      .select({ id: promotionProducts.promotionId, count: sql<number>`count(*)::int` })
      .from(promotionProducts)
      .where(inArray(promotionProducts.promotionId, ids))
      .groupBy(promotionProducts.promotionId),
    db
      .select({ id: promotionCategories.promotionId, count: sql<number>`count(*)::int` })
      .from(promotionCategories)
      .where(inArray(promotionCategories.promotionId, ids))
      .groupBy(promotionCategories.promotionId),
  ]);
  const counts = new Map<string, number>();
  for (const row of [...productRows, ...categoryRows])
    counts.set(row.id, (counts.get(row.id) ?? 0) + row.count);
  return counts;
}

/** Every category, in the shop's order, with its names. */
export function allCategories(db: Database): Promise<TargetRow[]> {
  return db
    .select({ id: categories.id, slug: categories.slug, name: categories.name })
    .from(categories)
    .orderBy(categories.position, categories.slug);
}

/**
 * Up to `limit` products whose name in any language, or whose slug, holds `words` (any case),
 * hidden ones too: a promotion may be readied before its products show.
 */
export async function productsNamed(
  db: Database,
  words: string,
  limit: number,
): Promise<TargetRow[]> {
  const needle = words.toLowerCase();
  const ids = db
    .selectDistinct({ id: productTexts.productId })
    .from(productTexts)
    .where(sql`strpos(lower(${productTexts.name}), ${needle}) > 0`);
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(or(inArray(products.id, ids), sql`strpos(${products.slug}, ${needle}) > 0`))
    .orderBy(products.slug)
    .limit(limit);
  return productTargets(
    db,
    rows.map((row) => row.id),
  );
}
