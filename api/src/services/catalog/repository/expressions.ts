import type { Language, ProductQuery, ProductSort } from '@storefront/shared/core';
import {
  and,
  asc,
  desc,
  eq,
  gt,
  gte,
  isNotNull,
  lte,
  sql,
  type Placeholder,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  brands,
  categories,
  productImages,
  productTexts,
  products,
  stores,
} from '../../../db/schema';
import { foldDiacritics } from '../../../db/search-folding';

/** The shopper's price: the discount price when there is one. */
export const effectivePrice = sql<number>`coalesce(${products.discountPrice}, ${products.price})`;

/** The share of the price a discount takes off, 0 without one. */
export const discountShare = sql<number>`coalesce((${products.price} - ${products.discountPrice})::float8 / ${products.price}, 0)`;

/**
 * The store's main language, whose texts stand in for a language a product lacks; null when it
 * is none of the storefront's. Typed as the column's enum, so the texts' primary key serves the join.
 */
export const mainLanguage = sql`(
  select case when ${stores.mainInfo}->>'languageCode' in ('en', 'pl', 'ru', 'ua')
    then (${stores.mainInfo}->>'languageCode')::language end
  from ${stores} limit 1
)`;

/**
 * A product's text in the store's main language, read only where the requested language has
 * none (coalesce evaluates it only then), so a listing probes the texts once a product.
 */
export const mainText = (productId: SQLWrapper, column: 'name' | 'description') => {
  const main = alias(productTexts, 'main_text');
  return sql`(select ${main[column]} from ${productTexts} ${main} where ${main.productId} = ${productId} and ${main.language} = ${mainLanguage})`;
};

/**
 * Texts in the requested language, joined by the caller, falling back to the store's main
 * language.
 */
export function textsOf(lang: Language | Placeholder) {
  const own = alias(productTexts, 'own_text');
  return {
    own,
    joinOwn: and(eq(own.productId, products.id), eq(own.language, lang)),
    name: sql<string>`coalesce(${own.name}, ${mainText(products.id, 'name')})`,
    description: sql<string>`coalesce(${own.description}, ${mainText(products.id, 'description')})`,
  };
}

/** The first image of a product, in the same query (no query per product). */
export const firstImageOf = (productId: SQLWrapper) => sql<string | null>`(
  select ${productImages.path} from ${productImages}
  where ${productImages.productId} = ${productId}
  order by ${productImages.position} limit 1
)`;

export const firstImage = firstImageOf(products.id);

/**
 * The listing's order, with the product id last so pages never overlap. Sorting by name (and
 * searching) joins the texts in the requested language: a product without a name in that
 * language is left out of such a list (the seed and the catalog's writers give every product a
 * text in every storefront language).
 */
export function orderOf(sort: ProductSort, own: ReturnType<typeof textsOf>['own']): SQL[] {
  switch (sort) {
    case 'price-asc':
      return [asc(effectivePrice), asc(products.id)];
    case 'price-desc':
      return [desc(effectivePrice), asc(products.id)];
    case 'discount':
      return [desc(discountShare), desc(products.arrivedAt), desc(products.id)];
    case 'name':
      // Code-point order of the lowercased name, the same on PostgreSQL and PGlite, read from
      // the index on (language, lower(name) collate "C", product_id).
      return [sql`lower(${own.name}) collate "C"`, asc(own.productId)];
    case 'newest':
      // Read backwards from an index on (arrived_at, id), which holds the page's ids itself.
      return [desc(products.arrivedAt), desc(products.id)];
  }
}

/** What a listing can filter on; `q` is words to find in the texts of the requested language. */
export type ProductFilters = Omit<ProductQuery, 'lang' | 'page' | 'limit' | 'sort'>;

/**
 * A prefix query for to_tsquery from free text: letters and digits only (any script), every
 * word required, each matching as a prefix ("sen kyo" finds "Sencha Kyoto"), in any case and
 * with or without diacritics, as the texts are indexed ("liscia" finds "liściasta").
 */
export function searchQuery(text: string): string | null {
  const words = searchWords(text);
  return words.length ? words.map((word) => `${word}:*`).join(' & ') : null;
}

/** The same words found in the name alone (weight A of the index, see `productTexts`). */
export function nameSearchQuery(text: string): string | null {
  const words = searchWords(text);
  return words.length ? words.map((word) => `${word}:*A`).join(' & ') : null;
}

/**
 * The words of a search as a query of name lexemes without weights (`products.name_search`
 * holds the names alone), each a prefix; null for no word.
 */
export function nameLexemesQuery(text: string): string | null {
  const words = searchWords(text);
  return words.length ? words.map((word) => `${word}:*`).join(' & ') : null;
}

const searchWords = (text: string) =>
  foldDiacritics(text.toLowerCase())
    .match(/[\p{L}\p{N}]+/gu)
    ?.slice(0, 8) ?? [];

/**
 * A search's first order: the products whose names have every word come before those that have
 * some only in their descriptions, whatever the sort within each (in every language alike).
 */
export const nameMatchesFirst = (own: ReturnType<typeof textsOf>['own']): SQL =>
  sql`(${own.search} @@ to_tsquery('simple', ${sql.placeholder('nameSearch')})) desc`;

/** A product the storefront shows: hidden ones are the back office's only. */
export const isShown = eq(products.visible, true);

/**
 * The conditions of a listing for the filters it has, hidden products always left out. Values
 * are placeholders (`category`, `brand`, `minPrice`, `maxPrice`, `search`: the words as
 * `searchQuery` gives them), so one statement serves every listing with the same filters.
 */
export function filtersOf(
  filters: ProductFilters,
  own: ReturnType<typeof textsOf>['own'],
): SQL | undefined {
  const value = (name: string) => sql.placeholder(name);
  const conditions: (SQL | undefined)[] = [
    isShown,
    // By id from a subquery rather than a join, so an index on (category_id, …) gives the order.
    filters.category
      ? eq(
          products.categoryId,
          sql`(select ${categories.id} from ${categories} where ${categories.slug} = ${value('category')})`,
        )
      : undefined,
    filters.brand
      ? eq(
          products.brandId,
          sql`(select ${brands.id} from ${brands} where ${brands.slug} = ${value('brand')})`,
        )
      : undefined,
    filters.minPrice !== undefined ? gte(effectivePrice, value('minPrice')) : undefined,
    filters.maxPrice !== undefined ? lte(effectivePrice, value('maxPrice')) : undefined,
    filters.inStock ? gt(products.stock, 0) : undefined,
    filters.featured ? eq(products.featured, true) : undefined,
    filters.discounted ? isNotNull(products.discountPrice) : undefined,
  ];
  if (filters.q)
    conditions.push(
      searchQuery(filters.q) === null
        ? sql`false`
        : sql`${own.search} @@ to_tsquery('simple', ${value('search')})`,
    );
  return and(...conditions);
}
