import { and, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { products } from '../../db/schema';

/**
 * Sets the discount price the storefront shows to the one the products' prices give them now,
 * for the products named (all when none are), and answers the ids whose price changed.
 */
export async function setDiscountPrices(
  tx: Database,
  productIds: readonly string[] | 'all',
): Promise<string[]> {
  const discount: SQL = sql`${products.salePrice}`;
  const rows = await tx
    .update(products)
    .set({ discountPrice: discount })
    .where(
      and(
        productIds === 'all' ? undefined : inArray(products.id, [...productIds]),
        sql`${products.discountPrice} is distinct from ${discount}`,
      ),
    )
    .returning({ id: products.id });
  return rows.map((row) => row.id);
}
