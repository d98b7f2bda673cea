import { LOW_STOCK, type StockLevelFilter, type StockSort } from '@storefront/shared/admin';
import type { Language } from '@storefront/shared/core';
import { and, asc, eq, gt, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { products } from '../../../db/schema';
import { nameOf, productMatches } from './names';

export interface LevelsQuery {
  lang: Language;
  q?: string;
  level?: StockLevelFilter;
  /** Hidden products too (the list shows the visible ones only otherwise). */
  hidden?: boolean;
  sort: StockSort;
  limit: number;
  offset: number;
}

const levelColumns = (lang: Language) => ({
  id: products.id,
  name: nameOf(products.id, products.slug, lang),
  slug: products.slug,
  stock: products.stock,
  visible: products.visible,
});

export type LevelRow = { id: string; name: string; slug: string; stock: number; visible: boolean };

/** The overview counts the same products: sold out is none, running low 1 to LOW_STOCK. */
function conditionsOf(query: LevelsQuery): SQL | undefined {
  return and(
    query.hidden ? undefined : eq(products.visible, true),
    query.level === 'sold-out' ? eq(products.stock, 0) : undefined,
    query.level === 'low' ? and(gt(products.stock, 0), lte(products.stock, LOW_STOCK)) : undefined,
    query.q ? productMatches(query.q) : undefined,
  );
}

/** A page of products with their stock, and how many match. */
export async function pageOfLevels(
  db: Database,
  query: LevelsQuery,
): Promise<{ rows: LevelRow[]; total: number }> {
  const columns = levelColumns(query.lang);
  const where = conditionsOf(query);
  // Products' slugs are unique, so either order gives pages that never overlap.
  const order =
    query.sort === 'name'
      ? [sql`lower(${columns.name}) collate "C"`, asc(products.slug)]
      : [asc(products.stock), asc(products.slug)];
  const [rows, [counted]] = await Promise.all([
    db
      .select(columns)
      .from(products)
      .where(where)
      .orderBy(...order)
      .limit(query.limit)
      .offset(query.offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(products)
      .where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** One product with its stock, or null when there is none with the id. */
export async function levelOf(
  db: Database,
  productId: string,
  lang: Language,
): Promise<LevelRow | null> {
  const [row] = await db
    .select(levelColumns(lang))
    .from(products)
    .where(eq(products.id, productId));
  return row ?? null;
}

/** Which of the ids are products. */
export async function existingProducts(db: Database, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(inArray(products.id, [...ids]));
  return new Set(rows.map((row) => row.id));
}
