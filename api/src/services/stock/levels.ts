import type {
  StockHistory,
  StockLevel,
  StockLevelFilter,
  StockPage,
  StockSort,
} from '@storefront/shared/admin';
import type { Language } from '@storefront/shared/core';
import type { Database } from '../../db/database';
import { notFound } from '../../errors';
import { levelOf, pageOfLevels } from './repository/levels';
import { movementsOf } from './repository/movements';
import { pageOf, toLevel, toMovement } from './views';

export interface StockLevelsQuery {
  lang: Language;
  q?: string;
  level?: StockLevelFilter;
  hidden?: boolean;
  sort: StockSort;
  page: number;
  limit: number;
}

/** Products with their stock: searched, filtered, the lowest stock (or by name) first. */
export async function listStockLevels(
  db: Database,
  query: StockLevelsQuery,
): Promise<StockPage<StockLevel>> {
  const { rows, total } = await pageOfLevels(db, {
    ...query,
    offset: (query.page - 1) * query.limit,
  });
  return pageOf(rows.map(toLevel), total, query);
}

/** A product with its stock, or 404 PRODUCT_NOT_FOUND. */
export async function findLevel(
  db: Database,
  productId: string,
  lang: Language,
): Promise<StockLevel> {
  const row = await levelOf(db, productId, lang);
  if (!row) throw notFound('PRODUCT_NOT_FOUND', `No product has the id ${productId}`);
  return toLevel(row);
}

/** A product's stock history: its movements, newest first, a page at a time. */
export async function readStockHistory(
  db: Database,
  productId: string,
  query: { lang: Language; page: number; limit: number },
): Promise<StockHistory> {
  const product = await findLevel(db, productId, query.lang);
  const { rows, total } = await movementsOf(db, productId, {
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  return { product, ...pageOf(rows.map(toMovement), total, query) };
}
