import type { StoreSection } from '@storefront/shared/admin';
import type { StoreIntegrations, StorePaymentDetails } from '@storefront/shared/core';
import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { stores } from '../../db/schema';

// The payment details reach shoppers with their orders, not in the store every page loads; the
// sections' versions are the back office's.
const {
  paymentDetails: _paymentDetails,
  sectionVersions: _sectionVersions,
  ...publicColumns
} = getTableColumns(stores);

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

/** The store's whole row: its settings, the sections' versions, and its payment details. */
export type StoreRow = typeof stores.$inferSelect;

/** The columns of the store's settings a section's save may write. */
export type SectionColumns = Partial<
  Pick<
    StoreRow,
    | 'contactInfo'
    | 'currency'
    | 'delivery'
    | 'mainInfo'
    | 'navigationBar'
    | 'pagesContent'
    | 'schedule'
    | 'seo'
    | 'slides'
  >
>;

/** The store's row; with `lock`, locked for the transaction's write (undefined without a store). */
export async function storeRow(db: Database, { lock = false } = {}): Promise<StoreRow | undefined> {
  const query = db.select().from(stores).limit(1);
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

/** Writes a section's columns and sets its version to `version`, the other sections' kept. */
export async function updateSection(
  tx: Database,
  storeId: string,
  section: StoreSection,
  version: number,
  columns: SectionColumns,
): Promise<StoreRow> {
  const [row] = await tx
    .update(stores)
    .set({
      ...columns,
      sectionVersions: sql`jsonb_set(${stores.sectionVersions}, ${`{${section}}`}::text[], to_jsonb(${version}::int))`,
      updatedAt: new Date(),
    })
    .where(eq(stores.id, storeId))
    .returning();
  return row!;
}

/**
 * Raises the versions of sections written outside their own form (the translations page writes
 * the store's texts), so a form read before is refused as stale rather than writing over them.
 */
export async function raiseSectionVersions(
  tx: Database,
  storeId: string,
  sections: readonly StoreSection[],
): Promise<void> {
  if (sections.length === 0) return;
  let versions = sql`${stores.sectionVersions}`;
  for (const section of new Set(sections))
    versions = sql`jsonb_set(${versions}, ${`{${section}}`}::text[], to_jsonb(coalesce((${stores.sectionVersions} ->> ${section})::int, 1) + 1))`;
  await tx.update(stores).set({ sectionVersions: versions }).where(eq(stores.id, storeId));
}
