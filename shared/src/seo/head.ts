import type { PublicStore } from '../contracts/store';
import {
  CONTENT_LANGUAGE_OG_LOCALES,
  LANGUAGES,
  LANGUAGE_TAGS,
  type Language,
} from '../contracts/languages';
import { localizedText } from '../i18n/localized-text';
import { switchLanguagePath } from '../routing/routes';
import type { SeoInput } from './seo-input';

/** A generic icon for stores without a favicon of their own. */
export const FALLBACK_FAVICON = '/favicon.svg';

/**
 * The head of a page, computed once; its tags (headTags) are rendered by the client and by the
 * shell server.
 */
export interface PageHead {
  title: string;
  description: string;
  robots: string;
  /** The store's favicon, or the generic one. */
  icon: string;
  canonical: string | null;
  /** hreflang alternates: the four languages and x-default. */
  alternates: { hreflang: string; href: string }[];
  og: {
    locale: string;
    siteName: string;
    title: string;
    description: string;
    type: 'website';
    image?: string;
    url?: string;
  };
}

export interface HeadContext {
  store: PublicStore;
  lang: Language;
  /** Translated fallbacks: the home page's title and description in the page language. */
  homeTitle: string;
  homeDescription: string;
  /** Absolute origin (https://shop.example) and path of the page, for canonical and hreflang. */
  origin?: string;
  path?: string;
}

export const SEO_SEPARATOR = '|';

/**
 * Computes the head of a page from its SEO input and the store: the title prefers
 * the explicit title (optionally prefixed with the store name), then the store's general title,
 * then the store name with the translated home title; the description falls back likewise.
 */
export function computeHead(input: SeoInput, context: HeadContext): PageHead {
  const { store, lang } = context;
  const siteName = store.mainInfo.name;
  const fill = (text: string) => fillSeoPlaceholders(text, input, siteName);
  const general = store.seo.general;

  const generalTitle = localizedText(general.title, lang, store.mainInfo.languageCode);
  const title = input.title
    ? fill(input.websitePrefix ? joinTitle(siteName, input.title) : input.title)
    : generalTitle
      ? fill(generalTitle)
      : joinTitle(siteName, context.homeTitle);

  const generalDescription = localizedText(general.description, lang, store.mainInfo.languageCode);
  const description = fill(input.description || generalDescription || context.homeDescription);

  const follow = general.follow && !input.noFollow;
  const robots =
    input.robots ?? `${general.index ? 'index' : 'noindex'}, ${follow ? 'follow' : 'nofollow'}`;

  const url = context.origin && context.path ? context.origin + context.path : undefined;
  return {
    title,
    description,
    robots,
    icon: store.mainInfo.favicon ?? FALLBACK_FAVICON,
    canonical: url ?? null,
    alternates: context.origin && context.path ? alternatesOf(context.origin, context.path) : [],
    og: {
      locale: CONTENT_LANGUAGE_OG_LOCALES[lang],
      siteName,
      title: input.ogTitle ? fill(input.ogTitle) : title,
      description: input.ogDescription ? fill(input.ogDescription) : description,
      type: 'website',
      ...(input.ogImage ? { image: input.ogImage } : {}),
      ...((input.ogUrl ?? url) ? { url: input.ogUrl ?? url } : {}),
    },
  };
}

/**
 * Title parts joined by the separator; an empty part (the store's name before the store has
 * loaded, a placeholder without a value) leaves no separator behind.
 */
function joinTitle(...parts: string[]): string {
  return parts
    .map((part) => part.replace(/\s{2,}/g, ' ').trim())
    .filter(Boolean)
    .join(` ${SEO_SEPARATOR} `);
}

/**
 * Replaces {separator}, {site-name}, {category}, {brand}, {product-name} and {price}. A
 * placeholder without a value is dropped with the separator it leaves stranded
 * (`{brand} {separator} {site-name}` without a brand is the site name alone).
 */
export function fillSeoPlaceholders(text: string, input: SeoInput, siteName: string): string {
  const values: Record<string, string | undefined> = {
    separator: SEO_SEPARATOR,
    'site-name': siteName,
    category: input.category,
    brand: input.brand,
    'product-name': input.productName,
    price: input.price,
  };
  const filled = text.replace(
    /\{(separator|site-name|category|brand|product-name|price)\}/g,
    (_, key: string) => values[key] ?? '',
  );
  return joinTitle(...filled.split(SEO_SEPARATOR));
}

function alternatesOf(origin: string, path: string) {
  return [
    ...LANGUAGES.map((lang) => ({
      hreflang: LANGUAGE_TAGS[lang],
      href: origin + switchLanguagePath(path, lang),
    })),
    { hreflang: 'x-default', href: origin + switchLanguagePath(path, 'en') },
  ];
}
