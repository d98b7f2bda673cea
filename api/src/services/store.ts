import { WEEKDAYS, type PublicStore } from '@storefront/shared/core';
import type { Database } from '../db/database';
import { stores } from '../db/schema';
import { AppError } from '../errors';
import { imageUrl } from './images';

/** The public store record, with image paths turned into URLs. */
export async function readPublicStore(db: Database): Promise<PublicStore> {
  const [row] = await db.select().from(stores).limit(1);
  if (!row) throw new AppError(404, 'STORE_NOT_FOUND', 'The store is not configured');
  return {
    ...row,
    updatedAt: row.updatedAt.toISOString(),
    mainInfo: {
      ...row.mainInfo,
      logo: imageUrl(row.mainInfo.logo),
      favicon: imageUrl(row.mainInfo.favicon),
    },
    slides: row.slides.map((slide) => ({ ...slide, image: imageUrl(slide.image) })),
    // jsonb keeps keys in its own order; the week reads Monday to Sunday.
    schedule: Object.fromEntries(
      WEEKDAYS.map((day) => [day, row.schedule[day]]),
    ) as PublicStore['schedule'],
  };
}
