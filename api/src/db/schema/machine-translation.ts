import { DEFAULT_AI_MODEL, type AiPromptName } from '@storefront/shared/admin';
import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, updatedAt } from './columns';
import { languageEnum } from './enums';
import { translationKindEnum } from './translations';

/**
 * The shop's machine translation, one row (none until the first save: the defaults): where texts
 * are sent, with which model, the API key sealed with the server's SECRETS_KEY (AES-256-GCM; the
 * key itself is never stored in the clear, never answered, never logged), and the prompts
 * changed from their defaults.
 */
export const machineTranslationSettings = pgTable('machine_translation_settings', {
  /** Always true: the table holds one row. */
  id: boolean('id').primaryKey().default(true),
  endpoint: text('endpoint'),
  model: text('model').notNull().default(DEFAULT_AI_MODEL),
  /** `v1.<iv>.<tag>.<ciphertext>`, base64url; null without a key. */
  sealedApiKey: text('sealed_api_key'),
  /**
   * The prompts by name, each with a version of its own: its text when changed from the default
   * (null: the default).
   */
  prompts: jsonb('prompts')
    .$type<Partial<Record<AiPromptName, { text: string | null; version: number }>>>()
    .notNull()
    .default(sql`'{}'::jsonb`),
  /** The endpoint's and model's version (the key has none: it replaces any key; see prompts). */
  version: integer('version').notNull().default(1),
  updatedAt: updatedAt(),
});

/**
 * A machine's translation of a text, waiting for a person to accept it (by saving it on the
 * translations page, which removes the draft) or to discard it. It keeps the md5 of the
 * main-language text it was made from: a draft of an older source is not shown.
 */
export const translationDrafts = pgTable(
  'translation_drafts',
  {
    kind: translationKindEnum('kind').notNull(),
    recordId: text('record_id').notNull(),
    field: text('field').notNull(),
    language: languageEnum('language').notNull(),
    text: text('text').notNull(),
    sourceHash: text('source_hash').notNull(),
    model: text('model').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.kind, table.recordId, table.field, table.language] })],
);
