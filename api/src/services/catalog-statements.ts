import type { Language } from '@storefront/shared/core';
import { and, asc, desc, eq, ne, sql, type Placeholder } from 'drizzle-orm';
import type { Database } from '../db/database';
import { productImages } from '../db/schema';
import { brands, categories, firstImage, products, textsOf } from './catalog-queries';

export const RELATED_COUNT = 4;

/** The columns of a product card, with texts in the language (or the store's main one). */
export function summaryColumns(lang: Language | Placeholder) {
  const texts = textsOf(lang);
  return {
    texts,
    columns: {
      id: products.id,
      slug: products.slug,
      name: texts.name,
      price: products.price,
      discountPrice: products.discountPrice,
      stock: products.stock,
      featured: products.featured,
      arrivedAt: products.arrivedAt,
      image: firstImage,
      categorySlug: categories.slug,
      categoryName: categories.name,
      brandSlug: brands.slug,
      brandName: brands.name,
    },
  };
}

/** Product cards: products with their category, brand and texts in the language. */
function selectCards(db: Database) {
  const { texts, columns } = summaryColumns(sql.placeholder('lang'));
  return db
    .select(columns)
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(brands, eq(brands.id, products.brandId))
    .leftJoin(texts.own, texts.joinOwn)
    .leftJoin(texts.main, texts.joinMain);
}

/** Product cards in any order, by id; the caller puts them in its own order. */
function summariesByIds(db: Database) {
  return selectCards(db)
    .where(sql`${products.id} = any(${sql.placeholder('ids')}::uuid[])`)
    .prepare('catalog_summaries_by_ids');
}

function productBySlug(db: Database) {
  const { texts, columns } = summaryColumns(sql.placeholder('lang'));
  return db
    .select({
      ...columns,
      description: texts.description,
      attributes: products.attributes,
      categoryId: products.categoryId,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(brands, eq(brands.id, products.brandId))
    .leftJoin(texts.own, texts.joinOwn)
    .leftJoin(texts.main, texts.joinMain)
    .where(eq(products.slug, sql.placeholder('slug')))
    .limit(1)
    .prepare('catalog_product_by_slug');
}

function imagesOf(db: Database) {
  return db
    .select({ path: productImages.path })
    .from(productImages)
    .where(eq(productImages.productId, sql.placeholder('productId')))
    .orderBy(asc(productImages.position))
    .prepare('catalog_product_images');
}

/** Other products of the category: in stock first, then featured, then newest (one index). */
function relatedTo(db: Database) {
  return selectCards(db)
    .where(
      and(
        eq(products.categoryId, sql.placeholder('categoryId')),
        ne(products.id, sql.placeholder('productId')),
      ),
    )
    .orderBy(desc(sql`${products.stock} > 0`), desc(products.featured), desc(products.arrivedAt))
    .limit(RELATED_COUNT)
    .prepare('catalog_related_products');
}

const make = (db: Database) => ({
  summariesByIds: summariesByIds(db),
  productBySlug: productBySlug(db),
  imagesOf: imagesOf(db),
  relatedTo: relatedTo(db),
});

type Statements = ReturnType<typeof make>;

/** A product card's row, as the queries give it. */
export type SummaryRow = Awaited<ReturnType<Statements['summariesByIds']['execute']>>[number];

const prepared = new WeakMap<Database, Statements>();

/**
 * The catalog's fixed queries, built once per database and prepared by name, so PostgreSQL
 * parses and plans them once per connection instead of on every request.
 */
export function statementsFor(db: Database): Statements {
  let statements = prepared.get(db);
  if (!statements) {
    statements = make(db);
    prepared.set(db, statements);
  }
  return statements;
}
