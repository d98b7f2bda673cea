import { LANGUAGES, type LocalizedText, type SeoTexts, type StoreSeo } from '@storefront/shared';
import { SEO_PAGE_ROUTES, type SeoFormValues } from '@storefront/shared/admin';

/** A text in every language, '' where it has none: each language's field holds a string. */
const everyLanguage = (text: LocalizedText = {}): LocalizedText =>
  Object.fromEntries(LANGUAGES.map((language) => [language, text[language] ?? '']));

const textsOf = (texts?: SeoTexts) => ({
  title: everyLanguage(texts?.title),
  description: everyLanguage(texts?.description),
});

/**
 * The SEO section as the form holds it: every text in every language, every page that may have
 * texts; a language the shop is not in keeps its texts unseen (the save sends them as they are).
 */
export const seoFormValues = (seo: StoreSeo): SeoFormValues => ({
  general: { ...textsOf(seo.general), index: seo.general.index, follow: seo.general.follow },
  pages: Object.fromEntries(SEO_PAGE_ROUTES.map((route) => [route, textsOf(seo.pages[route])])),
  category: textsOf(seo.category),
  brand: textsOf(seo.brand),
  product: textsOf(seo.product),
});
