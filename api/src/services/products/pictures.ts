import {
  PRODUCT_LIMITS,
  type AdminProduct,
  type ProductImagesInput,
} from '@storefront/shared/admin';
import type { Database } from '../../db/database';
import { AppError } from '../../errors';
import { recordAudit } from '../audit/audit';
import { cleanPicture } from '../images/upload';
import { readShopLanguages } from '../store/store';
import { auditedPictures, cleanAlt, type ProductRecord } from './form-state';
import { invalidateProduct, lockAtVersion, readWritten, type WriteContext } from './records';
import { addUploadedPicture, arrangePicture, bumpVersion, deletePicture } from './repository';

/**
 * A change of a product's pictures, over the version the form was read at (409 with what
 * changed since otherwise): the version raised, the pictures before and after in the audit
 * record, the storefront's answers about a visible product dropped. Answers the product as the
 * form shows it.
 */
async function changePictures(
  db: Database,
  id: string,
  version: number,
  context: WriteContext,
  {
    action,
    change,
  }: { action: string; change: (tx: Database, record: ProductRecord) => Promise<void> },
): Promise<AdminProduct> {
  const languages = await readShopLanguages(db);
  return db.transaction(async (tx) => {
    const record = await lockAtVersion(tx, id, version);
    await change(tx, record);
    const next = await bumpVersion(tx, id, version);
    const written = await readWritten(tx, id, languages);
    await recordAudit(tx, context.actor, {
      action,
      entity: 'product',
      entityId: id,
      version: next,
      before: auditedPictures(record.images),
      after: auditedPictures(written.images),
    });
    await invalidateProduct(context, tx, id);
    return written;
  });
}

/**
 * Adds an uploaded picture to the product, last: checked and cleaned first (see `cleanPicture`:
 * 415 or 400 IMAGE_UPLOAD_FAILED), stored as WebP in the database, at most
 * `PRODUCT_LIMITS.imagesMax` pictures a product.
 */
export async function addPicture(
  db: Database,
  id: string,
  version: number,
  bytes: Buffer,
  context: WriteContext,
): Promise<AdminProduct> {
  const picture = await cleanPicture(bytes);
  return changePictures(db, id, version, context, {
    action: 'product.image.add',
    change: async (tx, record) => {
      if (record.images.length >= PRODUCT_LIMITS.imagesMax)
        throw new AppError(
          409,
          'ENTITY_ACTION_NOT_ALLOWED',
          `A product has at most ${PRODUCT_LIMITS.imagesMax} pictures`,
        );
      await addUploadedPicture(tx, id, { ...picture, createdBy: context.actor.id });
    },
  });
}

/**
 * Puts the product's pictures in a new order, with their descriptions per language: the list
 * must name every picture of the product once (400 otherwise).
 */
export async function arrangePictures(
  db: Database,
  id: string,
  input: ProductImagesInput,
  context: WriteContext,
): Promise<AdminProduct> {
  return changePictures(db, id, input.version, context, {
    action: 'product.images.update',
    change: async (tx, record) => {
      const current = new Set(record.images.map((image) => image.id));
      const named = new Set(input.images.map((image) => image.id));
      const same =
        named.size === input.images.length &&
        named.size === current.size &&
        [...named].every((imageId) => current.has(imageId));
      if (!same)
        throw new AppError(
          400,
          'ENTITY_BAD_REQUEST',
          "The pictures must be the product's own, each named once",
          { fields: { images: 'images_not_the_products' } },
        );
      for (const [position, image] of input.images.entries())
        await arrangePicture(tx, id, { id: image.id, position, alt: cleanAlt(image.alt) });
    },
  });
}

/**
 * Removes a picture of the product (404 IMAGE_FILE_NOT_FOUND when it has no such picture); the
 * last picture of a visible product stays (409 PRODUCT_IMAGE_REQUIRED: hide the product first).
 */
export async function removePicture(
  db: Database,
  id: string,
  imageId: string,
  version: number,
  context: WriteContext,
): Promise<AdminProduct> {
  return changePictures(db, id, version, context, {
    action: 'product.image.remove',
    change: async (tx, record) => {
      if (!record.images.some((image) => image.id === imageId))
        throw new AppError(404, 'IMAGE_FILE_NOT_FOUND', `The product has no picture ${imageId}`);
      if (record.product.visible && record.images.length === 1)
        throw new AppError(
          409,
          'PRODUCT_IMAGE_REQUIRED',
          'A visible product keeps at least one picture: hide it first, or add another',
        );
      await deletePicture(tx, id, imageId);
    },
  });
}
