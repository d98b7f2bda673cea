import {
  FIRST_SECTION_VERSION,
  type StoreSection,
  type StoreSectionView,
} from '@storefront/shared/admin';
import type { Database } from '../../db/database';
import { AppError } from '../../errors';
import { recordAudit, type Actor } from '../audit/audit';
import { versionConflict } from '../audit/conflicts';
import { storeRow, updateSection, type SectionColumns, type StoreRow } from './repository';

/**
 * A section of the store's settings as the back office edits it: its name (which names its
 * version, its audit entries `store.<name>.update` and its record `store`/`<name>`), how it reads
 * from the store's row and which columns it writes. A section may span several columns (the main
 * info and the currencies, say) and is saved whole.
 */
export interface StoreSectionDefinition<T> {
  name: StoreSection;
  read: (row: StoreRow) => T;
  write: (value: T) => SectionColumns;
  /**
   * What else a save does in its transaction, from the store's row before and after it: keeping
   * what the section's translated texts were written from (`recordStoreTextSources`).
   */
  saved?: (tx: Database, before: StoreRow, after: StoreRow) => Promise<void>;
}

const storeNotFound = () => new AppError(404, 'STORE_NOT_FOUND', 'The store is not configured');

const versionOf = (row: StoreRow, section: StoreSection) =>
  row.sectionVersions[section] ?? FIRST_SECTION_VERSION;

/** A section with the version it is at. */
export async function readStoreSection<T>(
  db: Database,
  definition: StoreSectionDefinition<T>,
): Promise<StoreSectionView<T>> {
  const row = await storeRow(db);
  if (!row) throw storeNotFound();
  return { section: definition.read(row), version: versionOf(row, definition.name) };
}

/** What a section's save is, beyond the section: where it came from and what it makes stale. */
export interface SectionSave<T> {
  value: T;
  /** The version the form was read at. */
  version: number;
  /** Runs in the save's transaction: names the caches it made stale (`request.invalidate`). */
  changed: (tx: Database) => Promise<void>;
}

/**
 * Saves a section read at `version`: refused with 409 and what changed since (from the audit
 * record) when it is at another; otherwise writes its columns, raises its version alone (the
 * other sections' stay as they are) and records `store.<name>.update` with the section before and
 * after, all in one transaction, the store's row locked so that two saves of a section never
 * both pass its check.
 */
export async function saveStoreSection<T>(
  db: Database,
  actor: Actor,
  definition: StoreSectionDefinition<T>,
  { value, version, changed }: SectionSave<T>,
): Promise<StoreSectionView<T>> {
  const { name } = definition;
  return db.transaction(async (tx) => {
    const current = await storeRow(tx, { lock: true });
    if (!current) throw storeNotFound();
    const now = versionOf(current, name);
    const record = { entity: 'store', entityId: name, label: `The store's ${name} settings` };
    if (now !== version) throw await versionConflict(tx, record, version, now);
    const next = now + 1;
    const row = await updateSection(tx, current.id, name, next, definition.write(value));
    const saved = definition.read(row);
    await definition.saved?.(tx, current, row);
    await recordAudit(tx, actor, {
      action: `store.${name}.update`,
      entity: record.entity,
      entityId: record.entityId,
      version: next,
      before: definition.read(current),
      after: saved,
    });
    await changed(tx);
    return { section: saved, version: next };
  });
}
