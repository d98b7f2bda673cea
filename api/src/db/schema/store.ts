import { type PublicStore } from '@storefront/shared/core';
import { jsonb, pgTable, uuid } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns';

/** The public store configuration; one row, its sections as JSON documents. */
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
  updatedAt: updatedAt(),
});
