import { PRODUCTS_PER_SITEMAP } from '@storefront/shared/core';
import { asc, count, eq } from 'drizzle-orm';
import { isShown } from './expressions';
import type { Database } from '../../../db/database';
import { brands, categories, products } from '../../../db/schema';

/*
 * The catalog's reads. The product page, the cards and the listings are statements prepared
 * once and tuned to their indexes (cards.ts, listing.ts, made of expressions.ts); the others are
 * small reads, here.
 */

export { cardsByIds, productPageBySlug, type RelatedRow, type SummaryRow } from './cards';
export type { ProductFilters } from './expressions';
export { listingStatements, type ListQuery } from './listing';

/** How many products the storefront shows in each category, by id (one pass over the products). */
export async function countByCategory(db: Database): Promise<Map<string, number>> {
  const rows = await db
    .select({ categoryId: products.categoryId, value: count() })
    .from(products)
    .where(isShown)
    .groupBy(products.categoryId);
  return new Map(rows.map((row) => [row.categoryId, Number(row.value)]));
}

/** The categories in their order. */
export function categoryRows(db: Database) {
  return db
    .select({
      id: categories.id,
      slug: categories.slug,
      name: categories.name,
      description: categories.description,
      image: categories.image,
    })
    .from(categories)
    .orderBy(asc(categories.position), asc(categories.slug));
}

/** How many products the storefront shows. */
export async function countProducts(db: Database): Promise<number> {
  const [total] = await db.select({ value: count() }).from(products).where(isShown);
  return Number(total?.value ?? 0);
}

/** One part of every shown product's slug and category, in slug order. */
export function productPathsPart(db: Database, part: number) {
  return db
    .select({ slug: products.slug, category: categories.slug })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(isShown)
    .orderBy(asc(products.slug))
    .limit(PRODUCTS_PER_SITEMAP)
    .offset((part - 1) * PRODUCTS_PER_SITEMAP);
}

export function brandRows(db: Database) {
  return db
    .select({ slug: brands.slug, name: brands.name, country: brands.country })
    .from(brands)
    .orderBy(asc(brands.name));
}
