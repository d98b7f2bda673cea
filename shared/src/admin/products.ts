import * as z from 'zod/mini';
import { LANGUAGES, isLanguage, type Language } from '../contracts/languages';
import { typedString } from '../schemas/text';
import { amountSchema, optionalAmountSchema } from './amounts';

/*
 * The back office's products: what the list and the form show, what the API takes, and the
 * rules both sides check alike (a product's texts per shop language, its prices). Validation
 * messages are keys of `products.validation` in the admin namespace.
 */

/** How long a product's own texts and slug may be. */
export const PRODUCT_LIMITS = {
  slugMax: 120,
  nameMax: 200,
  descriptionMax: 5000,
  altMax: 300,
  /** Pictures a product may have. */
  imagesMax: 20,
} as const;

/**
 * The shop's languages: the store's main language (its texts stand in for any other a product
 * lacks) first, then its additional ones, each a language the storefront is offered in.
 */
export interface ShopLanguages {
  main: Language;
  all: Language[];
}

/**
 * The shop's languages from the store's settings (`mainInfo`). A main language the storefront is
 * not offered in gives way to the first additional one that is, else English.
 */
export function shopLanguagesOf(mainInfo: {
  languageCode: string;
  additionalLanguageCodes: readonly string[];
}): ShopLanguages {
  const listed = [mainInfo.languageCode, ...mainInfo.additionalLanguageCodes].filter(isLanguage);
  const all = [...new Set(listed.length > 0 ? listed : ['en' as Language])];
  return { main: all[0]!, all };
}

/** A product's name and description in one language. */
export interface ProductText {
  name: string;
  description: string;
}

export type ProductTexts = Partial<Record<Language, ProductText>>;

/**
 * Where a product's texts fall short, as field paths (`texts.pl.name`) to message keys. Always:
 * a name in the shop's main language, and no description without a name. Before the product may
 * be visible: a name and a description in every shop language (the storefront's listings sort
 * and search by the page language's text, and show the main one only in its absence).
 */
export function textGaps(
  texts: ProductTexts,
  languages: ShopLanguages,
  visible: boolean,
): Record<string, string> {
  const gaps: Record<string, string> = {};
  for (const language of LANGUAGES) {
    const text = texts[language];
    if (text && !text.name && text.description) gaps[`texts.${language}.name`] = 'name_required';
  }
  if (!texts[languages.main]?.name) gaps[`texts.${languages.main}.name`] = 'main_name_required';
  if (visible)
    for (const language of languages.all) {
      const text = texts[language];
      if (!text?.name) gaps[`texts.${language}.name`] ??= 'visible_name_required';
      if (!text?.description)
        gaps[`texts.${language}.description`] = 'visible_description_required';
    }
  return gaps;
}

