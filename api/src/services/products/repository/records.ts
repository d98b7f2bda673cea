import type { ProductTexts } from '@storefront/shared/admin';
import type { Language } from '@storefront/shared/core';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { uniqueViolationOf } from '../../../db/database-errors';
import {
  brands,
  categories,
  productImages,
  productTexts,
  products,
  stockMovements,
} from '../../../db/schema';

/* A product's own record as the back office reads and writes it: the row, its texts, its pictures. */

export type ProductRow = typeof products.$inferSelect;

/** The product with its category's and brand's slugs; with `lock`, held until the transaction ends. */
export async function productRecord(db: Database, id: string, { lock = false } = {}) {
  const query = db
    .select({
      product: products,
      category: categories.slug,
      brand: brands.slug,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(brands, eq(brands.id, products.brandId))
    .where(eq(products.id, id))
    .limit(1);
  const [row] = await (lock ? query.for('update', { of: products }) : query);
  return row;
}

export async function textsOfProduct(db: Database, id: string): Promise<ProductTexts> {
  const rows = await db
    .select({
      language: productTexts.language,
      name: productTexts.name,
      description: productTexts.description,
    })
    .from(productTexts)
    .where(eq(productTexts.productId, id));
  return Object.fromEntries(
    rows.map((row) => [row.language, { name: row.name, description: row.description }]),
  );
}

export type ImageRow = typeof productImages.$inferSelect;

/** The product's pictures in their order. */
export function imagesOfProduct(db: Database, id: string): Promise<ImageRow[]> {
  return db
    .select()
    .from(productImages)
    .where(eq(productImages.productId, id))
    .orderBy(asc(productImages.position), asc(productImages.id));
}

/** The ids of a category and a brand by their slugs (undefined when unknown). */
export async function categoryAndBrand(db: Database, category: string, brand: string | null) {
  const [categoryRow] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.slug, category))
    .limit(1);
  const [brandRow] = brand
    ? await db.select({ id: brands.id }).from(brands).where(eq(brands.slug, brand)).limit(1)
    : [undefined];
  return { categoryId: categoryRow?.id, brandId: brand ? brandRow?.id : null };
}

/** Whether an error is a write refused because another product has the slug. */
export const isSlugTaken = (error: unknown) => uniqueViolationOf(error) === 'products_slug_unique';

export type ProductFields = Pick<
  typeof products.$inferInsert,
  'slug' | 'categoryId' | 'brandId' | 'price' | 'salePrice' | 'featured' | 'visible'
>;

/** A new product (at version 1, with no stock), and the first record of its stock: none. */
export async function insertProduct(
  tx: Database,
  fields: ProductFields,
  actorId: string,
): Promise<ProductRow> {
  const [row] = await tx
    .insert(products)
    .values({ ...fields, stock: 0 })
    .returning();
  await tx.insert(stockMovements).values({
    productId: row!.id,
    kind: 'INITIAL',
    quantity: 0,
    stockAfter: 0,
    actorId,
    reason: 'created in the back office',
  });
  return row!;
}

/**
 * The product's own fields, if it is still at `version`; its version raised. The discount price
 * the storefront shows is left as it was unless the new price is at or below it (then none, so
 * the row holds the database's rule meanwhile): the promotions' service sets it right after.
 */
export async function updateProduct(
  tx: Database,
  id: string,
  version: number,
  fields: ProductFields,
): Promise<ProductRow | undefined> {
  const [row] = await tx
    .update(products)
    .set({
      ...fields,
      discountPrice: sql`case when ${products.discountPrice} < ${fields.price} then ${products.discountPrice} end`,
      version: sql`${products.version} + 1`,
      updatedAt: new Date(),
    })
    .where(and(eq(products.id, id), eq(products.version, version)))
    .returning();
  return row;
}

/** Raises the product's version if it is still at `version` (a change of its pictures). */
export async function bumpVersion(
  tx: Database,
  id: string,
  version: number,
): Promise<number | undefined> {
  const [row] = await tx
    .update(products)
    .set({ version: sql`${products.version} + 1`, updatedAt: new Date() })
    .where(and(eq(products.id, id), eq(products.version, version)))
    .returning({ version: products.version });
  return row?.version;
}

/** Replaces the product's texts with these (the search index follows them). */
export async function replaceTexts(tx: Database, id: string, texts: ProductTexts): Promise<void> {
  await tx.delete(productTexts).where(eq(productTexts.productId, id));
  const rows = Object.entries(texts).map(([language, text]) => ({
    productId: id,
    language: language as Language,
    name: text.name,
    description: text.description,
  }));
  if (rows.length > 0) await tx.insert(productTexts).values(rows);
}
