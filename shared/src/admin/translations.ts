import * as z from 'zod/mini';
import { LANGUAGES, type Language } from '../contracts/languages';
import type { LocalizedText } from '../contracts/languages';
import type { PublicStore } from '../contracts/store';
import { typedString } from '../schemas/text';
import { PRICE_MAX, PRODUCT_LIMITS, type ShopLanguages } from './products';

/*
 * The translations page: every text of the shop that one of its languages lacks (missing) or has
 * from an older main-language text (outdated), and the texts staff write there, many at once.
 * A text is someone's to translate when the shop's main language has it: an empty main text has
 * nothing to translate from.
 */

/**
 * The kinds of record whose texts are translated: products (name, description), categories
 * (name, description) and the store (its description, SEO texts, home page blocks, slides).
 */
export const TRANSLATION_KINDS = ['product', 'category', 'store'] as const;
export type TranslationKind = (typeof TRANSLATION_KINDS)[number];

/** Missing: the language has no text. Outdated: its main text changed after it was written. */
export const TRANSLATION_STATES = ['missing', 'outdated'] as const;
export type TranslationState = (typeof TRANSLATION_STATES)[number];

export const TRANSLATION_LIMITS = {
  /** The longest text of a category or of the store (a product's follow PRODUCT_LIMITS). */
  textMax: 5000,
  /** The most texts one save takes. */
  itemsMax: 200,
} as const;

/** The fields of a product and of a category that are translated. */
export const RECORD_TEXT_FIELDS = ['name', 'description'] as const;
export type RecordTextField = (typeof RECORD_TEXT_FIELDS)[number];

/** One text to translate: where it is, its main-language source, and the language's text now. */
export interface TranslationItem {
  kind: TranslationKind;
  /** The product's, category's or store's id. */
  id: string;
  field: string;
  language: Language;
  state: TranslationState;
  /** The record's name in the main language (a product's or category's; the shop's own name). */
  label: string;
  /** The main language's text. */
  source: string;
  /** The language's text now ('' when missing). */
  text: string;
  /** The record's version, for those that have one (products). */
  version: number | null;
  /** A machine's translation of the source as it is now, waiting for a person (see `DraftMade`). */
  draft: { text: string; model: string; createdAt: string } | null;
}

/** How many texts are missing and outdated, per kind, in one language. */
export type TranslationCounts = Record<TranslationKind, Record<TranslationState, number>>;

/** `GET admin/translations`. */
export interface TranslationPage {
  items: TranslationItem[];
  total: number;
  page: number;
  limit: number;
  languages: ShopLanguages;
  /** Per language other than the main one; narrowed by the kind and record filters only. */
  counts: Partial<Record<Language, TranslationCounts>>;
}

/** The filters of `GET admin/translations`, all in the page's address. */
export interface TranslationFilter {
  language?: Language;
  kind?: TranslationKind;
  state?: TranslationState;
  /** One record's texts (a product's id). */
  record?: string;
  page?: number;
}

/* The store's translated texts, each named by its path in the store's record. */

type StoreTexts = Pick<PublicStore, 'mainInfo' | 'seo' | 'pagesContent' | 'slides'>;

const INFO_BLOCKS = ['price', 'assortment', 'delivery', 'worldwideDelivery'] as const;
const ACTION_BLOCKS = ['homeCTA', 'homeLatestArrivals', 'homeFeaturedProducts'] as const;
const SEO_TEMPLATES = ['category', 'brand', 'product'] as const;

/** One translated text of the store: its path (`seo.pages.home.title`) and its texts. */
export interface StoreText {
  field: string;
  text: LocalizedText;
}

/** Every translated text of the store, in the order the page lists them. */
export function storeTexts(store: StoreTexts): StoreText[] {
  const texts: StoreText[] = [{ field: 'mainInfo.description', text: store.mainInfo.description }];
  const seo = (path: string, value: { title: LocalizedText; description: LocalizedText }) =>
    texts.push(
      { field: `${path}.title`, text: value.title },
      { field: `${path}.description`, text: value.description },
    );
  seo('seo.general', store.seo.general);
  for (const [page, value] of Object.entries(store.seo.pages))
    if (value) seo(`seo.pages.${page}`, value);
  for (const template of SEO_TEMPLATES) seo(`seo.${template}`, store.seo[template]);
  for (const block of INFO_BLOCKS)
    seo(`pagesContent.homeInfoBlock.${block}`, store.pagesContent.homeInfoBlock[block]);
  for (const block of ACTION_BLOCKS) {
    seo(`pagesContent.${block}`, store.pagesContent[block]);
    texts.push({
      field: `pagesContent.${block}.actionText`,
      text: store.pagesContent[block].actionText,
    });
  }
  for (const slide of store.slides)
    texts.push({ field: `slides.${slide.id}.title`, text: slide.title });
  return texts;
}

/**
 * What a store text's path names, for its label: the section (`seo.pages`, `slides`), the
 * section's own item where it has several (a page's route name, a slide's id) and the text's
 * name (`title`, `description`, `actionText`).
 */
export function storeTextPlace(field: string): {
  section: string;
  item: string | null;
  part: string;
} {
  const parts = field.split('.');
  const part = parts.pop()!;
  if (parts[0] === 'slides') return { section: 'slides', item: parts[1] ?? null, part };
  if (parts[0] === 'seo' && parts[1] === 'pages')
    return { section: 'seo.pages', item: parts[2] ?? null, part };
  return { section: parts.join('.'), item: null, part };
}

/* The texts a save takes. */

const id = typedString().check(z.minLength(1), z.maxLength(100));
const language = z.enum(LANGUAGES);

const textOf = (max: number) => typedString().check(z.trim(), z.maxLength(max, 'text_too_long'));

/** A product's text, saved over the version the page read the product at. */
const productTextSave = z.object({
  kind: z.literal('product'),
  id,
  field: z.enum(RECORD_TEXT_FIELDS),
  language,
  text: textOf(PRODUCT_LIMITS.descriptionMax),
  version: z.int().check(z.minimum(1), z.maximum(PRICE_MAX)),
});

/**
 * A category's or the store's text, saved over the text the page read there (`was`), as these
 * records carry no version: a text someone else changed meanwhile is not overwritten.
 */
const categoryTextSave = z.object({
  kind: z.literal('category'),
  id,
  field: z.enum(RECORD_TEXT_FIELDS),
  language,
  text: textOf(TRANSLATION_LIMITS.textMax),
  was: z.string().check(z.maxLength(TRANSLATION_LIMITS.textMax)),
});

const storeTextSave = z.object({
  kind: z.literal('store'),
  id,
  field: typedString().check(z.regex(/^[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+){1,4}$/, 'field_unknown')),
  language,
  text: textOf(TRANSLATION_LIMITS.textMax),
  was: z.string().check(z.maxLength(TRANSLATION_LIMITS.textMax)),
});

export const translationSaveSchema = z.object({
  texts: z
    .array(z.discriminatedUnion('kind', [productTextSave, categoryTextSave, storeTextSave]))
    .check(
      z.minLength(1, 'texts_required'),
      z.maxLength(TRANSLATION_LIMITS.itemsMax, 'too_many_texts'),
    ),
});

export type TranslationSave = z.output<typeof translationSaveSchema>;
export type TranslationTextSave = TranslationSave['texts'][number];

/** The answer to a save: how many texts were written, and the records they belong to. */
export interface TranslationSaveResult {
  saved: number;
  records: { kind: TranslationKind; id: string; version: number | null }[];
}
