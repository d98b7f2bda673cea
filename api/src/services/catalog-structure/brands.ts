import type {
  AdminBrand,
  AdminBrandList,
  BrandInput,
  BrandUpdate,
  CatalogRemoval,
  CatalogRemoved,
} from '@storefront/shared/admin';
import type { CountryCode } from '@storefront/shared/core';
import type { Database } from '../../db/database';
import { AppError, notFound } from '../../errors';
import { isUuid } from '../../ids';
import { recordAudit } from '../audit/audit';
import type { WriteContext } from '../products/records';
import { checkVersion, refusingTakenSlug, removeGroup, staleAfter } from './groups';
import {
  brandBySlug,
  brandRow,
  brandRows,
  deleteBrand,
  insertBrand,
  isBrandSlugTaken,
  productIdsIn,
  productsPerBrand,
  updateBrand,
  type BrandFields,
  type BrandRow,
} from './repository';

/* The error catalogue has no brand codes: a brand is an entity like any other to it. */
const brandNotFound = (what: string) => notFound('ENTITY_NOT_FOUND', `No brand ${what}`);

const slugTaken = (slug: string) =>
  new AppError(409, 'ENTITY_AlREADY_EXISTS', `Another brand has the slug ${slug}`, {
    fields: { slug: 'slug_taken' },
  });

const toAdminBrand = (row: BrandRow, productCount: number): AdminBrand => ({
  id: row.id,
  slug: row.slug,
  name: row.name,
  country: row.country as CountryCode | null,
  position: row.position,
  hidden: row.hidden,
  productCount,
  version: row.version,
});

const audited = (fields: BrandFields) => ({
  slug: fields.slug,
  name: fields.name,
  country: fields.country,
  position: fields.position,
  hidden: fields.hidden,
});

const withSlug = <T>(slug: string, write: () => Promise<T>) =>
  refusingTakenSlug(isBrandSlugTaken, () => slugTaken(slug), write);

/** Every brand, hidden ones too, in the storefront's order, with its products counted. */
export async function listAdminBrands(db: Database): Promise<AdminBrandList> {
  const [rows, counts] = await Promise.all([brandRows(db), productsPerBrand(db)]);
  return { items: rows.map((row) => toAdminBrand(row, counts.get(row.id) ?? 0)) };
}

export async function readAdminBrand(db: Database, id: string): Promise<AdminBrand> {
  const row = isUuid(id) ? await brandRow(db, id) : undefined;
  if (!row) throw brandNotFound(id);
  return toAdminBrand(row, (await productIdsIn(db, 'brand', id)).length);
}

/** A new brand at version 1, audited, in the storefront's filters at once (unless hidden). */
export async function createBrand(
  db: Database,
  input: BrandInput,
  context: WriteContext,
): Promise<AdminBrand> {
  return withSlug(input.slug, () =>
    db.transaction(async (tx) => {
      const row = await insertBrand(tx, input);
      await recordAudit(tx, context.actor, {
        action: 'brand.create',
        entity: 'brand',
        entityId: row.id,
        version: row.version,
        before: null,
        after: audited(input),
      });
      await context.invalidate(tx, staleAfter([]));
      return toAdminBrand(row, 0);
    }),
  );
}

/**
 * Saves the brand form over the version it was read at (409 with what changed since): its name,
 * slug, country, order and visibility, audited; the storefront's lists and its products' pages
 * read again on their next request.
 */
export async function saveBrand(
  db: Database,
  id: string,
  { version, ...input }: BrandUpdate,
  context: WriteContext,
): Promise<AdminBrand> {
  return withSlug(input.slug, () =>
    db.transaction(async (tx) => {
      const before = isUuid(id) ? await brandRow(tx, id, { lock: true }) : undefined;
      if (!before) throw brandNotFound(id);
      await checkVersion(tx, 'brand', before, version);
      const row = await updateBrand(tx, id, input);
      await recordAudit(tx, context.actor, {
        action: 'brand.update',
        entity: 'brand',
        entityId: id,
        version: row.version,
        before: audited(before),
        after: audited(input),
      });
      const products = await productIdsIn(tx, 'brand', id);
      await context.invalidate(tx, staleAfter(products));
      return toAdminBrand(row, products.length);
    }),
  );
}

/** Removes a brand read at `version`; one with products only with `moveTo`, the brand they move to. */
export function removeBrand(
  db: Database,
  id: string,
  removal: CatalogRemoval,
  context: WriteContext,
): Promise<CatalogRemoved> {
  return removeGroup<BrandRow>(
    db,
    context,
    {
      group: 'brand',
      lock: (tx, brandId) => brandRow(tx, brandId, { lock: true }),
      findTarget: brandBySlug,
      notFound: brandNotFound,
      audited,
      remove: deleteBrand,
    },
    id,
    removal,
  );
}
