import {
  DEFAULT_PUBLIC_STORE,
  LANGUAGE_LOCALES,
  computeHead,
  type Language,
  type PublicStore,
  shownPath,
  type SeoInput,
} from '@storefront/shared/core';
import en from '@storefront/shared/locales/en/common.json';
import pl from '@storefront/shared/locales/pl/common.json';
import ru from '@storefront/shared/locales/ru/common.json';
import ua from '@storefront/shared/locales/ua/common.json';
import { renderHead } from './head';

const COMMON: Record<Language, typeof en> = { en, pl, ru, ua };

/**
 * The SEO input of a page that cannot be shown now because something is down (a 5xx): the same
 * head the browser's error screen gives it (see ErrorScreen), kept out of the index, with no
 * address of its own (`addressless`).
 */
export function outageSeo(lang: Language, status: number): SeoInput {
  const { errors } = COMMON[lang];
  return {
    title: errors.outage_title,
    ogTitle: errors.seo_title.replace('{{status}}', String(status)),
    description: errors.seo_description,
    robots: 'noindex, nofollow',
    websitePrefix: true,
  };
}

/**
 * The head of a page from its SEO input, or of the not-found page when it has none: its title
 * names the path (cut to a bounded length), and nothing else does (a page that does not exist has
 * no canonical address, alternates or Open Graph URL); nor does an `addressless` one (an outage).
 */
export function headOfPage(options: {
  store: PublicStore | null;
  lang: Language;
  seo: SeoInput | null;
  path: string;
  origin: string;
  addressless?: boolean;
}): string {
  const store = options.store ?? DEFAULT_PUBLIC_STORE;
  const texts = COMMON[options.lang];
  const input: SeoInput = options.seo ?? {
    title: texts.errors.page_not_found.replace('{{path}}', () => shownPath(options.path)),
    ogTitle: texts.errors.seo_title.replace('{{status}}', '404'),
    description: texts.errors.page_not_found_description,
    robots: 'noindex, nofollow',
    websitePrefix: true,
  };
  const head = computeHead(input, {
    store,
    lang: options.lang,
    homeTitle: texts.seo.home_title,
    homeDescription: texts.seo.home_description,
    origin: options.origin,
    path: options.seo && !options.addressless ? options.path : undefined,
  });
  return renderHead(head, store.mainInfo.favicon ?? '/favicon.svg');
}

export const htmlLang = (lang: Language) => LANGUAGE_LOCALES[lang];
