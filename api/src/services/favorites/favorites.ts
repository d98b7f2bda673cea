import type { Language } from '@storefront/shared/core';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { favorites, products } from '../../db/schema';
import { notFound } from '../../errors';
import { productSummariesByIds, type ProductSummary } from '../catalog/catalog';
import { isUuid } from '../../ids';
import { favoriteIdsOf } from '../accounts/users';

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

/**
 * Adds the favorites a guest kept on the device, given the last marked first, to the customer's
 * own: they become the latest, in the device's order. Ids of products the shop no longer has are
 * left out, and ones already there keep their place.
 */
export async function mergeFavorites(db: Database, userId: string, productIds: string[]) {
  const wanted = [...new Set(productIds.filter(isUuid))];
  if (wanted.length > 0) {
    const found = await db
      .select({ id: products.id })
      .from(products)
      .where(inArray(products.id, wanted));
    const existing = new Set(found.map((product) => product.id));
    const now = Date.now();
    // The first of the device's list is its last marked: it gets the latest time.
    const rows = wanted
      .filter((id) => existing.has(id))
      .map((productId, index) => ({ userId, productId, createdAt: new Date(now - index) }));
    if (rows.length > 0) await db.insert(favorites).values(rows).onConflictDoNothing();
  }
  return favoriteIdsOf(db, userId);
}
