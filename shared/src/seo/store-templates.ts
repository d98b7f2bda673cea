import type { Brand, Category, ProductDetail } from '../contracts/catalog';
import { LANGUAGE_LOCALES, type Language } from '../contracts/languages';
import type { PublicStore, SeoTexts } from '../contracts/store';
import { formatPrice } from '../catalog/format-price';
import { localizedText } from '../i18n/localized-text';
import type { SeoInput } from './seo-input';

/*
 * The store's SEO templates (`seo.category`, `seo.brand`, `seo.product`) made into a page's SEO
 * input. The catalog's pages give these as their head, and the back office previews a template
 * with them: one code path, so a preview is the head the page then serves.
 */

/** A price as crawlers read it: in the store's main currency, in the page's locale. */
export function mainCurrencyPrice(store: PublicStore, minorUnits: number, lang: Language): string {
  return formatPrice(minorUnits, {
    currency: store.mainInfo.currencyCode,
    currencies: { [store.mainInfo.currencyCode]: { active: true, rate: 1 } },
    locale: LANGUAGE_LOCALES[lang],
  });
}

/** A template's title and description in a language (the main one standing in). */
function templateIn(store: PublicStore, template: SeoTexts, lang: Language) {
  const fallback = store.mainInfo.languageCode;
  return {
    title: localizedText(template.title, lang, fallback),
    description: localizedText(template.description, lang, fallback),
  };
}

/**
 * The SEO input of a product page: the store's product title and description templates, their
 * placeholders filled with the product's name, category, brand and price; the first image shared.
 */
export function productSeoInput(
  store: PublicStore,
  product: ProductDetail,
  lang: Language,
  origin = '',
): SeoInput {
  const { title, description } = templateIn(store, store.seo.product, lang);
  const image = product.images[0] ?? product.image;
  return {
    title: title || product.name,
    description: description || product.description.slice(0, 160),
    websitePrefix: !title,
    productName: product.name,
    category: product.category.name,
    brand: product.brand?.name,
    price: mainCurrencyPrice(store, product.discountPrice ?? product.price, lang),
    ...(image ? { ogImage: `${origin}${image}?w=1280&dpr=1&format=jpeg` } : {}),
  };
}

/** The SEO input of a category listing: the store's category templates with the category's name. */
export function categorySeoInput(store: PublicStore, category: Category, lang: Language): SeoInput {
  const { title, description } = templateIn(store, store.seo.category, lang);
  return {
    title: title || category.name,
    description: description || category.description,
    websitePrefix: !title,
    category: category.name,
  };
}

/**
 * The SEO input of a brand's page: the store's brand templates with the brand's name (one in
 * every language: a proper name).
 */
export function brandSeoInput(
  store: PublicStore,
  brand: Pick<Brand, 'name'>,
  lang: Language,
): SeoInput {
  const { title, description } = templateIn(store, store.seo.brand, lang);
  return {
    title: title || brand.name,
    ...(description ? { description } : {}),
    websitePrefix: !title,
    brand: brand.name,
  };
}
