import * as z from 'zod/mini';
import { COUNTRY_CODES, type CountryCode } from '../contracts/countries';
import { LANGUAGES, type Language, type LocalizedText } from '../contracts/languages';
import { typedString } from '../schemas/text';
import type { ShopLanguages } from './products';

/*
 * The back office's categories and brands: what their lists and forms show, what the API takes,
 * and the rules both sides check alike. Messages are keys of `validation` in the admin namespace.
 */

export const CATALOG_LIMITS = {
  slugMax: 120,
  nameMax: 100,
  descriptionMax: 5000,
  /** The largest position (a PostgreSQL integer). */
  positionMax: 2_147_483_647,
} as const;

/**
 * Slugs a category may not take: the storefront's own pages under `/catalog/` (a category named
 * so would never be reached, its listing's address being theirs).
 */
export const RESERVED_CATEGORY_SLUGS = ['featured', 'discounts', 'latest-arrivals'] as const;

/** The storefront's address form of a slug: lowercase words of letters and digits, one hyphen apart. */
export const CATALOG_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const slug = typedString('slug_invalid').check(
  z.trim(),
  z.minLength(1, 'slug_required'),
  z.maxLength(CATALOG_LIMITS.slugMax, 'slug_too_long'),
  z.regex(CATALOG_SLUG, 'slug_invalid'),
);

const text = (max: number, tooLong: string) =>
  typedString().check(z.trim(), z.maxLength(max, tooLong));

/** Texts per language; an empty one is no text (the main language's then stands in). */
const perLanguage = (max: number, tooLong: string) =>
  z.pipe(
    z.partialRecord(z.enum(LANGUAGES), text(max, tooLong)),
    z.transform((texts): LocalizedText =>
      Object.fromEntries(Object.entries(texts).filter(([, value]) => value)),
    ),
  );

const position = z
  .int('position_invalid')
  .check(
    z.minimum(0, 'position_invalid'),
    z.maximum(CATALOG_LIMITS.positionMax, 'position_invalid'),
  );

const version = z.int().check(z.minimum(1), z.maximum(CATALOG_LIMITS.positionMax));

const categoryFields = {
  slug,
  name: perLanguage(CATALOG_LIMITS.nameMax, 'name_too_long'),
  description: perLanguage(CATALOG_LIMITS.descriptionMax, 'description_too_long'),
  position,
  hidden: z.boolean(),
};

/** A category as `POST admin/categories` takes it (the rules needing the shop's languages: `nameGaps`). */
export const categoryInputSchema = z.object(categoryFields);
export type CategoryInput = z.output<typeof categoryInputSchema>;

/** `PUT admin/categories/{id}`: the form's fields and the version it was read at. */
export const categoryUpdateSchema = z.object({ ...categoryFields, version });
export type CategoryUpdate = z.output<typeof categoryUpdateSchema>;

const brandFields = {
  slug,
  name: text(CATALOG_LIMITS.nameMax, 'name_too_long').check(z.minLength(1, 'brand_name_required')),
  country: z.nullable(z.enum(COUNTRY_CODES as [CountryCode, ...CountryCode[]], 'country_unknown')),
  position,
  hidden: z.boolean(),
};

/** A brand as `POST admin/brands` takes it: one name, written alike in every language. */
export const brandInputSchema = z.object(brandFields);
export type BrandInput = z.output<typeof brandInputSchema>;

export const brandUpdateSchema = z.object({ ...brandFields, version });
export type BrandUpdate = z.output<typeof brandUpdateSchema>;

/**
 * Where a category's texts fall short, as field paths to message keys: a name in the shop's main
 * language (its texts stand in for any other), no description without a name, and no slug of
 * the storefront's own pages.
 */
export function categoryGaps(
  input: Pick<CategoryInput, 'slug' | 'name' | 'description'>,
  languages: ShopLanguages,
): Record<string, string> {
  const gaps: Record<string, string> = {};
  for (const language of LANGUAGES)
    if (input.description[language] && !input.name[language])
      gaps[`name.${language}`] = 'description_without_name';
  if (!input.name[languages.main]) gaps[`name.${languages.main}`] = 'main_name_required';
  if ((RESERVED_CATEGORY_SLUGS as readonly string[]).includes(input.slug))
    gaps.slug = 'slug_reserved';
  return gaps;
}

/** The shop languages a category lacks a name or a description in. */
export function categoryMissing(
  category: { name: LocalizedText; description: LocalizedText },
  languages: ShopLanguages,
): Language[] {
  return languages.all.filter(
    (language) => !category.name[language] || !category.description[language],
  );
}

/** A category as the back office's list and form show it. */
export interface AdminCategory {
  id: string;
  slug: string;
  name: LocalizedText;
  description: LocalizedText;
  /** Where the storefront reads its picture, or null. */
  image: string | null;
  position: number;
  hidden: boolean;
  /** Its products, hidden ones too: none may be left without a category. */
  productCount: number;
  /** The shop languages it lacks a name or a description in. */
  missing: Language[];
  version: number;
}

/** `GET admin/categories`: every category, hidden ones too, in the storefront's order. */
export interface AdminCategoryList {
  items: AdminCategory[];
  languages: ShopLanguages;
}

export interface AdminBrand {
  id: string;
  slug: string;
  name: string;
  country: CountryCode | null;
  position: number;
  hidden: boolean;
  productCount: number;
  version: number;
}

/** `GET admin/brands`: every brand, hidden ones too, in the storefront's order. */
export interface AdminBrandList {
  items: AdminBrand[];
}

/**
 * `DELETE admin/categories/{id}` and `admin/brands/{id}`: the version the page read, and where
 * its products go (a category's or a brand's slug). One that still has products is refused
 * without it.
 */
export interface CatalogRemoval {
  version: number;
  moveTo?: string;
}

/** What a removal answers: the record gone, and how many products went where. */
export interface CatalogRemoved {
  id: string;
  moved: number;
  movedTo: string | null;
}

/**
 * The category form's schema, for the shop's languages: the API's rules, and those needing the
 * languages (`categoryGaps`) said beside the fields' own errors.
 */
export function categoryFormSchema(languages: ShopLanguages) {
  return categoryInputSchema.check(
    z.superRefine(
      (value, context) => {
        for (const [path, message] of Object.entries(categoryGaps(value, languages)))
          context.issues.push({ code: 'custom', message, path: path.split('.'), input: value });
      },
      {
        // Once the texts are well formed, whatever the other fields hold.
        when: ({ value }) => {
          const { name, description, slug } = (value ?? {}) as Record<string, unknown>;
          const isObject = (texts: unknown) => typeof texts === 'object' && texts !== null;
          return isObject(name) && isObject(description) && typeof slug === 'string';
        },
      },
    ),
  );
}
