import { TRANSLATION_KINDS } from '@storefront/shared/admin';
import { pgEnum, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns';
import { languageEnum } from './enums';

export const translationKindEnum = pgEnum('translation_kind', TRANSLATION_KINDS);

/**
 * What each translated text was translated from: per record, field and language, the md5 of the
 * shop's main-language text as it was when the translation was saved. A translation whose main
 * text hashes otherwise now is outdated; one with no row here was never compared, and counts as
 * up to date (the seed's texts, or those written before this table).
 */
export const translationSources = pgTable(
  'translation_sources',
  {
    kind: translationKindEnum('kind').notNull(),
    /** The product's or category's id, or the store's. */
    recordId: text('record_id').notNull(),
    /** `name`, `description`; a store's text by its path (`pagesContent.homeCTA.title`). */
    field: text('field').notNull(),
    language: languageEnum('language').notNull(),
    /** md5 of the main-language text, as PostgreSQL's `md5()` and node's crypto both give it. */
    sourceHash: text('source_hash').notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [primaryKey({ columns: [table.kind, table.recordId, table.field, table.language] })],
);
