import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { favorites, products } from '../../db/schema';

/** The ids of a user's favorite products the shop shows, the last added first. */
export async function favoriteIdsOf(db: Database, userId: string): Promise<string[]> {
  const rows = await db
    .select({ productId: favorites.productId })
    .from(favorites)
    .innerJoin(products, and(eq(products.id, favorites.productId), eq(products.visible, true)))
    .where(eq(favorites.userId, userId))
    .orderBy(desc(favorites.createdAt), favorites.productId);
  return rows.map((row) => row.productId);
}

/** When the user's latest favorite was added (null without one). */
export async function latestFavoriteTime(db: Database, userId: string): Promise<Date | null> {
  const [row] = await db
    .select({ createdAt: favorites.createdAt })
    .from(favorites)
    .where(eq(favorites.userId, userId))
    .orderBy(desc(favorites.createdAt))
    .limit(1);
  return row?.createdAt ?? null;
}

/** Whether the product exists and the shop shows it (a hidden one cannot be marked). */
export async function productExists(db: Database, id: string): Promise<boolean> {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, id), eq(products.visible, true)))
    .limit(1);
  return product !== undefined;
}

/** Those of the ids that are products the shop shows. */
export async function existingProductIds(db: Database, ids: string[]): Promise<Set<string>> {
  const found = await db
    .select({ id: products.id })
    .from(products)
    .where(and(inArray(products.id, ids), eq(products.visible, true)));
  return new Set(found.map((product) => product.id));
}

/** Adds favorites; one the user has already keeps its place. */
export async function insertFavorites(db: Database, rows: (typeof favorites.$inferInsert)[]) {
  await db.insert(favorites).values(rows).onConflictDoNothing();
}

export async function deleteFavorite(db: Database, userId: string, productId: string) {
  await db
    .delete(favorites)
    .where(and(eq(favorites.userId, userId), eq(favorites.productId, productId)));
}
