import {
  RECORD_TEXT_FIELDS,
  TRANSLATION_KINDS,
  TRANSLATION_STATES,
  storeTexts,
  type TranslationCounts,
  type TranslationItem,
  type TranslationKind,
  type TranslationPage,
  type TranslationState,
} from '@storefront/shared/admin';
import type { Language } from '@storefront/shared/core';
import type { Database } from '../../db/database';
import { readShopLanguages } from '../store/store';
import {
  categoryTexts,
  productGapCounts,
  productGapPage,
  sourceKey,
  sourcesOf,
  storeTextsRow,
} from './repository';
import { withDrafts } from '../machine-translation/drafts';
import { translationState } from './sources';

export interface TranslationQuery {
  language?: Language;
  kind?: TranslationKind;
  state?: TranslationState;
  record?: string;
  page: number;
  limit: number;
}

const noCounts = (): TranslationCounts =>
  Object.fromEntries(
    TRANSLATION_KINDS.map((kind) => [
      kind,
      Object.fromEntries(TRANSLATION_STATES.map((state) => [state, 0])),
    ]),
  ) as TranslationCounts;

type Gap = Omit<TranslationItem, 'state' | 'draft'> & { state: TranslationState | null };
type Listed = Omit<TranslationItem, 'draft'>;

/** The texts of the store and the categories that some language lacks, or has outdated. */
async function recordGaps(
  db: Database,
  main: Language,
  languages: Language[],
  query: TranslationQuery,
): Promise<Listed[]> {
  const gaps: Gap[] = [];
  const wanted = (kind: TranslationKind) => !query.kind || query.kind === kind;
  if (wanted('store')) {
    const store = await storeTextsRow(db);
    if (store && (!query.record || query.record === store.id)) {
      const sources = await sourcesOf(db, 'store', store.id);
      for (const { field, text } of storeTexts(store))
        for (const language of languages)
          gaps.push({
            kind: 'store',
            id: store.id,
            field,
            language,
            label: store.mainInfo.name,
            source: text[main] ?? '',
            text: text[language] ?? '',
            version: null,
            state: translationState(
              text[main] ?? '',
              text[language] ?? '',
              sources.get(sourceKey(store.id, field, language)),
            ),
          });
    }
  }
  if (wanted('category')) {
    const sources = await sourcesOf(db, 'category', query.record);
    for (const category of await categoryTexts(db)) {
      if (query.record && query.record !== category.id) continue;
      for (const field of RECORD_TEXT_FIELDS)
        for (const language of languages) {
          const source = category[field][main] ?? '';
          const text = category[field][language] ?? '';
          gaps.push({
            kind: 'category',
            id: category.id,
            field,
            language,
            label: category.name[main] ?? category.slug,
            source,
            text,
            version: null,
            state: translationState(
              source,
              text,
              sources.get(sourceKey(category.id, field, language)),
            ),
          });
        }
    }
  }
  return gaps.filter((gap): gap is Listed => gap.state !== null);
}

/**
 * The translations page: the texts of the shop that a language other than the main one lacks
 * (missing) or has from an older main text (outdated), the store's first, then the categories',
 * then the products'; with the counts per language, kind and state (narrowed by the kind and the
 * record only, so each language's figures stay beside the list of one of them).
 */
export async function listTranslations(
  db: Database,
  query: TranslationQuery,
): Promise<TranslationPage> {
  const shop = await readShopLanguages(db);
  const targets = shop.all.filter((language) => language !== shop.main);
  const counts = Object.fromEntries(targets.map((language) => [language, noCounts()]));
  const page = {
    items: [],
    total: 0,
    page: query.page,
    limit: query.limit,
    languages: shop,
    counts,
  };
  if (targets.length === 0) return page;

  const gaps = await recordGaps(db, shop.main, targets, query);
  for (const gap of gaps) counts[gap.language]![gap.kind][gap.state] += 1;
  const withProducts = !query.kind || query.kind === 'product';
  const products = { main: shop.main, languages: targets, record: query.record };
  if (withProducts)
    for (const row of await productGapCounts(db, products))
      counts[row.language]!.product[row.state] = row.count;

  const listed = targets.filter((language) => !query.language || language === query.language);
  if (listed.length === 0) return page;
  const shown = gaps.filter(
    (gap) => listed.includes(gap.language) && (!query.state || gap.state === query.state),
  );
  const productTotal = withProducts
    ? listed.reduce(
        (sum, language) =>
          sum +
          (query.state
            ? counts[language]!.product[query.state]
            : counts[language]!.product.missing + counts[language]!.product.outdated),
        0,
      )
    : 0;
  const offset = (query.page - 1) * query.limit;
  const items: Listed[] = shown.slice(offset, offset + query.limit);
  if (withProducts && items.length < query.limit) {
    const rows = await productGapPage(
      db,
      { ...products, languages: listed, state: query.state },
      Math.max(0, offset - shown.length),
      query.limit - items.length,
    );
    items.push(...rows.map((row) => ({ kind: 'product' as const, ...row })));
  }
  return {
    ...page,
    items: await withDrafts(db, items),
    total: shown.length + productTotal,
  };
}
