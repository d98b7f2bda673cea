import type { AdminProduct, ProductTexts, ShopLanguages } from '@storefront/shared/admin';
import type { Database } from '../../db/database';
import { notFound } from '../../errors';
import { isUuid } from '../../ids';
import type { Actor } from '../audit/audit';
import { versionConflict } from '../audit/conflicts';
import { CACHE_TAGS } from '../events/invalidation';
import { readShopLanguages } from '../store/store';
import { toAdminProduct, type ProductRecord } from './form-state';
import {
  bumpVersion,
  imagesOfProduct,
  productRecord,
  replaceTexts,
  textsOfProduct,
} from './repository';

/** Who writes, and how the write says what the storefront must read again. */
export interface WriteContext {
  actor: Actor;
  /** `request.invalidate`: the cache tags the write makes stale, inside its transaction. */
  invalidate: (tx: Database, tags: string[]) => Promise<void>;
}

export const productNotFound = (id: string) => notFound('PRODUCT_NOT_FOUND', `No product ${id}`);

/** A product's whole record; with `lock`, its row held until the transaction ends. */
export async function readRecord(
  db: Database,
  id: string,
  options: { lock?: boolean } = {},
): Promise<ProductRecord | undefined> {
  if (!isUuid(id)) return undefined;
  const row = await productRecord(db, id, options);
  if (!row) return undefined;
  const texts = await textsOfProduct(db, id);
  const images = await imagesOfProduct(db, id);
  return { ...row, texts, images };
}

/** Everything the product form edits, with its version; 404 PRODUCT_NOT_FOUND. */
export async function readAdminProduct(db: Database, id: string): Promise<AdminProduct> {
  const [record, languages] = await Promise.all([readRecord(db, id), readShopLanguages(db)]);
  if (!record) throw productNotFound(id);
  return toAdminProduct(record, languages);
}

/** The product read again after a write, inside its transaction. */
export async function readWritten(tx: Database, id: string, languages: ShopLanguages) {
  return toAdminProduct((await readRecord(tx, id))!, languages);
}

/**
 * The record, locked, if it is still at the version the form was read at: 404 when it is gone,
 * 409 with what changed since (from the audit record) when it is not.
 */
export async function lockAtVersion(
  tx: Database,
  id: string,
  version: number,
): Promise<ProductRecord> {
  const record = await readRecord(tx, id, { lock: true });
  if (!record) throw productNotFound(id);
  if (record.product.version !== version)
    throw await versionConflict(
      tx,
      { entity: 'product', entityId: id, label: `Product ${record.product.slug}` },
      version,
      record.product.version,
    );
  return record;
}

/**
 * The answers a write to a product makes stale, on every process once it commits: its page and
 * every list of the storefront (a product shown or hidden, a card changed), and the back
 * office's own totals.
 */
export async function invalidateProduct(context: WriteContext, tx: Database, id: string) {
  await context.invalidate(tx, [CACHE_TAGS.product(id), CACHE_TAGS.listings]);
}

/**
 * Replaces the texts of a product locked at `version` (see `lockAtVersion`), its version raised:
 * what the translations page saves of a product. Answers the new version.
 */
export async function writeProductTexts(
  tx: Database,
  id: string,
  version: number,
  texts: ProductTexts,
): Promise<number> {
  await replaceTexts(tx, id, texts);
  return (await bumpVersion(tx, id, version))!;
}
