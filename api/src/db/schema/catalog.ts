import { LANGUAGES, type LocalizedText } from '@storefront/shared/core';
import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { FOLDED_FROM, FOLDED_TO } from '../search-folding';
import { createdAt, updatedAt } from './columns';
import { languageEnum } from './enums';

export const categories = pgTable('categories', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  description: jsonb('description').$type<LocalizedText>().notNull(),
  image: text('image'),
  position: integer('position').notNull().default(0),
});

export const brands = pgTable('brands', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  country: text('country'),
});

export interface ProductAttribute {
  name: LocalizedText;
  value: LocalizedText;
}

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Products; prices are integer minor units of the store's main currency. */
export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id),
    brandId: uuid('brand_id').references(() => brands.id),
    price: integer('price').notNull(),
    /**
     * What a discounted product costs the shopper: the lower of `salePrice` and the price the
     * running promotions of its own or its category's give it (kept so by the promotions'
     * service whenever one of them changes). Every storefront read and an order's price use it.
     */
    discountPrice: integer('discount_price'),
    /** The discount price staff set on the product itself (the product form's "discount"). */
    salePrice: integer('sale_price'),
    /** Hidden products are in the back office only: no listing, page, search or order has them. */
    visible: boolean('visible').notNull().default(true),
    /** Raised by every save of the product's own fields (not by stock), against lost updates. */
    version: integer('version').notNull().default(1),
    /**
     * The languages the product lacks a complete text in (a name and a description): every one
     * until its texts are written, then kept by the triggers on product_texts (migration 0010).
     * The back office's "missing a text" filter reads it through its GIN index.
     */
    textGaps: languageEnum('text_gaps')
      .array()
      .notNull()
      .default(sql`enum_range(null::language)`),
    /**
     * The words of the product's names in every language (folded as the texts' own search), kept
     * by the same triggers: the back office's search reads it through its GIN index.
     */
    nameSearch: tsvector('name_search')
      .notNull()
      .default(sql`''::tsvector`),
    stock: integer('stock').notNull().default(0),
    featured: boolean('featured').notNull().default(false),
    attributes: jsonb('attributes').$type<ProductAttribute[]>().notNull().default([]),
    arrivedAt: timestamp('arrived_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('products_price_positive', sql`${table.price} > 0`),
    // Each index serves a listing's filter and order, so a page is read from the index in order.
    index('products_effective_price_idx').on(sql`coalesce(${table.discountPrice}, ${table.price})`),
    index('products_featured_idx')
      .on(table.featured, table.arrivedAt, table.id)
      .where(sql`${table.visible} = true`),
    check('products_stock_not_negative', sql`${table.stock} >= 0`),
    check(
      'products_sale_below_price',
      sql`${table.salePrice} IS NULL OR (${table.salePrice} > 0 AND ${table.salePrice} < ${table.price})`,
    ),
    check(
      'products_discount_below_price',
      sql`${table.discountPrice} IS NULL OR (${table.discountPrice} > 0 AND ${table.discountPrice} < ${table.price})`,
    ),
    index('products_category_idx')
      .on(table.categoryId, table.arrivedAt, table.id)
      .where(sql`${table.visible} = true`),
    index('products_category_price_idx').on(
      table.categoryId,
      sql`coalesce(${table.discountPrice}, ${table.price})`,
    ),
    // Related products: the category's in-stock ones first, then featured, then newest.
    index('products_related_idx').on(
      table.categoryId,
      sql`(${table.stock} > 0)`,
      table.featured,
      table.arrivedAt,
    ),
    // The discounts list: the biggest share off first, read backwards, discounted products only.
    index('products_discount_share_idx')
      .on(
        sql`coalesce((${table.price} - ${table.discountPrice})::float8 / ${table.price}, 0)`,
        table.arrivedAt,
        table.id,
      )
      .where(sql`${table.discountPrice} is not null`),
    index('products_brand_idx').on(table.brandId),
    // The back office's product list, newest first; and its products missing a text.
    index('products_created_idx').on(table.createdAt, table.id),
    index('products_text_gaps_idx').using('gin', table.textGaps),
    index('products_name_search_idx').using('gin', table.nameSearch),
    // The storefront's lists read products it shows only: these indexes hold nothing else, so a
    // deep page or a total is read from the index alone, as before products could be hidden.
    index('products_arrived_idx')
      .on(table.arrivedAt, table.id)
      .where(sql`${table.visible} = true`),
  ],
);

/** A text column with its letters' diacritics dropped (see `foldDiacritics`). */
const folded = (column: string) =>
  sql.raw(`translate(${column}, '${FOLDED_FROM}', '${FOLDED_TO}')`);

/**
 * A product's name and description in one language, with a full-text index of both. The
 * `simple` configuration (no stemming) serves every language alike, Cyrillic included; it
 * lowercases, and the texts are indexed without diacritics, so neither matters to a search.
 */
export const productTexts = pgTable(
  'product_texts',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    language: languageEnum('language').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`setweight(to_tsvector('simple', ${folded('name')}), 'A') || setweight(to_tsvector('simple', ${folded('description')}), 'B')`,
      ),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.language] }),
    index('product_texts_name_idx').on(
      table.language,
      sql`lower(${table.name}) collate "C"`,
      table.productId,
    ),
    // One full-text index per language, so a search reads only its language's entries.
    ...LANGUAGES.map((language) =>
      index(`product_texts_search_${language}_idx`)
        .using('gin', table.search)
        .where(sql`${table.language} = ${sql.raw(`'${language}'`)}`),
    ),
  ],
);

export const productImages = pgTable(
  'product_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /**
     * A path under the API's image store, e.g. `products/ethiopia-yirgacheffe.svg`, or an
     * uploaded picture's, `uploads/<id>.webp` (its bytes in `image_uploads`).
     */
    path: text('path').notNull(),
    position: integer('position').notNull().default(0),
    /** The picture described for those who cannot see it, per language (the name when absent). */
    alt: jsonb('alt').$type<Partial<LocalizedText>>().notNull().default({}),
  },
  (table) => [index('product_images_product_idx').on(table.productId, table.position)],
);

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * Pictures staff uploaded, as the API stored them: checked, turned upright, stripped of their
 * metadata and re-encoded as WebP. In the database, so every replica serves them with no shared
 * disk; each replica keeps the copies it resizes in its own image cache.
 */
export const imageUploads = pgTable('image_uploads', {
  id: uuid('id').primaryKey().defaultRandom(),
  data: bytea('data').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  createdBy: uuid('created_by'),
  createdAt: createdAt(),
});
