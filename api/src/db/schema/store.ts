import type { StoreSection } from '@storefront/shared/admin';
import type { PublicStore, StorePaymentDetails } from '@storefront/shared/core';
import { NO_PAYMENT_DETAILS } from '@storefront/shared/orders';
import { jsonb, pgTable, uuid } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns';

/**
 * The store configuration; one row, its sections as JSON documents. All of it is public but the
 * payment details, which reach a shopper with an order paid ahead (not every page's store).
 */
export const stores = pgTable('stores', {
  id: uuid('id').primaryKey().defaultRandom(),
  contactInfo: jsonb('contact_info').$type<PublicStore['contactInfo']>().notNull(),
  currency: jsonb('currency').$type<PublicStore['currency']>().notNull(),
  delivery: jsonb('delivery').$type<PublicStore['delivery']>().notNull(),
  discount: jsonb('discount').$type<PublicStore['discount']>().notNull(),
  integrations: jsonb('integrations').$type<PublicStore['integrations']>().notNull(),
  mainInfo: jsonb('main_info').$type<PublicStore['mainInfo']>().notNull(),
  navigationBar: jsonb('navigation_bar').$type<PublicStore['navigationBar']>().notNull(),
  pagesContent: jsonb('pages_content').$type<PublicStore['pagesContent']>().notNull(),
  seo: jsonb('seo').$type<PublicStore['seo']>().notNull(),
  slides: jsonb('slides').$type<PublicStore['slides']>().notNull(),
  schedule: jsonb('schedule').$type<PublicStore['schedule']>().notNull(),
  paymentDetails: jsonb('payment_details')
    .$type<StorePaymentDetails>()
    .notNull()
    .default(NO_PAYMENT_DETAILS),
  /**
   * The version each section the back office saves is at (a section not saved yet: 1), so two
   * staff members changing different sections never conflict; see services/store/sections.ts.
   */
  sectionVersions: jsonb('section_versions')
    .$type<Partial<Record<StoreSection, number>>>()
    .notNull()
    .default({}),
  updatedAt: updatedAt(),
});
