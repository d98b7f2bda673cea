import type { LocalizedText } from '@storefront/shared/core';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { productImages, products, productTexts, promotions } from '../../../db/schema';

/* What checkout reads of the products it prices, and the promotions. */

export type PromotionRow = typeof promotions.$inferSelect;

/** Products' names in every language they have, by product id. */
export async function productNames(
  db: Database,
  ids: readonly string[],
): Promise<Map<string, LocalizedText>> {
  const rows = ids.length
    ? await db
        .select({
          productId: productTexts.productId,
          language: productTexts.language,
          name: productTexts.name,
        })
        .from(productTexts)
        .where(inArray(productTexts.productId, [...ids]))
    : [];
  const names = new Map<string, LocalizedText>(ids.map((id) => [id, {}]));
  for (const row of rows) names.get(row.productId)![row.language] = row.name;
  return names;
}

/** Products' first images, by product id. */
export async function firstImagesOf(db: Database, ids: string[]): Promise<Map<string, string>> {
  const rows = await db
    .selectDistinctOn([productImages.productId], {
      productId: productImages.productId,
      path: productImages.path,
    })
    .from(productImages)
    .where(inArray(productImages.productId, ids))
    .orderBy(productImages.productId, productImages.position);
  return new Map(rows.map((row) => [row.productId, row.path]));
}

/**
 * What pricing needs of the products of `ids` that the shop sells, in any order: a hidden
 * product is not for sale (its id is left out, as an unknown one is).
 */
export function pricedProducts(db: Database, ids: string[]) {
  return db
    .select({
      id: products.id,
      slug: products.slug,
      price: products.price,
      discountPrice: products.discountPrice,
      stock: products.stock,
    })
    .from(products)
    .where(and(inArray(products.id, ids), eq(products.visible, true)));
}

/**
 * The switched-on promotions of an order's goods (scope ORDER): those of products and categories
 * are in the products' discount prices already, and must not count twice.
 */
export function activePromotions(db: Database): Promise<PromotionRow[]> {
  return db
    .select()
    .from(promotions)
    .where(and(eq(promotions.active, true), eq(promotions.scope, 'ORDER')));
}
