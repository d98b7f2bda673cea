import { DEFAULT_PUBLIC_STORE, WEEKDAYS, type PublicStore } from '@storefront/shared/core';
import { getTableColumns } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { stores } from '../../db/schema';
import { AppError } from '../../errors';
import { imageUrl } from '../images/image-url';

// The payment details reach shoppers with their orders, not in the store every page loads.
const { paymentDetails: _paymentDetails, ...publicColumns } = getTableColumns(stores);

/** The public store record, with image paths turned into URLs. */
export async function readPublicStore(db: Database): Promise<PublicStore> {
  const [row] = await db.select(publicColumns).from(stores).limit(1);
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

/** What the account emails and the registration discount need of the store (defaults without one). */
export async function readStoreEssentials(db: Database) {
  const [row] = await db
    .select({ mainInfo: stores.mainInfo, discount: stores.discount })
    .from(stores)
    .limit(1);
  const { mainInfo, discount } = row ?? DEFAULT_PUBLIC_STORE;
  return {
    name: mainInfo.name,
    currencyCode: mainInfo.currencyCode,
    registration: discount.registration,
  };
}
