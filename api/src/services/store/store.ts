import { shopLanguagesOf, type ShopLanguages } from '@storefront/shared/admin';
import {
  DEFAULT_PUBLIC_STORE,
  WEEKDAYS,
  type PublicStore,
  type StoreIntegrations,
} from '@storefront/shared/core';
import type { Database } from '../../db/database';
import { AppError } from '../../errors';
import type { EmailShop } from '../emails/order-emails';
import { imageUrl } from '../images/image-url';
import {
  checkoutSettingsRow,
  emailShopRow,
  essentialsRow,
  publicStoreRow,
  updateIntegrations,
} from './repository';

const storeNotFound = () => new AppError(404, 'STORE_NOT_FOUND', 'The store is not configured');

/** The public store record, with image paths turned into URLs. */
export async function readPublicStore(db: Database): Promise<PublicStore> {
  const row = await publicStoreRow(db);
  if (!row) throw storeNotFound();
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

/**
 * Sets the analytics integrations; 404 STORE_NOT_FOUND without a store. `changed` runs in the
 * write's transaction (the caches of the store it makes stale: see CACHE_TAGS).
 */
export async function setIntegrations(
  db: Database,
  integrations: StoreIntegrations,
  changed: (tx: Database) => Promise<void> = async () => undefined,
): Promise<void> {
  const store = await readPublicStore(db);
  await db.transaction(async (tx) => {
    await updateIntegrations(tx, store.id, integrations);
    await changed(tx);
  });
}

/** What the account emails and the registration discount need of the store (defaults without one). */
export async function readStoreEssentials(db: Database) {
  const { mainInfo, discount } = (await essentialsRow(db)) ?? DEFAULT_PUBLIC_STORE;
  return {
    name: mainInfo.name,
    currencyCode: mainInfo.currencyCode,
    registration: discount.registration,
  };
}

/** The shop's languages (its main one first), from the store's settings (defaults without one). */
export async function readShopLanguages(db: Database): Promise<ShopLanguages> {
  const { mainInfo } = (await essentialsRow(db)) ?? DEFAULT_PUBLIC_STORE;
  return shopLanguagesOf(mainInfo);
}

export type CheckoutSettings = Pick<PublicStore, 'currency' | 'delivery' | 'mainInfo'>;

/** The store settings checkout needs: delivery methods, the currencies and the main language. */
export async function readCheckoutSettings(db: Database): Promise<CheckoutSettings> {
  const row = await checkoutSettingsRow(db);
  if (!row) throw storeNotFound();
  return row;
}

/** What the order emails tell of the shop (its name and pickup address) and where it lives. */
export async function readEmailShop(db: Database, publicUrl: string): Promise<EmailShop> {
  const row = await emailShopRow(db);
  return {
    name: row?.mainInfo.name ?? '',
    pickupAddress: row?.contactInfo.pickupAddress ?? '',
    publicUrl,
  };
}
