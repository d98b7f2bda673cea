import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { imageUploads } from '../../db/schema';

/** An uploaded picture's stored bytes; undefined when there is none. */
export async function uploadBytes(db: Database, id: string): Promise<Buffer | undefined> {
  const [row] = await db
    .select({ data: imageUploads.data })
    .from(imageUploads)
    .where(eq(imageUploads.id, id))
    .limit(1);
  return row?.data;
}
