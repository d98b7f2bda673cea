import type { AdminProductFilters, ShopLanguages } from '@storefront/shared/admin';
import type { Language } from '@storefront/shared/core';
import { and, desc, eq, gt, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/database';
import { brands, categories, productTexts, products } from '../../../db/schema';
import { cardsInOrder } from '../../catalog/repository/cards';
import { nameLexemesQuery } from '../../catalog/repository/expressions';

/*
 * The back office's product list: every product (hidden ones too), newest first, read from the
 * index on (created_at, id). A page is one statement, as the storefront's listings are: the page's
 * ids (products alone, filtered and ordered), then only those products' cards joined.
 */

export interface AdminListQuery extends AdminProductFilters {
  lang: Language;
  page: number;
  limit: number;
}

/**
 * The products lacking a complete text in one of the languages: their `text_gaps` (kept by the
 * database's triggers on the texts) meet the languages, read through its GIN index.
 */
const lacking = (languages: readonly Language[]) =>
  sql`${products.textGaps} && array[${sql.join(
    languages.map((language) => sql`${language}`),
    sql`, `,
  )}]::language[]`;

/**
 * The products whose names have every word (in any of their languages: `products.name_search`
 * holds the words of them all, kept by the database's triggers on the texts), or whose slug is
 * the text typed: one condition on products, read through the names' GIN index and the slug's
 * unique one, so the page and the total cost what the search finds, not the catalog's size.
 */
function searchOf(q: string): SQL {
  const bySlug = eq(products.slug, q.trim().toLowerCase());
  const words = nameLexemesQuery(q);
  return words === null
    ? bySlug
    : or(bySlug, sql`${products.nameSearch} @@ to_tsquery('simple', ${words})`)!;
}

/** What a list's query narrows the products by: its filters, and the products its words find. */
export interface AdminSelection {
  where: SQL | undefined;
}

/** The conditions of the filters given, and the search's products; values are parameters. */
export function adminSelection(
  query: AdminProductFilters,
  languages: ShopLanguages,
): AdminSelection {
  const missing =
    query.missing === undefined
      ? undefined
      : lacking(query.missing === 'any' ? languages.all : [query.missing]);
  const where = and(
    query.category
      ? eq(
          products.categoryId,
          sql`(select ${categories.id} from ${categories} where ${categories.slug} = ${query.category})`,
        )
      : undefined,
    query.brand
      ? eq(
          products.brandId,
          sql`(select ${brands.id} from ${brands} where ${brands.slug} = ${query.brand})`,
        )
      : undefined,
    query.inStock === undefined
      ? undefined
      : query.inStock
        ? gt(products.stock, 0)
        : eq(products.stock, 0),
    query.discounted === undefined
      ? undefined
      : query.discounted
        ? isNotNull(products.discountPrice)
        : isNull(products.discountPrice),
    query.hidden === undefined ? undefined : eq(products.visible, !query.hidden),
    missing,
    query.q ? searchOf(query.q) : undefined,
  );
  return { where };
}

/** The products of a selection, as a query to add columns to. */
function selected<T extends PgSelect>(select: T, { where }: AdminSelection): T {
  return select.where(where) as T;
}

/** A page of the list's rows, in order. */
export function adminProductRows(db: Database, query: AdminListQuery, selection: AdminSelection) {
  const ids = selected(db.select({ id: products.id }).from(products).$dynamic(), selection)
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  return cardsInOrder(db, ids, query.lang, {
    salePrice: products.salePrice,
    visible: products.visible,
    version: products.version,
  });
}

export type AdminRow = Awaited<ReturnType<typeof adminProductRows>>[number];

/** The count of a selection's products, as a query. */
export const adminCount = (db: Database, selection: AdminSelection) =>
  selected(
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(products)
      .$dynamic(),
    selection,
  );

/** How many products a selection holds. */
export async function countAdminProducts(db: Database, selection: AdminSelection) {
  const [row] = await adminCount(db, selection);
  return row?.count ?? 0;
}

/** Which of the languages each product has a complete text in (for the rows' gaps). */
export async function completeLanguagesOf(
  db: Database,
  ids: string[],
): Promise<Map<string, Language[]>> {
  const rows = ids.length
    ? await db
        .select({ productId: productTexts.productId, language: productTexts.language })
        .from(productTexts)
        .where(
          and(
            inArray(productTexts.productId, ids),
            sql`${productTexts.name} <> '' and ${productTexts.description} <> ''`,
          ),
        )
    : [];
  const complete = new Map<string, Language[]>();
  for (const row of rows)
    complete.set(row.productId, [...(complete.get(row.productId) ?? []), row.language]);
  return complete;
}
