import type { Language } from '@storefront/shared/core';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { favorites, products } from '../db/schema';
import { notFound } from '../errors';
import { productSummariesByIds, type ProductSummary } from './catalog';
import { isUuid } from './ids';
import { favoriteIdsOf } from './users';

/** A customer's favorite products as catalog cards, the last added first. */
export async function listFavoriteProducts(
  db: Database,
  userId: string,
  lang: Language,
): Promise<ProductSummary[]> {
  return productSummariesByIds(db, await favoriteIdsOf(db, userId), lang);
}

/** Adds a product to the customer's favorites (again: no change); 404 PRODUCT_NOT_FOUND. */
export async function addFavorite(db: Database, userId: string, productId: string) {
  const productNotFound = () => notFound('PRODUCT_NOT_FOUND', `No product ${productId}`);
  if (!isUuid(productId)) throw productNotFound();
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.id, productId))
    .limit(1);
  if (!product) throw productNotFound();
  await db.insert(favorites).values({ userId, productId }).onConflictDoNothing();
  return favoriteIdsOf(db, userId);
}

/** Takes a product out of the customer's favorites; one that is not there is no error. */
export async function removeFavorite(db: Database, userId: string, productId: string) {
  if (isUuid(productId)) {
    await db
      .delete(favorites)
      .where(and(eq(favorites.userId, userId), eq(favorites.productId, productId)));
  }
  return favoriteIdsOf(db, userId);
}
