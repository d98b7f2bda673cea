import { createHash } from 'node:crypto';
import type { TranslationKind, TranslationState } from '@storefront/shared/admin';
import type { Language, LocalizedText } from '@storefront/shared/core';
import type { Database } from '../../db/database';
import { deleteSources, insertSourcesIfAbsent, upsertSources, type SourceRow } from './repository';

/*
 * Whether a translation is outdated: each translated text keeps the md5 of the main-language
 * text it was written from (`translation_sources`), and is outdated once the main text hashes
 * otherwise. Every route that saves a text calls `recordTranslationSources` in its transaction.
 */

/** The md5 of a text's UTF-8 bytes, as PostgreSQL's `md5(text)` gives it. */
export const sourceHash = (text: string): string =>
  createHash('md5').update(text, 'utf8').digest('hex');

/**
 * Where a text of one language stands against its main-language source: nothing to translate
 * (no source), missing (no text), outdated (written from another source), or up to date (null).
 */
export function translationState(
  source: string,
  text: string,
  recordedHash: string | null | undefined,
): TranslationState | null {
  if (!source) return null;
  if (!text) return 'missing';
  if (recordedHash && recordedHash !== sourceHash(source)) return 'outdated';
  return null;
}

/** One field's texts before and after a save, and the languages the save wrote it in. */
export interface SavedField {
  field: string;
  before: LocalizedText;
  after: LocalizedText;
  /**
   * The languages whose text of this field the person saved: translated from the main text as
   * it is after the save. The product form names those it changed; the translations page every
   * text it sends (saving a text unchanged says it still says what the new source says).
   */
  written: readonly Language[];
}

/**
 * Keeps what each translation was written from, for one record's saved fields: a written
 * translation is up to date with the main text saved with it; one not written while its main
 * text changed keeps the source it had (the main text before, when nothing was recorded: the
 * seed's texts), so it is outdated now; an emptied one has nothing to keep.
 */
export async function recordTranslationSources(
  tx: Database,
  record: { kind: TranslationKind; id: string; main: Language; languages: readonly Language[] },
  fields: readonly SavedField[],
): Promise<void> {
  const written: SourceRow[] = [];
  const kept: SourceRow[] = [];
  const emptied: SourceRow[] = [];
  for (const { field, before, after, written: languages } of fields) {
    const sourceBefore = before[record.main] ?? '';
    const sourceAfter = after[record.main] ?? '';
    for (const language of record.languages) {
      if (language === record.main) continue;
      const row = { kind: record.kind, recordId: record.id, field, language };
      if (!after[language]) emptied.push({ ...row, sourceHash: '' });
      else if (languages.includes(language))
        written.push({ ...row, sourceHash: sourceHash(sourceAfter) });
      else if (sourceBefore !== sourceAfter)
        kept.push({ ...row, sourceHash: sourceHash(sourceBefore) });
    }
  }
  await deleteSources(tx, emptied);
  await upsertSources(tx, written);
  await insertSourcesIfAbsent(tx, kept);
}

/** The languages whose text of a field differs between two states (the product form's writes). */
export const changedLanguages = (before: LocalizedText, after: LocalizedText): Language[] =>
  (Object.keys({ ...before, ...after }) as Language[]).filter(
    (language) => (before[language] ?? '') !== (after[language] ?? ''),
  );
