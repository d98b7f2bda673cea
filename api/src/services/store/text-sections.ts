import { FIRST_SECTION_VERSION, type StoreSection } from '@storefront/shared/admin';
import type { Database } from '../../db/database';
import { recordAudit, type Actor } from '../audit/audit';
import { storeRow, updateSection, type StoreRow } from './repository';

/** The settings section a store text belongs to, by the first part of its path (`seo.…`). */
const SECTION_OF_TEXT: Record<string, StoreSection> = {
  mainInfo: 'mainInfo',
  seo: 'seo',
  pagesContent: 'home',
  slides: 'home',
};

/** What a section's audit entry holds of the row, to name the fields a conflict reports. */
const SECTION_TEXTS: Partial<Record<StoreSection, (row: StoreRow) => unknown>> = {
  mainInfo: (row) => row.mainInfo,
  seo: (row) => row.seo,
  home: (row) => ({ pagesContent: row.pagesContent, slides: row.slides }),
};

/**
 * Writes store texts outside their section's form (the translations page: `write`, in the
 * transaction that locked the store's row), then raises the version of each section the texts
 * (`fields`, their paths) belong to and records `store.<section>.translate` with the section
 * before and after: a form read before is refused (409, naming what changed) rather than saving
 * its older texts over the new ones.
 */
export async function writeSectionTexts(
  tx: Database,
  actor: Actor,
  fields: readonly string[],
  write: () => Promise<void>,
): Promise<void> {
  const before = (await storeRow(tx))!;
  await write();
  const sections = new Set(
    fields.map((field) => SECTION_OF_TEXT[field.split('.')[0]!]).filter(Boolean),
  ) as Set<StoreSection>;
  let row = (await storeRow(tx))!;
  for (const section of sections) {
    const version = (row.sectionVersions[section] ?? FIRST_SECTION_VERSION) + 1;
    row = await updateSection(tx, row.id, section, version, {});
    await recordAudit(tx, actor, {
      action: `store.${section}.translate`,
      entity: 'store',
      entityId: section,
      version,
      before: SECTION_TEXTS[section]?.(before),
      after: SECTION_TEXTS[section]?.(row),
    });
  }
}
