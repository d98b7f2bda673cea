import type { Language } from '@storefront/shared/core';
import { and, eq, sql, type Placeholder, type SQLWrapper } from 'drizzle-orm';
import { alias, type SelectedFields } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/database';
import { brands, categories, productImages, productTexts, products } from '../../../db/schema';
import { firstImage, firstImageOf, isShown, mainText, textsOf } from './expressions';

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
export function selectCards(db: Database) {
  const { texts, columns } = summaryColumns(sql.placeholder('lang'));
  return db
    .select(columns)
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(brands, eq(brands.id, products.brandId))
    .leftJoin(texts.own, texts.joinOwn);
}

/** A related product's card as the detail's statement gives it: its category is the product's. */
export type RelatedRow = Omit<SummaryRow, 'arrivedAt' | 'categorySlug' | 'categoryName'> & {
  /** As JSON gives a timestamp: text. */
  arrivedAt: string;
};

/**
 * The product's related products as a JSON array of cards: other products of its category, in
 * stock first, then featured, then newest (read from one index), joined to their brand and texts
 * after the limit, so only those few rows are joined.
 */
function relatedCards(lang: Placeholder) {
  const related = alias(products, 'related');
  const brand = alias(brands, 'related_brand');
  const own = alias(productTexts, 'related_own_text');
  const order = sql`${related.stock} > 0 desc, ${related.featured} desc, ${related.arrivedAt} desc`;
  return sql<RelatedRow[]>`coalesce((
    select json_agg(json_build_object(
      'id', ${related.id}, 'slug', ${related.slug}, 'name', coalesce(${own.name}, ${mainText(related.id, 'name')}),
      'price', ${related.price}, 'discountPrice', ${related.discountPrice},
      'stock', ${related.stock}, 'featured', ${related.featured},
      'arrivedAt', ${related.arrivedAt}, 'image', ${firstImageOf(related.id)},
      'brandSlug', ${brand.slug}, 'brandName', ${brand.name}
    ) order by ${order})
    from (
      select * from ${products} ${related}
      where ${related.categoryId} = ${products.categoryId} and ${related.id} <> ${products.id}
        and ${related.visible}
      order by ${order}
      limit ${sql.raw(String(RELATED_COUNT))}
    ) ${related}
    left join ${brands} ${brand} on ${brand.id} = ${related.brandId}
    left join ${productTexts} ${own} on ${own.productId} = ${related.id} and ${own.language} = ${lang}
  ), '[]'::json)`;
}

/** The product's images in their order, as a JSON array of paths. */
const imagesOf = sql<string[]>`coalesce((
  select json_agg(${productImages.path} order by ${productImages.position})
  from ${productImages} where ${productImages.productId} = ${products.id}
), '[]'::json)`;

/** Their descriptions per language, in the same order. */
const imageAltsOf = sql<Partial<Record<Language, string>>[]>`coalesce((
  select json_agg(${productImages.alt} order by ${productImages.position})
  from ${productImages} where ${productImages.productId} = ${products.id}
), '[]'::json)`;

/** Everything the product page shows, in one statement: the product, its images and related products. */
function productBySlug(db: Database) {
  const lang = sql.placeholder('lang');
  const { texts, columns } = summaryColumns(lang);
  return db
    .select({
      ...columns,
      description: texts.description,
      attributes: products.attributes,
      images: imagesOf,
      imageAlts: imageAltsOf,
      related: relatedCards(lang),
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(brands, eq(brands.id, products.brandId))
    .leftJoin(texts.own, texts.joinOwn)
    .where(and(eq(products.slug, sql.placeholder('slug')), isShown))
    .limit(1)
    .prepare('catalog_product_page');
}

/**
 * A page of product cards in the order of the ids `ids` selects, in one statement: the ids'
 * query runs inside it (read in order from an index), and only those products are joined.
 * `more` adds columns of the products to the cards' (the back office's list reads a few more).
 */
export function cardsInOrder<More extends SelectedFields = Record<never, never>>(
  db: Database,
  ids: SQLWrapper,
  lang: Language | Placeholder,
  more: More = {} as More,
) {
  const { texts, columns } = summaryColumns(lang);
  return db
    .select({ ...columns, ...more })
    .from(sql`unnest(array(${ids})) with ordinality as page(id, position)`)
    .innerJoin(products, sql`${products.id} = page.id`)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(brands, eq(brands.id, products.brandId))
    .leftJoin(texts.own, texts.joinOwn)
    .orderBy(sql`page.position`);
}

/** Product cards shown on the storefront, in any order, by id; the caller puts them in order. */
function summariesByIds(db: Database) {
  return selectCards(db)
    .where(and(sql`${products.id} = any(${sql.placeholder('ids')}::uuid[])`, isShown))
    .prepare('catalog_summaries_by_ids');
}

const make = (db: Database) => ({
  summariesByIds: summariesByIds(db),
  productBySlug: productBySlug(db),
});

type Statements = ReturnType<typeof make>;

/** A product card's row, as the queries give it. */
export type SummaryRow = Awaited<ReturnType<ReturnType<typeof summariesByIds>['execute']>>[number];

const prepared = new WeakMap<Database, Statements>();

/**
 * The catalog's fixed queries, built once per database and prepared by name, so PostgreSQL
 * parses and plans them once per connection instead of on every request.
 */
function statementsFor(db: Database): Statements {
  let statements = prepared.get(db);
  if (!statements) {
    statements = make(db);
    prepared.set(db, statements);
  }
  return statements;
}

/** Product cards of the ids, in any order; ids of products that do not exist are left out. */
export const cardsByIds = (db: Database, ids: string[], lang: Language) =>
  statementsFor(db).summariesByIds.execute({ ids, lang });

/** The product page's row (see `productBySlug`); none for a slug unknown. */
export const productPageBySlug = (db: Database, slug: string, lang: Language) =>
  statementsFor(db).productBySlug.execute({ slug, lang });
