import type { AdminProductPage } from '@storefront/shared/admin';
import { localizedText } from '@storefront/shared/core';
import type { Database } from '../../db/database';
import type { ExpiringCache } from '../../expiring-cache';
import { imageUrl } from '../images/image-url';
import { readShopLanguages } from '../store/store';
import {
  adminProductRows,
  adminSelection,
  completeLanguagesOf,
  countAdminProducts,
  type AdminListQuery,
} from './repository';

/**
 * A page of the back office's product list, newest first, with the total: every product, the
 * hidden ones too, searched by name in any language or by slug and filtered. Each row names the
 * shop languages it lacks a text in. The total is counted beside the page when `totals` does
 * not hold it.
 */
export async function listAdminProducts(
  db: Database,
  query: AdminListQuery,
  totals?: ExpiringCache,
): Promise<AdminProductPage> {
  const languages = await readShopLanguages(db);
  const selection = adminSelection(query, languages);
  const { lang: _lang, page: _page, limit: _limit, ...filters } = query;
  const count = () => countAdminProducts(db, selection);
  const [rows, total] = await Promise.all([
    adminProductRows(db, query, selection),
    totals ? totals.get(`admin-total:${JSON.stringify([filters, languages.all])}`, count) : count(),
  ]);
  const complete = await completeLanguagesOf(
    db,
    rows.map((row) => row.id),
  );
  return {
    items: rows.map((row) => ({
      id: row.id,
      slug: row.slug,
      name: row.name ?? row.slug,
      category: {
        slug: row.categorySlug,
        name: localizedText(row.categoryName, query.lang, languages.main),
      },
      brand: row.brandSlug ? { slug: row.brandSlug, name: row.brandName ?? row.brandSlug } : null,
      price: row.price,
      discountPrice: row.discountPrice,
      salePrice: row.salePrice,
      stock: row.stock,
      visible: row.visible,
      image: imageUrl(row.image),
      missing: languages.all.filter((language) => !(complete.get(row.id) ?? []).includes(language)),
      version: row.version,
    })),
    total,
    page: query.page,
    limit: query.limit,
    pages: Math.ceil(total / query.limit),
    languages,
  };
}
