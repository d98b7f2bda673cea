import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { uniqueViolationOf } from '../../db/database-errors';
import { brands, categories, products } from '../../db/schema';

/* The categories' and brands' reads and writes, and the moving of products between them. */

export type CategoryRow = typeof categories.$inferSelect;
export type BrandRow = typeof brands.$inferSelect;
export type CategoryFields = Pick<
  typeof categories.$inferInsert,
  'slug' | 'name' | 'description' | 'position' | 'hidden'
>;
export type BrandFields = Pick<
  typeof brands.$inferInsert,
  'slug' | 'name' | 'country' | 'position' | 'hidden'
>;

/** Whether a write failed on a slug another category (or brand) has. */
export const isCategorySlugTaken = (error: unknown) =>
  uniqueViolationOf(error) === 'categories_slug_unique';
export const isBrandSlugTaken = (error: unknown) =>
  uniqueViolationOf(error) === 'brands_slug_unique';

/** How many products each category or brand has, hidden ones too, by id. */
async function productCounts(db: Database, column: typeof products.categoryId) {
  const rows = await db
    .select({ id: column, value: count() })
    .from(products)
    .where(sql`${column} is not null`)
    .groupBy(column);
  return new Map(rows.map((row) => [row.id as string, Number(row.value)]));
}

export const productsPerCategory = (db: Database) => productCounts(db, products.categoryId);
export const productsPerBrand = (db: Database) =>
  productCounts(db, products.brandId as unknown as typeof products.categoryId);

/** Every category, hidden ones too, in the storefront's order. */
export function categoryRows(db: Database): Promise<CategoryRow[]> {
  return db.select().from(categories).orderBy(asc(categories.position), asc(categories.slug));
}

export function brandRows(db: Database): Promise<BrandRow[]> {
  return db.select().from(brands).orderBy(asc(brands.position), asc(brands.name));
}

/** A category by id; with `lock`, held until the transaction ends. */
export async function categoryRow(db: Database, id: string, { lock = false } = {}) {
  const query = db.select().from(categories).where(eq(categories.id, id));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

export async function brandRow(db: Database, id: string, { lock = false } = {}) {
  const query = db.select().from(brands).where(eq(brands.id, id));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

export async function categoryBySlug(db: Database, slug: string) {
  const [row] = await db.select().from(categories).where(eq(categories.slug, slug)).for('update');
  return row;
}

export async function brandBySlug(db: Database, slug: string) {
  const [row] = await db.select().from(brands).where(eq(brands.slug, slug)).for('update');
  return row;
}

export async function insertCategory(tx: Database, fields: CategoryFields): Promise<CategoryRow> {
  const [row] = await tx.insert(categories).values(fields).returning();
  return row!;
}

export async function insertBrand(tx: Database, fields: BrandFields): Promise<BrandRow> {
  const [row] = await tx.insert(brands).values(fields).returning();
  return row!;
}

/** Writes a locked category's fields, its version raised. */
export async function updateCategory(
  tx: Database,
  id: string,
  fields: CategoryFields,
): Promise<CategoryRow> {
  const [row] = await tx
    .update(categories)
    .set({ ...fields, version: sql`${categories.version} + 1` })
    .where(eq(categories.id, id))
    .returning();
  return row!;
}

export async function updateBrand(tx: Database, id: string, fields: BrandFields) {
  const [row] = await tx
    .update(brands)
    .set({ ...fields, version: sql`${brands.version} + 1` })
    .where(eq(brands.id, id))
    .returning();
  return row!;
}

export async function deleteCategory(tx: Database, id: string): Promise<void> {
  await tx.delete(categories).where(eq(categories.id, id));
}

export async function deleteBrand(tx: Database, id: string): Promise<void> {
  await tx.delete(brands).where(eq(brands.id, id));
}

/** The ids of a category's (or a brand's) products, hidden ones too. */
export async function productIdsIn(
  db: Database,
  group: 'category' | 'brand',
  id: string,
): Promise<string[]> {
  const column = group === 'category' ? products.categoryId : products.brandId;
  const rows = await db.select({ id: products.id }).from(products).where(eq(column, id));
  return rows.map((row) => row.id);
}

/**
 * Moves the products of `ids` to another category (or brand), each product's version raised (a
 * product form read before the move is then refused, not saved over it). Answers the versions.
 */
export async function moveProducts(
  tx: Database,
  group: 'category' | 'brand',
  ids: string[],
  to: string,
): Promise<{ id: string; version: number }[]> {
  if (ids.length === 0) return [];
  const target = group === 'category' ? { categoryId: to } : { brandId: to };
  return tx
    .update(products)
    .set({ ...target, version: sql`${products.version} + 1`, updatedAt: new Date() })
    .where(inArray(products.id, ids))
    .returning({ id: products.id, version: products.version });
}
