import type { TranslationKind } from '@storefront/shared/admin';
import type { Language } from '@storefront/shared/core';
import { and, eq, or } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { machineTranslationSettings, translationDrafts } from '../../db/schema';

/* The machine translation's reads and writes: its settings' one row, and the drafts. */

export type SettingsRow = typeof machineTranslationSettings.$inferSelect;

/** The settings' row (undefined before the first save); with `lock`, held. */
export async function settingsRow(db: Database, { lock = false } = {}) {
  const query = db.select().from(machineTranslationSettings).limit(1);
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

/** Makes the row at its defaults, unless it is there. */
export async function ensureSettingsRow(tx: Database): Promise<void> {
  await tx.insert(machineTranslationSettings).values({ id: true }).onConflictDoNothing();
}

export async function updateSettingsRow(
  tx: Database,
  values: Partial<SettingsRow>,
): Promise<SettingsRow> {
  const [row] = await tx
    .update(machineTranslationSettings)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(machineTranslationSettings.id, true))
    .returning();
  return row!;
}

export type DraftRow = typeof translationDrafts.$inferSelect;

/** A text of a record in one language. */
export interface TextPlace {
  kind: TranslationKind;
  id: string;
  field: string;
  language: Language;
}

const at = (place: TextPlace) =>
  and(
    eq(translationDrafts.kind, place.kind),
    eq(translationDrafts.recordId, place.id),
    eq(translationDrafts.field, place.field),
    eq(translationDrafts.language, place.language),
  )!;

/** Keeps drafts, each replacing the one its text had. */
export async function upsertDrafts(
  tx: Database,
  rows: (typeof translationDrafts.$inferInsert)[],
): Promise<void> {
  for (const row of rows)
    await tx
      .insert(translationDrafts)
      .values(row)
      .onConflictDoUpdate({
        target: [
          translationDrafts.kind,
          translationDrafts.recordId,
          translationDrafts.field,
          translationDrafts.language,
        ],
        set: {
          text: row.text,
          sourceHash: row.sourceHash,
          model: row.model,
          createdBy: row.createdBy,
          createdAt: row.createdAt,
        },
      });
}

/** Drops the drafts of these texts; how many there were. */
export async function deleteDrafts(tx: Database, places: TextPlace[]): Promise<number> {
  if (places.length === 0) return 0;
  const deleted = await tx
    .delete(translationDrafts)
    .where(or(...places.map(at)))
    .returning({ kind: translationDrafts.kind });
  return deleted.length;
}

/** The drafts of these texts. */
export async function draftsAt(db: Database, places: TextPlace[]): Promise<DraftRow[]> {
  if (places.length === 0) return [];
  return db
    .select()
    .from(translationDrafts)
    .where(or(...places.map(at)));
}
