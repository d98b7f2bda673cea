import { storeTexts, type MachineTranslateInput } from '@storefront/shared/admin';
import type { Language } from '@storefront/shared/core';
import type { Database } from '../../db/database';
import { AppError, notFound } from '../../errors';
import { isUuid } from '../../ids';
import { categoryTexts, productMainTexts, storeTextsRow } from './repository';

/* The main-language texts of the records that a request names (machine translation's sources). */

type TextRef = MachineTranslateInput['texts'][number];

/** A text to translate: where it is, and its main-language source as the record has it now. */
export interface MainText {
  ref: TextRef;
  index: number;
  source: string;
}

const badText = (fields: Record<string, string>) =>
  new AppError(400, 'ENTITY_BAD_REQUEST', 'Texts that cannot be translated', { fields });

/**
 * Each named text's source in the main language: 404 for a record that does not exist (or a
 * store text of a slide that does not), 400 for a store text that is no text of the store and
 * for a text whose main language has nothing to translate.
 */
export async function readMainTexts(
  db: Database,
  texts: TextRef[],
  main: Language,
): Promise<MainText[]> {
  const productIds = [...new Set(texts.filter((text) => text.kind === 'product').map((t) => t.id))];
  const invalid = productIds.find((id) => !isUuid(id));
  if (invalid) throw notFound('PRODUCT_NOT_FOUND', `No product ${invalid}`);
  const products = new Map(
    (await productMainTexts(db, productIds, main)).map((row) => [row.productId, row]),
  );
  const needsCategories = texts.some((text) => text.kind === 'category');
  const categories = new Map(
    (needsCategories ? await categoryTexts(db) : []).map((row) => [row.id, row]),
  );
  const store = texts.some((text) => text.kind === 'store') ? await storeTextsRow(db) : undefined;
  const storeFields = new Map(
    store ? storeTexts(store).map((text) => [text.field, text.text]) : [],
  );

  const empty: Record<string, string> = {};
  const sources = texts.map((ref, index): MainText => {
    let source: string;
    if (ref.kind === 'product') {
      const row = products.get(ref.id);
      if (!row) throw notFound('PRODUCT_NOT_FOUND', `No product ${ref.id} in ${main}`);
      source = row[ref.field];
    } else if (ref.kind === 'category') {
      const row = categories.get(ref.id);
      if (!row) throw notFound('ENTITY_NOT_FOUND', `No category ${ref.id}`);
      source = row[ref.field][main] ?? '';
    } else {
      if (!store || store.id !== ref.id) throw notFound('STORE_NOT_FOUND', `No store ${ref.id}`);
      const text = storeFields.get(ref.field);
      if (!text && ref.field.startsWith('slides.'))
        throw notFound('STORE_SLIDE_NOT_FOUND', `No slide for ${ref.field}`);
      if (!text) throw badText({ [`texts.${index}.field`]: 'field_unknown' });
      source = text[main] ?? '';
    }
    if (!source.trim()) empty[`texts.${index}`] = 'source_empty';
    return { ref, index, source };
  });
  if (Object.keys(empty).length > 0) throw badText(empty);
  return sources;
}
