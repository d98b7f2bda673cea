import {
  categoryGaps,
  categoryMissing,
  type AdminCategory,
  type AdminCategoryList,
  type CatalogRemoval,
  type CatalogRemoved,
  type CategoryInput,
  type CategoryUpdate,
  type ShopLanguages,
} from '@storefront/shared/admin';
import type { Database } from '../../db/database';
import { AppError, notFound } from '../../errors';
import { isUuid } from '../../ids';
import { recordAudit } from '../audit/audit';
import { CACHE_TAGS } from '../events/invalidation';
import { imageUrl } from '../images/image-url';
import type { WriteContext } from '../products/records';
import { applyProductPrices } from '../promotions/product-prices';
import { followCategorySlug } from '../store/navigation';
import { readShopLanguages } from '../store/store';
import {
  changedLanguages,
  forgetTranslationSources,
  recordTranslationSources,
} from '../translations/sources';
import { checkVersion, refusingTakenSlug, removeGroup, staleAfter } from './groups';
import {
  categoryBySlug,
  categoryRow,
  categoryRows,
  deleteCategory,
  insertCategory,
  isCategorySlugTaken,
  productIdsIn,
  productsPerCategory,
  updateCategory,
  type CategoryFields,
  type CategoryRow,
} from './repository';

const categoryNotFound = (what: string) =>
  notFound('APP_CATEGORY_NOT_FOUND', `No category ${what}`);

const slugTaken = (slug: string) =>
  new AppError(409, 'APP_CATEGORY_ALREADY_EXISTS', `Another category has the slug ${slug}`, {
    fields: { slug: 'slug_taken' },
  });

function toAdminCategory(row: CategoryRow, productCount: number, languages: ShopLanguages) {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    image: imageUrl(row.image),
    position: row.position,
    hidden: row.hidden,
    productCount,
    missing: categoryMissing(row, languages),
    version: row.version,
  } satisfies AdminCategory;
}

/** What the audit record keeps of a category: the fields its form edits. */
const audited = (fields: CategoryFields) => ({
  slug: fields.slug,
  name: fields.name,
  description: fields.description,
  position: fields.position,
  hidden: fields.hidden,
});

/** 400 naming what the texts or the slug lack (see `categoryGaps`). */
function checkGaps(input: CategoryInput, languages: ShopLanguages) {
  const gaps = categoryGaps(input, languages);
  if (Object.keys(gaps).length > 0)
    throw new AppError(400, 'ENTITY_BAD_REQUEST', `Check ${Object.keys(gaps).join(', ')}`, {
      fields: gaps,
    });
}

const withSlug = <T>(slug: string, write: () => Promise<T>) =>
  refusingTakenSlug(isCategorySlugTaken, () => slugTaken(slug), write);

/**
 * Keeps what the category's translations were written from: a text the form changed is up to
 * date with the main text saved with it; one it left while the main text changed is outdated.
 */
async function recordSources(
  tx: Database,
  id: string,
  languages: ShopLanguages,
  before: Pick<CategoryFields, 'name' | 'description'>,
  after: Pick<CategoryFields, 'name' | 'description'>,
) {
  await recordTranslationSources(
    tx,
    { kind: 'category', id, main: languages.main, languages: languages.all },
    (['name', 'description'] as const).map((field) => ({
      field,
      before: before[field],
      after: after[field],
      written: changedLanguages(before[field], after[field]),
    })),
  );
}

/** Every category, hidden ones too, in the storefront's order, with its products counted. */
export async function listAdminCategories(db: Database): Promise<AdminCategoryList> {
  const [rows, counts, languages] = await Promise.all([
    categoryRows(db),
    productsPerCategory(db),
    readShopLanguages(db),
  ]);
  return {
    items: rows.map((row) => toAdminCategory(row, counts.get(row.id) ?? 0, languages)),
    languages,
  };
}

