import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { imageUploads } from '../../db/schema';

/** The path of an uploaded picture under the images route: `uploads/<id>.webp`. */
export const uploadPath = (uploadId: string) => `uploads/${uploadId}.webp`;

/** The upload a path names, if it names one. */
export const uploadIdOf = (path: string) =>
  /^uploads\/([0-9a-f-]{36})\.webp$/.exec(path)?.[1] ?? null;

/** An uploaded picture's stored bytes; undefined when there is none. */
export async function uploadBytes(db: Database, id: string): Promise<Buffer | undefined> {
  const [row] = await db
    .select({ data: imageUploads.data })
    .from(imageUploads)
    .where(eq(imageUploads.id, id))
    .limit(1);
  return row?.data;
}

/** Stores a cleaned picture's bytes; answers its path (`uploads/<id>.webp`). */
export async function storeUpload(
  db: Database,
  upload: { data: Buffer; width: number; height: number; createdBy: string },
): Promise<string> {
  const [stored] = await db.insert(imageUploads).values(upload).returning({ id: imageUploads.id });
  return uploadPath(stored!.id);
}

/** Removes the bytes of an uploaded picture's path; any other path is left alone. */
export async function deleteUpload(db: Database, path: string | null): Promise<void> {
  const id = path ? uploadIdOf(path) : null;
  if (id) await db.delete(imageUploads).where(eq(imageUploads.id, id));
}
