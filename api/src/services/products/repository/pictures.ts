import type { Language } from '@storefront/shared/core';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { productImages } from '../../../db/schema';
import { deleteUpload, storeUpload } from '../../images/repository';

/* A product's pictures, and the uploaded pictures' bytes they point at. */

/** Stores an uploaded picture's bytes and adds it to the product's pictures, last. */
export async function addUploadedPicture(
  tx: Database,
  productId: string,
  upload: { data: Buffer; width: number; height: number; createdBy: string },
) {
  const path = await storeUpload(tx, upload);
  const [picture] = await tx
    .insert(productImages)
    .values({
      productId,
      path,
      position: sql`(select coalesce(max(${productImages.position}) + 1, 0) from ${productImages} where ${productImages.productId} = ${productId})`,
      alt: {},
    })
    .returning();
  return picture!;
}

/** Puts a picture at a position with its descriptions. */
export async function arrangePicture(
  tx: Database,
  productId: string,
  picture: { id: string; position: number; alt: Partial<Record<Language, string>> },
) {
  await tx
    .update(productImages)
    .set({ position: picture.position, alt: picture.alt })
    .where(and(eq(productImages.id, picture.id), eq(productImages.productId, productId)));
}

/** Removes a picture of the product, and its uploaded bytes when no other picture uses them. */
export async function deletePicture(tx: Database, productId: string, pictureId: string) {
  const [removed] = await tx
    .delete(productImages)
    .where(and(eq(productImages.id, pictureId), eq(productImages.productId, productId)))
    .returning({ path: productImages.path });
  if (!removed) return;
  const [used] = await tx
    .select({ value: count() })
    .from(productImages)
    .where(eq(productImages.path, removed.path));
  if (Number(used?.value ?? 0) === 0) await deleteUpload(tx, removed.path);
}
