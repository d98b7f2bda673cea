import { shopLanguagesOf, storeTexts } from '@storefront/shared/admin';
import type { LocalizedText } from '@storefront/shared/core';
import type { Database } from '../../db/database';
import { changedLanguages, recordTranslationSources } from '../translations/sources';
import type { StoreRow } from './repository';

/** The store's translated texts under a path (`seo.`), by their paths. */
const textsUnder = (row: StoreRow, prefix: string) =>
  new Map(
    storeTexts(row)
      .filter(({ field }) => field.startsWith(prefix))
      .map(({ field, text }) => [field, text] as const),
  );

/**
 * Keeps what the store's texts under `prefix` were translated from, after a settings section
 * saved them (see `recordTranslationSources`): a language whose text the save changed is up to
 * date with the main text saved with it; one it left while the main text changed is outdated from
 * now; a text the save took away (a page's) has nothing to keep.
 */
export async function recordStoreTextSources(
  tx: Database,
  before: StoreRow,
  after: StoreRow,
  prefix: string,
): Promise<void> {
  const from = textsUnder(before, prefix);
  const to = textsUnder(after, prefix);
  const fields = [...new Set([...from.keys(), ...to.keys()])].map((field) => {
    const was: LocalizedText = from.get(field) ?? {};
    const is: LocalizedText = to.get(field) ?? {};
    return { field, before: was, after: is, written: changedLanguages(was, is) };
  });
  const shop = shopLanguagesOf(after.mainInfo);
  await recordTranslationSources(
    tx,
    { kind: 'store', id: after.id, main: shop.main, languages: shop.all },
    fields,
  );
}
