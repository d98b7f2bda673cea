import type { Language } from '@storefront/shared/core';
import type { Database } from '../../db/database';
import { notFound } from '../../errors';
import { isUuid } from '../../ids';
import { productSummariesByIds, type ProductSummary } from '../catalog/catalog';
import {
  deleteFavorite,
  existingProductIds,
  latestFavoriteTime,
  favoriteIdsOf,
  insertFavorites,
  productExists,
} from './repository';

export { favoriteIdsOf };

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
  if (!(await productExists(db, productId))) throw productNotFound();
  await insertFavorites(db, [{ userId, productId }]);
  return favoriteIdsOf(db, userId);
}

/** Takes a product out of the customer's favorites; one that is not there is no error. */
export async function removeFavorite(db: Database, userId: string, productId: string) {
  if (isUuid(productId)) {
    await deleteFavorite(db, userId, productId);
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
    const existing = await existingProductIds(db, wanted);
    const kept = wanted.filter((id) => existing.has(id));
    // Each after the account's latest (added a moment ago, perhaps within the same millisecond),
    // the first of the device's list, its last marked, the latest of all.
    const latest = (await latestFavoriteTime(db, userId))?.getTime() ?? 0;
    const first = Math.max(Date.now(), latest + 1) + kept.length - 1;
    const rows = kept.map((productId, index) => ({
      userId,
      productId,
      createdAt: new Date(first - index),
    }));
    if (rows.length > 0) await insertFavorites(db, rows);
  }
  return favoriteIdsOf(db, userId);
}
