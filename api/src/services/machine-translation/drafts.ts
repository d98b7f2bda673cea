import type { TranslationItem } from '@storefront/shared/admin';
import type { Database } from '../../db/database';
import { sourceHash } from '../translations/sources';
import { deleteDrafts, draftsAt, type TextPlace } from './repository';

/* The machine's drafts: kept per text until a person saves the text or discards the draft. */

export type { TextPlace };

const keyOf = (place: TextPlace) => `${place.kind} ${place.id} ${place.field} ${place.language}`;

/** Drops the drafts of texts a person saved (in the save's transaction): they are done with. */
export const dropDrafts = (tx: Database, places: TextPlace[]) => deleteDrafts(tx, places);

/**
 * The listed texts with their drafts: a draft made from the main text as it is now, that is; one
 * of an older main text is left out (it translates what the shop no longer says).
 */
export async function withDrafts(
  db: Database,
  items: Omit<TranslationItem, 'draft'>[],
): Promise<TranslationItem[]> {
  const rows = await draftsAt(db, items);
  const drafts = new Map(rows.map((row) => [keyOf({ ...row, id: row.recordId }), row] as const));
  return items.map((item) => {
    const draft = drafts.get(keyOf(item));
    return {
      ...item,
      draft:
        draft && draft.sourceHash === sourceHash(item.source)
          ? { text: draft.text, model: draft.model, createdAt: draft.createdAt.toISOString() }
          : null,
    };
  });
}