async function readCategory(db: Database, id: string, languages: ShopLanguages) {
  const row = isUuid(id) ? await categoryRow(db, id) : undefined;
  if (!row) throw categoryNotFound(id);
  const products = await productIdsIn(db, 'category', id);
  return toAdminCategory(row, products.length, languages);
}

/** A category as its form edits it; 404 APP_CATEGORY_NOT_FOUND. */
export async function readAdminCategory(db: Database, id: string): Promise<AdminCategory> {
  return readCategory(db, id, await readShopLanguages(db));
}

/** A new category at version 1, its texts' sources recorded, audited, on the storefront at once. */
export async function createCategory(
  db: Database,
  input: CategoryInput,
  context: WriteContext,
): Promise<AdminCategory> {
  const languages = await readShopLanguages(db);
  checkGaps(input, languages);
  return withSlug(input.slug, () =>
    db.transaction(async (tx) => {
      const row = await insertCategory(tx, input);
      await recordSources(tx, row.id, languages, { name: {}, description: {} }, input);
      await recordAudit(tx, context.actor, {
        action: 'category.create',
        entity: 'category',
        entityId: row.id,
        version: row.version,
        before: null,
        after: audited(input),
      });
      await context.invalidate(tx, staleAfter([]));
      return toAdminCategory(row, 0, languages);
    }),
  );
}

/**
 * Saves the category form over the version it was read at (409 with what changed since, nothing
 * written, at another): its texts (their translations' sources kept), slug, order and visibility,
 * audited; the storefront's categories, lists and the pages of its products read again on their
 * next request, and the navigation bar follows a new slug.
 */
export async function saveCategory(
  db: Database,
  id: string,
  { version, ...input }: CategoryUpdate,
  context: WriteContext,
): Promise<AdminCategory> {
  const languages = await readShopLanguages(db);
  checkGaps(input, languages);
  return withSlug(input.slug, () =>
    db.transaction(async (tx) => {
      const before = isUuid(id) ? await categoryRow(tx, id, { lock: true }) : undefined;
      if (!before) throw categoryNotFound(id);
      await checkVersion(tx, 'category', before, version);
      const row = await updateCategory(tx, id, input);
      await recordSources(tx, id, languages, before, input);
      await recordAudit(tx, context.actor, {
        action: 'category.update',
        entity: 'category',
        entityId: id,
        version: row.version,
        before: audited(before),
        after: audited(input),
      });
      const products = await productIdsIn(tx, 'category', id);
      const navigation =
        before.slug !== row.slug && (await followCategorySlug(tx, before.slug, row.slug));
      await context.invalidate(tx, [
        ...staleAfter(products),
        ...(navigation ? [CACHE_TAGS.store] : []),
      ]);
      return toAdminCategory(row, products.length, languages);
    }),
  );
}

/**
 * Removes a category read at `version`; one with products only with `moveTo`, the category they
 * move to (404 APP_CATEGORY_NOT_FOUND for none of that slug), their discount prices then given
 * by that category's promotions. Its texts' sources are forgotten, and the navigation bar leaves it.
 */
export function removeCategory(
  db: Database,
  id: string,
  removal: CatalogRemoval,
  context: WriteContext,
): Promise<CatalogRemoved> {
  return removeGroup<CategoryRow>(
    db,
    context,
    {
      group: 'category',
      lock: (tx, categoryId) => categoryRow(tx, categoryId, { lock: true }),
      findTarget: categoryBySlug,
      notFound: categoryNotFound,
      audited,
      remove: deleteCategory,
      then: async (tx, record, productIds) => {
        // Its promotions no longer reach the products moved; their new category's may.
        await applyProductPrices(tx, productIds);
        await forgetTranslationSources(tx, 'category', record.id);
        return (await followCategorySlug(tx, record.slug, null)) ? [CACHE_TAGS.store] : [];
      },
    },
    id,
    removal,
  );
}
