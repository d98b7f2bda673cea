import { PRODUCTS_PER_SITEMAP, localizedText, type Language } from '@storefront/shared/core';
import type { Database } from '../../db/database';
import type { ProductAttribute } from '../../db/schema';
import { notFound } from '../../errors';
import { isUuid } from '../../ids';
import { imageUrl } from '../images/image-url';
import type { ExpiringCache } from '../../expiring-cache';
import {
  brandRows,
  cardsByIds,
  categoryRows,
  countByCategory,
  countProducts,
  listingStatements,
  productPageBySlug,
  productPathsPart,
  type ListQuery,
  type SummaryRow,
} from './repository';

export type { ProductFilters } from './repository';

/** Stock at or under this is "only a few left". */
export const LOW_STOCK = 3;

export type Availability = 'in_stock' | 'low_stock' | 'out_of_stock';

export const availabilityOf = (stock: number): Availability =>
  stock <= 0 ? 'out_of_stock' : stock <= LOW_STOCK ? 'low_stock' : 'in_stock';

/** A card's row: a column of the statement, or a related product's JSON (its time as text). */
type CardRow = Omit<SummaryRow, 'arrivedAt'> & { arrivedAt: Date | string };

function toSummary(row: CardRow, lang: Language) {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    price: row.price,
    discountPrice: row.discountPrice,
    stock: row.stock,
    availability: availabilityOf(row.stock),
    featured: row.featured,
    arrivedAt: new Date(row.arrivedAt).toISOString(),
    image: imageUrl(row.image),
    category: { slug: row.categorySlug, name: localizedText(row.categoryName, lang) },
    brand: row.brandSlug ? { slug: row.brandSlug, name: row.brandName ?? row.brandSlug } : null,
  };
}

export type ProductSummary = ReturnType<typeof toSummary>;

/**
 * One page of products with the total. The page is one statement whatever its size: the page's
 * ids (products joined only to what the filters and sort need, on indexed columns) and those
 * products' cards, first image included (no query per product). The total is a second statement,
 * run beside it only when the cache does not hold it.
 */
export async function listProducts(db: Database, query: ListQuery, cache?: ExpiringCache) {
  const statements = listingStatements(db, query);
  const [rows, totalCount] = await Promise.all([
    statements.page(),
    cache ? cache.get(totalKey(query), statements.total) : statements.total(),
  ]);
  return {
    items: rows.map((row) => toSummary(row, query.lang)),
    total: totalCount,
    page: query.page,
    limit: query.limit,
    pages: Math.ceil(totalCount / query.limit),
  };
}

/** Product cards of the ids, in the ids' order; ids of products that do not exist are left out. */
export async function productSummariesByIds(
  db: Database,
  ids: string[],
  lang: Language,
): Promise<ProductSummary[]> {
  const rows = ids.length ? await cardsByIds(db, ids, lang) : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toSummary(row, lang)] : [];
  });
}

/**
 * The cards of the products asked for by id (a guest's favorites), in the order asked; ids that
 * cannot be a product's, and products the shop no longer shows, are left out.
 */
export function productCardsOf(db: Database, ids: string[], lang: Language) {
  return productSummariesByIds(db, [...new Set(ids.filter(isUuid))], lang);
}

/** What a list's total depends on: its filters, and the language when it searches texts. */
function totalKey(query: ListQuery): string {
  const { category, brand, minPrice, maxPrice, inStock, featured, discounted, q } = query;
  const lang = q ? query.lang : undefined;
  const filters = [category, brand, minPrice, maxPrice, inStock, featured, discounted, q, lang];
  return `total:${JSON.stringify(filters)}`;
}

/**
 * A product with its texts, attributes, images and related products, read in one statement;
 * 404 when the slug is unknown.
 */
export async function getProduct(db: Database, slug: string, lang: Language) {
  const [row] = await productPageBySlug(db, slug, lang);
  if (!row) throw notFound('PRODUCT_NOT_FOUND', `No product ${slug}`);
  const category = { categorySlug: row.categorySlug, categoryName: row.categoryName };
  return {
    ...toSummary(row, lang),
    description: row.description,
    attributes: (row.attributes as ProductAttribute[]).map((attribute) => ({
      name: localizedText(attribute.name, lang),
      value: localizedText(attribute.value, lang),
    })),
    images: row.images.map((path) => imageUrl(path)),
    // Each picture described in the language, when staff described it (else the page names it).
    imageAlts: row.imageAlts.map((alt) => localizedText(alt, lang)),
    related: row.related.map((item) => toSummary({ ...item, ...category }, lang)),
  };
}

export type ProductDetail = Awaited<ReturnType<typeof getProduct>>;

/** The categories in their order, named in the language, with how many products each has. */
export async function listCategories(db: Database, lang: Language, cache?: ExpiringCache) {
  const [rows, counts] = await Promise.all([
    categoryRows(db),
    cache ? cache.get('category-counts', () => countByCategory(db)) : countByCategory(db),
  ]);
  return rows.map((row) => ({
    slug: row.slug,
    name: localizedText(row.name, lang),
    description: localizedText(row.description, lang),
    image: imageUrl(row.image),
    productCount: counts.get(row.id) ?? 0,
  }));
}

/**
 * One part of every product's slug and category, in slug order, for the shell's sitemaps: not
 * bound by the listings' paging limit, so every product is reachable by crawlers.
 */
export async function listProductPaths(db: Database, part: number, cache?: ExpiringCache) {
  const countAll = () => countProducts(db);
  const [items, total] = await Promise.all([
    productPathsPart(db, part),
    cache ? cache.get('total:all-products', countAll) : countAll(),
  ]);
  return { items, total, parts: Math.ceil(total / PRODUCTS_PER_SITEMAP) };
}

export async function listBrands(db: Database) {
  return brandRows(db);
}
