import {
  can,
  storeTexts,
  textGaps,
  type Permission,
  type ProductTexts,
  type ShopLanguages,
  type TranslationSave,
  type TranslationSaveResult,
  type TranslationTextSave,
} from '@storefront/shared/admin';
import type { Language, LocalizedText } from '@storefront/shared/core';
import type { Database } from '../../db/database';
import { AppError, forbidden, notFound } from '../../errors';
import { isUuid } from '../../ids';
import { recordAudit } from '../audit/audit';
import { CACHE_TAGS } from '../events/invalidation';
import {
  invalidateProduct,
  lockAtVersion,
  writeProductTexts,
  type WriteContext,
} from '../products/records';
import { readShopLanguages } from '../store/store';
import {
  categoryTexts,
  setCategoryTexts,
  setStoreTexts,
  storeTextsRow,
  type CategoryTextsRow,
} from './repository';
import { dropDrafts } from '../machine-translation/drafts';
import { recordTranslationSources, type SavedField } from './sources';

type ProductSave = Extract<TranslationTextSave, { kind: 'product' }>;
type CategorySave = Extract<TranslationTextSave, { kind: 'category' }>;
type StoreSave = Extract<TranslationTextSave, { kind: 'store' }>;

/** What each kind's texts need besides the page's own `translations.write`. */
const KIND_PERMISSIONS: Record<TranslationTextSave['kind'], Permission> = {
  product: 'products.write',
  category: 'products.write',
  store: 'settings.write',
};

const badTexts = (message: string, fields: Record<string, string>) =>
  new AppError(400, 'ENTITY_BAD_REQUEST', message, { fields });

/** A text changed since the page read it (records without a version: categories, the store). */
const changedMeanwhile = (fields: Record<string, string>) =>
  new AppError(
    409,
    'ENTITY_ACTION_NOT_ALLOWED',
    'Some texts were changed since they were read: nothing was saved',
    { fields },
  );

/**
 * 400 LOCALE_NOT_FOUND for a language the shop is not in; 400 for the main language (its texts
 * are the sources, edited on their records' own forms) and for a text sent twice; 403 for a
 * kind the role may not write.
 */
function checkTexts(texts: TranslationTextSave[], shop: ShopLanguages, context: WriteContext) {
  const unknown: Record<string, string> = {};
  const wrong: Record<string, string> = {};
  const seen = new Set<string>();
  texts.forEach((text, index) => {
    if (!shop.all.includes(text.language)) unknown[`texts.${index}.language`] = 'language_unknown';
    else if (text.language === shop.main) wrong[`texts.${index}.language`] = 'main_language';
    const key = `${text.kind} ${text.id} ${text.field} ${text.language}`;
    if (seen.has(key)) wrong[`texts.${index}`] = 'text_repeated';
    seen.add(key);
  });
  if (Object.keys(unknown).length > 0)
    throw new AppError(400, 'LOCALE_NOT_FOUND', 'Not a language of the shop', { fields: unknown });
  if (Object.keys(wrong).length > 0) throw badTexts('Texts the page cannot save', wrong);
  for (const kind of new Set(texts.map((text) => text.kind)))
    if (!can(context.actor.role, KIND_PERMISSIONS[kind]))
      throw forbidden(`Texts of ${kind} records need ${KIND_PERMISSIONS[kind]}`);
}

/** The items of one record, with their places in the request (for the errors' fields). */
function byRecord<T extends TranslationTextSave>(texts: TranslationTextSave[], kind: T['kind']) {
  const records = new Map<string, { text: T; index: number }[]>();
  texts.forEach((text, index) => {
    if (text.kind !== kind) return;
    records.set(text.id, [...(records.get(text.id) ?? []), { text: text as T, index }]);
  });
  // Locked in id order, so two saves sharing records never wait on each other in a cycle.
  return [...records.entries()].sort(([a], [b]) => (a < b ? -1 : 1));
}

/** A field's texts per language, from a product's texts. */
const fieldOf = (texts: ProductTexts, field: 'name' | 'description'): LocalizedText =>
  Object.fromEntries(Object.entries(texts).map(([language, text]) => [language, text[field]]));

