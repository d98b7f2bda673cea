import type { StockCorrectionInput, SupplyDraftInput } from '@storefront/shared/admin';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../src/db/database';
import { products, stockMovements } from '../../src/db/schema';
import { ORIGIN } from './orders';
import type { TestApp } from './test-app';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A back-office request as a signed-in staff member (their session cookie). */
export function asStaff(
  t: TestApp,
  cookie: string,
  method: Method,
  url: string,
  payload?: unknown,
) {
  return t.app.inject({
    method,
    url: `/api/v1/admin/${url}`,
    headers: { origin: ORIGIN, cookie },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

export const correct = (t: TestApp, cookie: string, body: StockCorrectionInput) =>
  asStaff(t, cookie, 'POST', 'stock/corrections?lang=en', body);

export const draftSupply = (t: TestApp, cookie: string, body: SupplyDraftInput) =>
  asStaff(t, cookie, 'POST', 'supplies?lang=en', body);

/**
 * The products whose stock is not the sum of their movements (none, while every change of stock
 * is recorded), with both figures.
 */
export async function unrecordedStock(t: TestApp) {
  const result = (await t.db.execute(sql`
    select ${products.slug} as slug, ${products.stock} as stock,
      coalesce((select sum(${stockMovements.quantity}) from ${stockMovements}
        where ${stockMovements.productId} = ${products.id}), 0)::int as recorded
    from ${products}
  `)) as unknown as { rows: { slug: string; stock: number; recorded: number }[] };
  return result.rows.filter((row) => row.stock !== row.recorded);
}

/**
 * A product's movements oldest first, checked as a chain: each one's stock after is the one
 * before's plus its quantity, never below zero. Answers the breaks (none when no unit was lost).
 */
export async function brokenChain(db: Database, productId: string) {
  const rows = await db
    .select({ quantity: stockMovements.quantity, stockAfter: stockMovements.stockAfter })
    .from(stockMovements)
    .where(eq(stockMovements.productId, productId))
    .orderBy(stockMovements.createdAt);
  const breaks: string[] = [];
  let stock = 0;
  rows.forEach((row, index) => {
    if (row.stockAfter !== stock + row.quantity || row.stockAfter < 0)
      breaks.push(
        `#${index}: ${stock} ${row.quantity >= 0 ? '+' : ''}${row.quantity} → ${row.stockAfter}`,
      );
    stock = row.stockAfter;
  });
  return { breaks, movements: rows.length, last: stock };
}
