import { and, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { products, promotionCategories, promotionProducts, promotions } from '../../../db/schema';

/** The targeted (PRODUCTS, CATEGORIES) promotions that are switched on and running at `now`. */
const runningTargeted = (now: Date): SQL =>
  sql`${promotions.active} and ${promotions.scope} <> 'ORDER'
    and (${promotions.startsAt} is null or ${promotions.startsAt} <= ${now})
    and (${promotions.endsAt} is null or ${now} < ${promotions.endsAt})`;

/**
 * The price the running targeted promotions of the product being written (its own, or its
 * category's) give it: the lowest, or null when none gives one below its price. PERCENT takes
 * off the floored percentage (as an order's promotion does: pricing.ts), AMOUNT its value; never
 * below 1 minor unit. Correlated with the `products` row of the surrounding statement.
 */
const promotedPrice = (now: Date): SQL => sql`(
  select min(candidate.price) from (
    select greatest(1, case when ${promotions.type} = 'PERCENT'
        then ${products.price} - (${products.price}::bigint * ${promotions.value}) / 100
        else ${products.price}::bigint - ${promotions.value} end)::int as price
    from ${promotions}
    where ${runningTargeted(now)} and (
      (${promotions.scope} = 'PRODUCTS' and exists (
        select 1 from ${promotionProducts}
        where ${promotionProducts.promotionId} = ${promotions.id}
          and ${promotionProducts.productId} = ${products.id}))
      or (${promotions.scope} = 'CATEGORIES' and exists (
        select 1 from ${promotionCategories}
        where ${promotionCategories.promotionId} = ${promotions.id}
          and ${promotionCategories.categoryId} = ${products.categoryId})))
  ) as candidate
  where candidate.price < ${products.price})`;

/**
 * Sets the discount price the storefront shows to the one the products' prices give them at
 * `now`: the lower of the staff's own sale price and the running promotions' price (`least`
 * passes over nulls: null only when neither gives one), for the products named (or all), and
 * answers the ids whose price changed.
 */
export async function setDiscountPrices(
  tx: Database,
  productIds: readonly string[] | 'all',
  now: Date,
): Promise<string[]> {
  const discount: SQL = sql`least(${products.salePrice}, ${promotedPrice(now)})`;
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

/**
 * The products whose price a targeted promotion's start or end in (`since`, `now`] may have
 * changed: those it names, and those of the categories it names.
 */
export async function productsWithBoundaryBetween(
  db: Database,
  since: Date,
  now: Date,
): Promise<string[]> {
  const crossed = sql`${promotions.active} and ${promotions.scope} <> 'ORDER' and (
    (${promotions.startsAt} > ${since} and ${promotions.startsAt} <= ${now})
    or (${promotions.endsAt} > ${since} and ${promotions.endsAt} <= ${now}))`;
  const ids = db.select({ id: promotions.id }).from(promotions).where(crossed);
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(
      sql`${products.id} in (select ${promotionProducts.productId} from ${promotionProducts}
          where ${inArray(promotionProducts.promotionId, ids)})
        or ${products.categoryId} in (select ${promotionCategories.categoryId} from ${promotionCategories}
          where ${inArray(promotionCategories.promotionId, ids)})`,
    );
  return rows.map((row) => row.id);
}

/** The next start or end of a switched-on targeted promotion after `now`, if any. */
export async function nextBoundaryAfter(db: Database, now: Date): Promise<Date | null> {
  const [row] = await db
    .select({
      next: sql<string | null>`least(
        min(case when ${promotions.startsAt} > ${now} then ${promotions.startsAt} end),
        min(case when ${promotions.endsAt} > ${now} then ${promotions.endsAt} end))`,
    })
    .from(promotions)
    .where(sql`${promotions.active} and ${promotions.scope} <> 'ORDER'`);
  return row?.next ? new Date(row.next) : null;
}