/** The shop languages a product lacks a name or a description in. */
export function missingLanguages(texts: ProductTexts, languages: ShopLanguages): Language[] {
  return languages.all.filter(
    (language) => !texts[language]?.name || !texts[language]?.description,
  );
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const slug = typedString('slug_invalid').check(
  z.trim(),
  z.minLength(1, 'slug_required'),
  z.maxLength(PRODUCT_LIMITS.slugMax, 'slug_too_long'),
  z.regex(SLUG, 'slug_invalid'),
);

const refSlug = typedString('category_required').check(z.regex(SLUG, 'category_required'));

const text = (max: number, tooLong: string) =>
  typedString().check(z.trim(), z.maxLength(max, tooLong));

const productText = z.object({
  name: text(PRODUCT_LIMITS.nameMax, 'name_too_long'),
  description: text(PRODUCT_LIMITS.descriptionMax, 'description_too_long'),
});

/** A language's entry with neither a name nor a description is no text at all. */
const textsOf = (texts: Partial<Record<Language, ProductText>>): ProductTexts =>
  Object.fromEntries(
    Object.entries(texts).filter(([, value]) => value && (value.name || value.description)),
  );

const texts = z.pipe(z.partialRecord(z.enum(LANGUAGES), productText), z.transform(textsOf));

/** The largest price: a PostgreSQL integer of minor units. */
export const PRICE_MAX = 2_147_483_647;

const minorUnits = z
  .int('price_invalid')
  .check(z.minimum(1, 'price_invalid'), z.maximum(PRICE_MAX, 'price_invalid'));

/** The own discount must be below the price (the database holds it so too). */
const salePriceBelowPrice = z.refine<{ price: number; salePrice: number | null }>(
  (value) => value.salePrice === null || value.salePrice < value.price,
  {
    message: 'sale_price_not_below',
    path: ['salePrice'],
    // Checked as soon as both prices are numbers, beside the other fields' errors.
    when: ({ value }) => {
      const { price, salePrice } = (value ?? {}) as Record<string, unknown>;
      return typeof price === 'number' && (salePrice === null || typeof salePrice === 'number');
    },
  },
);

/**
 * A product's own fields as the API takes them (`POST admin/products`, and with the version it
 * was read at, `PUT admin/products/{id}`): prices in minor units of the main currency, the
 * category and brand by slug. The rules that need the shop's languages are `textGaps`.
 */
const productFields = {
  slug,
  texts,
  category: refSlug,
  brand: z.nullable(typedString().check(z.regex(SLUG, 'brand_invalid'))),
  price: minorUnits,
  salePrice: z.nullable(minorUnits),
  featured: z.boolean(),
  visible: z.boolean(),
};

export const productInputSchema = z.object(productFields).check(salePriceBelowPrice);

export type ProductInput = z.output<typeof productInputSchema>;

const version = z.int().check(z.minimum(1), z.maximum(PRICE_MAX));

export const productUpdateSchema = z
  .object({ ...productFields, version })
  .check(salePriceBelowPrice);

export type ProductUpdate = z.output<typeof productUpdateSchema>;

/**
 * The product form's schema, for the shop's languages: the same rules as the API's, with prices
 * typed as amounts ("12,50") and "no brand" or "no discount" as empty fields, and the texts each
 * language needs (`textGaps`). Its output is the API's `ProductInput`.
 */
export function productFormSchema(languages: ShopLanguages) {
  const fields = z
    .object({
      ...productFields,
      brand: typedString(),
      price: amountSchema,
      salePrice: optionalAmountSchema,
    })
    .check(
      salePriceBelowPrice,
      z.superRefine(
        (value, context) => {
          const gaps = textGaps(value.texts, languages, value.visible);
          for (const [path, message] of Object.entries(gaps))
            context.issues.push({ code: 'custom', message, path: path.split('.'), input: value });
        },
        {
          // Said beside the other fields' errors, once the texts themselves are well formed.
          when: ({ value }) => {
            const { texts, visible } = (value ?? {}) as Record<string, unknown>;
            return typeof texts === 'object' && texts !== null && typeof visible === 'boolean';
          },
        },
      ),
    );
  return z.pipe(
    fields,
    z.transform((value): ProductInput => ({ ...value, brand: value.brand || null })),
  );
}

export type ProductFormValues = z.input<ReturnType<typeof productFormSchema>>;

/** The filters of the back office's product list (`GET admin/products`), all in its address. */
export interface AdminProductFilters {
  q?: string;
  category?: string;
  brand?: string;
  inStock?: boolean;
  discounted?: boolean;
  /** true: the hidden products only; false: the visible ones only. */
  hidden?: boolean;
  /** Products lacking a name or a description in this shop language, or in any of them. */
  missing?: Language | 'any';
}

/** A row of the back office's product list. Prices in minor units of the main currency. */
export interface AdminProductRow {
  id: string;
  slug: string;
  /** In the page language, else the shop's main one. */
  name: string;
  category: { slug: string; name: string };
  brand: { slug: string; name: string } | null;
  price: number;
  /** What the storefront charges: the own discount or a running promotion's price. */
  discountPrice: number | null;
  /** The product's own discount, set in its form. */
  salePrice: number | null;
  stock: number;
  visible: boolean;
  image: string | null;
  /** The shop languages it lacks a name or a description in. */
  missing: Language[];
  version: number;
}

export interface AdminProductPage {
  items: AdminProductRow[];
  total: number;
  page: number;
  limit: number;
  pages: number;
  languages: ShopLanguages;
}

/** A picture of a product, in its order, with its description per language. */
export interface AdminProductImage {
  id: string;
  /** Where the storefront reads it (`/api/v1/images/uploads/<id>.webp`). */
  url: string;
  alt: Partial<Record<Language, string>>;
}

/** Everything the product form edits, with the version it was read at. */
export interface AdminProduct {
  id: string;
  slug: string;
  texts: ProductTexts;
  category: string;
  brand: string | null;
  price: number;
  salePrice: number | null;
  discountPrice: number | null;
  featured: boolean;
  visible: boolean;
  images: AdminProductImage[];
  /** Changed only through stock records (the stock pages), shown here as it is. */
  stock: number;
  version: number;
  languages: ShopLanguages;
  createdAt: string;
  updatedAt: string;
}

/** `PUT admin/products/{id}/images`: the pictures in their new order, with their descriptions. */
export const productImagesSchema = z.object({
  version,
  images: z
    .array(
      z.object({
        id: z.uuid(),
        alt: z.partialRecord(z.enum(LANGUAGES), text(PRODUCT_LIMITS.altMax, 'alt_too_long')),
      }),
    )
    .check(z.maxLength(PRODUCT_LIMITS.imagesMax)),
});

export type ProductImagesInput = z.output<typeof productImagesSchema>;

/**
 * What an uploaded picture may be: these formats by their bytes (whatever the request says), at
 * most this many bytes and pixels; it is stored as WebP, its longest side at most `maxSide`.
 */
export const IMAGE_UPLOAD_LIMITS = {
  formats: ['jpeg', 'png', 'webp', 'avif'],
  contentTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'application/octet-stream'],
  maxBytes: 15 * 1024 * 1024,
  maxPixels: 40_000_000,
  maxSide: 2560,
} as const;
