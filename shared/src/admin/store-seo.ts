import * as z from 'zod/mini';
import { LANGUAGES, type LocalizedText } from '../contracts/languages';
import type { SeoTexts, StoreSeo } from '../contracts/store';
import { ROUTES, type RouteName } from '../routing/routes';
import { typedString } from '../schemas/text';
import type { StoreSectionView } from './store-settings';
import { TRANSLATION_LIMITS } from './translations';

/*
 * The store's SEO texts as the back office edits them: the general title and description, each
 * page's, and the category, brand and product templates, every text per language. Messages are
 * translation keys of the back office's `validation` texts.
 */

/** The placeholders a text may hold, as `{name}`; the head fills them in (fillSeoPlaceholders). */
export const SEO_PLACEHOLDERS = [
  'separator',
  'site-name',
  'category',
  'brand',
  'product-name',
  'price',
] as const;
export type SeoPlaceholder = (typeof SEO_PLACEHOLDERS)[number];

/** The templates of the catalog's pages. */
export const SEO_TEMPLATES = ['category', 'brand', 'product'] as const;
export type SeoTemplate = (typeof SEO_TEMPLATES)[number];

/**
 * The placeholders that have a value where each text is used: every page has the separator and
 * the shop's name; a category's page its name; a brand's its name; a product's all of them.
 */
export const SEO_PLACEHOLDERS_OF: Record<
  'general' | 'pages' | SeoTemplate,
  readonly SeoPlaceholder[]
> = {
  general: ['separator', 'site-name'],
  pages: ['separator', 'site-name'],
  category: ['separator', 'site-name', 'category'],
  brand: ['separator', 'site-name', 'brand'],
  product: SEO_PLACEHOLDERS,
};

/** Routes whose head the store's templates make (a page text there would hide its template). */
const TEMPLATED_ROUTES: ReadonlySet<RouteName> = new Set(['catalog-category', 'product']);

/**
 * The pages whose title and description staff set (`seo.pages`): the shop's public pages but the
 * catalog's templated ones; private pages are never indexed and the not-found page has its own.
 */
export const SEO_PAGE_ROUTES = ROUTES.filter(
  (route) => !route.private && route.owner !== 'shell' && !TEMPLATED_ROUTES.has(route.name),
).map((route) => route.name) as [RouteName, ...RouteName[]];

/** What is wrong with a text's placeholders where it is used, or null. */
export function seoPlaceholderProblem(
  text: string,
  allowed: readonly SeoPlaceholder[],
): 'seo_placeholder_malformed' | 'seo_placeholder_unknown' | 'seo_placeholder_not_here' | null {
  const names = [...text.matchAll(/\{([^{}]*)\}/g)].map((match) => match[1]!);
  if (/[{}]/.test(text.replace(/\{[^{}]*\}/g, ''))) return 'seo_placeholder_malformed';
  if (names.some((name) => !(SEO_PLACEHOLDERS as readonly string[]).includes(name)))
    return 'seo_placeholder_unknown';
  if (names.some((name) => !allowed.includes(name as SeoPlaceholder)))
    return 'seo_placeholder_not_here';
  return null;
}

const PROBLEMS = [
  'seo_placeholder_malformed',
  'seo_placeholder_unknown',
  'seo_placeholder_not_here',
] as const;

/** A text in one language: typed, at most as long as the translations page takes. */
const seoText = (allowed: readonly SeoPlaceholder[]) =>
  typedString().check(
    z.trim(),
    z.maxLength(TRANSLATION_LIMITS.textMax, 'seo_text_too_long'),
    ...PROBLEMS.map((problem) =>
      z.refine<string>((text) => seoPlaceholderProblem(text, allowed) !== problem, problem),
    ),
  );

const perLanguage = (allowed: readonly SeoPlaceholder[]) =>
  z.partialRecord(z.enum(LANGUAGES), seoText(allowed));

const textsOf = (allowed: readonly SeoPlaceholder[]) =>
  z.strictObject({ title: perLanguage(allowed), description: perLanguage(allowed) });

/** The SEO section as a save sends it: every text's placeholders are those its pages have. */
export const storeSeoSchema = z.strictObject({
  general: z.strictObject({
    ...textsOf(SEO_PLACEHOLDERS_OF.general).shape,
    index: z.boolean(),
    follow: z.boolean(),
  }),
  pages: z.partialRecord(z.enum(SEO_PAGE_ROUTES), textsOf(SEO_PLACEHOLDERS_OF.pages)),
  category: textsOf(SEO_PLACEHOLDERS_OF.category),
  brand: textsOf(SEO_PLACEHOLDERS_OF.brand),
  product: textsOf(SEO_PLACEHOLDERS_OF.product),
});

const version = z
  .int('version_invalid')
  .check(z.minimum(1, 'version_invalid'), z.maximum(2_147_483_647, 'version_invalid'));

/** `PUT admin/settings/seo`: the SEO texts with the version they were read at. */
export const seoSettingsUpdateSchema = z.object({ section: storeSeoSchema, version });

export type SeoSettingsUpdate = z.output<typeof seoSettingsUpdateSchema>;

const storedText = z.partialRecord(z.enum(LANGUAGES), z.string());
const storedTexts = z.object({ title: storedText, description: storedText });

/** `GET` and `PUT admin/settings/seo`'s answer: the section as it is stored. */
export const seoSettingsViewSchema = z.object({
  section: z.object({
    general: z.object({ ...storedTexts.shape, index: z.boolean(), follow: z.boolean() }),
    pages: z.partialRecord(z.string(), storedTexts),
    category: storedTexts,
    brand: storedTexts,
    product: storedTexts,
  }),
  version,
});

/** `GET` and `PUT admin/settings/seo`. */
export type SeoSettingsView = StoreSectionView<StoreSeo>;

/** A text without its empty languages (the storefront then shows the main language's). */
const compactText = (text: LocalizedText): LocalizedText =>
  Object.fromEntries(Object.entries(text).filter(([, value]) => value)) as LocalizedText;

const compactTexts = (texts: SeoTexts): SeoTexts => ({
  title: compactText(texts.title),
  description: compactText(texts.description),
});

/**
 * The section as it is kept: no empty text in any language, no page without a text (its own
 * head stands).
 */
export function compactSeo(seo: StoreSeo): StoreSeo {
  const pages = Object.entries(seo.pages)
    .map(([route, texts]) => [route, compactTexts(texts!)] as const)
    .filter(([, texts]) => Object.keys(texts.title).length + Object.keys(texts.description).length);
  return {
    general: { ...seo.general, ...compactTexts(seo.general) },
    pages: Object.fromEntries(pages),
    category: compactTexts(seo.category),
    brand: compactTexts(seo.brand),
    product: compactTexts(seo.product),
  };
}

/** The back office's SEO form: the API's rules, then the texts as they are kept. */
export const seoFormSchema = z.pipe(storeSeoSchema, z.transform(compactSeo));

export type SeoFormValues = z.input<typeof seoFormSchema>;