/** The fields a save wrote, each with its texts before and after and the languages it wrote. */
function savedFields<F extends string>(
  items: { text: { field: F; language: Language } }[],
  textsOf: (field: F) => { before: LocalizedText; after: LocalizedText },
): SavedField[] {
  const fields = [...new Set(items.map(({ text }) => text.field))];
  return fields.map((field) => ({
    field,
    ...textsOf(field),
    written: items.filter(({ text }) => text.field === field).map(({ text }) => text.language),
  }));
}

/** The changed fields of a record as the audit record keeps them (`{ name: { ua: … } }`). */
const audited = (fields: SavedField[], side: 'before' | 'after') =>
  Object.fromEntries(
    fields.map((field) => [
      field.field,
      Object.fromEntries(
        field.written.map((language) => [language, field[side][language] ?? null]),
      ),
    ]),
  );

/**
 * What every save of a record's texts does besides writing them: their sources recorded (each
 * written text is up to date with its main text now) and the audit entry (`<kind>.translate`).
 */
async function recordSaved(
  tx: Database,
  context: WriteContext,
  shop: ShopLanguages,
  record: { kind: TranslationTextSave['kind']; id: string; version?: number },
  fields: SavedField[],
) {
  const { kind, id, version } = record;
  await recordTranslationSources(tx, { kind, id, main: shop.main, languages: shop.all }, fields);
  // A saved text is the person's: a machine's draft of it (accepted, or not) is done with.
  await dropDrafts(
    tx,
    fields.flatMap(({ field, written }) =>
      written.map((language) => ({ kind, id, field, language })),
    ),
  );
  await recordAudit(tx, context.actor, {
    action: `${kind}.translate`,
    entity: kind,
    entityId: id,
    version,
    before: audited(fields, 'before'),
    after: audited(fields, 'after'),
  });
}

async function saveProduct(
  tx: Database,
  id: string,
  items: { text: ProductSave; index: number }[],
  shop: ShopLanguages,
  context: WriteContext,
) {
  const versions = new Set(items.map(({ text }) => text.version));
  if (versions.size > 1)
    throw badTexts('One product, one version', {
      [`texts.${items[0]!.index}.version`]: 'versions_differ',
    });
  if (!isUuid(id)) throw notFound('PRODUCT_NOT_FOUND', `No product ${id}`);
  const record = await lockAtVersion(tx, id, items[0]!.text.version);
  const texts: ProductTexts = structuredClone(record.texts);
  for (const { text } of items) {
    const current = texts[text.language] ?? { name: '', description: '' };
    texts[text.language] = { ...current, [text.field]: text.text };
    if (!texts[text.language]!.name && !texts[text.language]!.description)
      delete texts[text.language];
  }
  const gaps = textGaps(texts, shop, record.product.visible);
  if (Object.keys(gaps).length > 0)
    throw badTexts(`Texts missing: ${Object.keys(gaps).join(', ')}`, gaps);
  const fields = savedFields(items, (field) => ({
    before: fieldOf(record.texts, field),
    after: fieldOf(texts, field),
  }));
  const version = await writeProductTexts(tx, id, record.product.version, texts);
  await recordSaved(tx, context, shop, { kind: 'product', id, version }, fields);
  await invalidateProduct(context, tx, id);
  return { kind: 'product' as const, id, version };
}

/** 409 naming the texts that are no longer what the page read (`was`). */
function checkUnchanged(items: { text: { was: string }; index: number; now: string }[]) {
  const changed = Object.fromEntries(
    items
      .filter(({ text, now }) => text.was.trim() !== now)
      .map(({ index }) => [`texts.${index}.was`, 'text_changed']),
  );
  if (Object.keys(changed).length > 0) throw changedMeanwhile(changed);
}

/** Sets a language's text, or takes it away when empty (the main one then stands in). */
function setText(text: LocalizedText, language: Language, value: string) {
  if (value) text[language] = value;
  else delete text[language];
}

