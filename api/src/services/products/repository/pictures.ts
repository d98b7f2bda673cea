import type { Language } from '@storefront/shared/core';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { imageUploads, productImages } from '../../../db/schema';

/* A product's pictures, and the uploaded pictures' bytes they point at. */

/** The path of an uploaded picture under the images route: `uploads/<id>.webp`. */
export const uploadPath = (uploadId: string) => `uploads/${uploadId}.webp`;

/** The upload a path names, if it names one. */
export const uploadIdOf = (path: string) =>
  /^uploads\/([0-9a-f-]{36})\.webp$/.exec(path)?.[1] ?? null;

/** Stores an uploaded picture's bytes and adds it to the product's pictures, last. */
export async function addUploadedPicture(
  tx: Database,
  productId: string,
  upload: { data: Buffer; width: number; height: number; createdBy: string },
) {
  const [stored] = await tx.insert(imageUploads).values(upload).returning({ id: imageUploads.id });
  const [picture] = await tx
    .insert(productImages)
    .values({
      productId,
      path: uploadPath(stored!.id),
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
  const uploadId = removed ? uploadIdOf(removed.path) : null;
  if (!uploadId) return;
  const [used] = await tx
    .select({ value: count() })
    .from(productImages)
    .where(eq(productImages.path, removed!.path));
  if (Number(used?.value ?? 0) === 0)
    await tx.delete(imageUploads).where(eq(imageUploads.id, uploadId));
}
