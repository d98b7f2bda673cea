import type { StoreIntegrations, StorePaymentDetails } from '@storefront/shared/core';
import { eq, getTableColumns } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { stores } from '../../db/schema';

// The payment details reach shoppers with their orders, not in the store every page loads.
const { paymentDetails: _paymentDetails, ...publicColumns } = getTableColumns(stores);

/** The store's row without its payment details; undefined without a store (as below). */
export async function publicStoreRow(db: Database) {
  const [row] = await db.select(publicColumns).from(stores).limit(1);
  return row;
}

export async function essentialsRow(db: Database) {
  const [row] = await db
    .select({ mainInfo: stores.mainInfo, discount: stores.discount })
    .from(stores)
    .limit(1);
  return row;
}

export async function checkoutSettingsRow(db: Database) {
  const [row] = await db
    .select({ currency: stores.currency, delivery: stores.delivery, mainInfo: stores.mainInfo })
    .from(stores)
    .limit(1);
  return row;
}

export async function emailShopRow(db: Database) {
  const [row] = await db
    .select({ mainInfo: stores.mainInfo, contactInfo: stores.contactInfo })
    .from(stores)
    .limit(1);
  return row;
}

export async function paymentDetailsRow(db: Database) {
  const [row] = await db.select({ details: stores.paymentDetails }).from(stores).limit(1);
  return row;
}

export async function updateIntegrations(
  db: Database,
  storeId: string,
  integrations: StoreIntegrations,
): Promise<void> {
  await db
    .update(stores)
    .set({ integrations, updatedAt: new Date() })
    .where(eq(stores.id, storeId));
}

/** Sets the store's payment details; false when there is no store. */
export async function updatePaymentDetails(
  db: Database,
  paymentDetails: StorePaymentDetails,
): Promise<boolean> {
  const updated = await db
    .update(stores)
    .set({ paymentDetails, updatedAt: new Date() })
    .returning({ id: stores.id });
  return updated.length > 0;
}