async function saveCategories(
  tx: Database,
  records: [string, { text: CategorySave; index: number }[]][],
  shop: ShopLanguages,
  context: WriteContext,
) {
  const ids = records.map(([id]) => id);
  const rows = new Map<string, CategoryTextsRow>(
    (await categoryTexts(tx, ids.filter(isUuid))).map((row) => [row.id, row]),
  );
  const saved = [];
  for (const [id, items] of records) {
    const row = rows.get(id);
    if (!row) throw notFound('ENTITY_NOT_FOUND', `No category ${id}`);
    checkUnchanged(
      items.map((item) => ({ ...item, now: row[item.text.field][item.text.language] ?? '' })),
    );
    const after = { name: { ...row.name }, description: { ...row.description } };
    for (const { text } of items) setText(after[text.field], text.language, text.text);
    const fields = savedFields(items, (field) => ({ before: row[field], after: after[field] }));
    await setCategoryTexts(tx, id, after);
    await recordSaved(tx, context, shop, { kind: 'category', id }, fields);
    saved.push({ kind: 'category' as const, id, version: null });
  }
  if (saved.length > 0) await context.invalidate(tx, [CACHE_TAGS.categories, CACHE_TAGS.listings]);
  return saved;
}

async function saveStore(
  tx: Database,
  records: [string, { text: StoreSave; index: number }[]][],
  shop: ShopLanguages,
  context: WriteContext,
) {
  if (records.length === 0) return [];
  const row = await storeTextsRow(tx, { lock: true });
  const items = records.flatMap(([id, list]) => {
    if (id !== row?.id) throw notFound('STORE_NOT_FOUND', `No store ${id}`);
    return list;
  });
  const store = structuredClone(row!);
  const texts = new Map(storeTexts(store).map(({ field, text }) => [field, text]));
  const unknown = items.filter(({ text }) => !texts.has(text.field));
  const slide = unknown.find(({ text }) => text.field.startsWith('slides.'));
  if (slide) throw notFound('STORE_SLIDE_NOT_FOUND', `No slide for ${slide.text.field}`);
  if (unknown.length > 0)
    throw badTexts(
      'Not a text of the store',
      Object.fromEntries(unknown.map(({ index }) => [`texts.${index}.field`, 'field_unknown'])),
    );
  checkUnchanged(
    items.map((item) => ({ ...item, now: texts.get(item.text.field)![item.text.language] ?? '' })),
  );
  const before = new Map(storeTexts(row!).map(({ field, text }) => [field, text]));
  for (const { text } of items) setText(texts.get(text.field)!, text.language, text.text);
  const fields = savedFields(items, (field) => ({
    before: before.get(field)!,
    after: texts.get(field)!,
  }));
  await setStoreTexts(tx, store);
  await recordSaved(tx, context, shop, { kind: 'store', id: store.id }, fields);
  await context.invalidate(tx, [CACHE_TAGS.store]);
  return [{ kind: 'store' as const, id: store.id, version: null }];
}

/**
 * Saves many texts at once, in one transaction: all of them or, on any refusal, none. A
 * product's are saved over the version the page read it at (409 with what changed since), a
 * category's and the store's over the text the page read (`was`); each record's texts are
 * audited, their sources recorded (they are up to date with the main text now), and the
 * storefront's answers showing them dropped.
 */
export async function saveTranslations(
  db: Database,
  { texts }: TranslationSave,
  context: WriteContext,
): Promise<TranslationSaveResult> {
  const shop = await readShopLanguages(db);
  checkTexts(texts, shop, context);
  const records = await db.transaction(async (tx) => {
    const saved = [];
    for (const [id, items] of byRecord<ProductSave>(texts, 'product'))
      saved.push(await saveProduct(tx, id, items, shop, context));
    saved.push(
      ...(await saveCategories(tx, byRecord<CategorySave>(texts, 'category'), shop, context)),
    );
    saved.push(...(await saveStore(tx, byRecord<StoreSave>(texts, 'store'), shop, context)));
    return saved;
  });
  return { saved: texts.length, records };
}
