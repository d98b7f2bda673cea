import type { Language, ProductSort } from '@storefront/shared/core';
import { count, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/database';
import { products } from '../../../db/schema';
import {
  filtersOf,
  nameMatchesFirst,
  nameSearchQuery,
  orderOf,
  searchQuery,
  textsOf,
  type ProductFilters,
} from './expressions';
import { cardsInOrder } from './cards';

export interface ListQuery extends ProductFilters {
  lang: Language;
  sort: ProductSort;
  page: number;
  limit: number;
}

/** A listing's words as a text search takes them: null when they hold no word, undefined without. */
type Search = string | null | undefined;

/**
 * What a listing's statements depend on apart from their values: which filters it has, whether
 * its words make a search at all, and its order: under two thousand shapes, far fewer in use.
 */
function shapeOf(query: ListQuery, search: Search): string {
  const { category, brand, minPrice, maxPrice, inStock, featured, discounted } = query;
  const words = search === undefined ? '' : search === null ? 'none' : 'words';
  const prices = [minPrice, maxPrice].map((value) => value !== undefined);
  const flags = [category, brand, inStock, featured, discounted].map(Boolean);
  return [...flags, ...prices].map(Number).join('') + `:${words}:${query.sort}`;
}

/** The values a listing's statements take, by placeholder name (see `filtersOf`). */
function valuesOf(query: ListQuery, search: Search) {
  return {
    lang: query.lang,
    category: query.category,
    brand: query.brand,
    minPrice: query.minPrice,
    maxPrice: query.maxPrice,
    search,
    nameSearch: search ? nameSearchQuery(query.q!) : undefined,
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  };
}

/**
 * A listing's two statements for one shape, values left as placeholders: the page of cards (the
 * page's ids, read in order from an index, with only those products joined) and the total.
 */
function statementsOf(db: Database, query: ListQuery, search: Search, name: string) {
  const searching = typeof search === 'string';
  const lang = sql.placeholder('lang');
  const texts = textsOf(lang);
  const where = filtersOf(query, texts.own);
  // Searching and sorting by name need the texts in the language; nothing else does.
  const needsTexts = Boolean(query.q) || query.sort === 'name';
  // The selections are explicit, so the joins leave the rows' type as it is.
  const narrow = <T extends PgSelect>(select: T): T => {
    let joined: PgSelect = select;
    if (needsTexts) joined = joined.innerJoin(texts.own, texts.joinOwn);
    return joined.where(where) as T;
  };
  const order = orderOf(query.sort, texts.own);
  const pageIds = narrow(db.select({ id: products.id }).from(products).$dynamic())
    .orderBy(...(searching ? [nameMatchesFirst(texts.own), ...order] : order))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
  return {
    page: cardsInOrder(db, pageIds, lang).prepare(`catalog_page_${name}`),
    total: narrow(db.select({ value: count() }).from(products).$dynamic()).prepare(
      `catalog_total_${name}`,
    ),
  };
}

type Statements = ReturnType<typeof statementsOf>;

const built = new WeakMap<Database, Map<string, Statements>>();

/**
 * A listing's statements, built once per shape and database and prepared by name: a request
 * only fills in its values, and PostgreSQL parses and plans each shape once per connection.
 * The values stay parameters, never text in the statement.
 */
export function listingStatements(db: Database, query: ListQuery) {
  let shapes = built.get(db);
  if (!shapes) built.set(db, (shapes = new Map()));
  const search = query.q ? searchQuery(query.q) : undefined;
  const shape = shapeOf(query, search);
  let statements = shapes.get(shape);
  if (!statements) {
    statements = statementsOf(db, query, search, shape.replace(/\W/g, '_'));
    shapes.set(shape, statements);
  }
  const values = valuesOf(query, search);
  return {
    page: () => statements.page.execute(values),
    total: async () => {
      const [total] = await statements.total.execute(values);
      return Number(total?.value ?? 0);
    },
  };
}
