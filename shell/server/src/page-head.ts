import {
  DEFAULT_PUBLIC_STORE,
  LANGUAGE_LOCALES,
  computeHead,
  type Language,
  type PublicStore,
  type SeoInput,
} from '@storefront/shared/core';
import en from '@storefront/shared/locales/en/common.json';
import pl from '@storefront/shared/locales/pl/common.json';
import ru from '@storefront/shared/locales/ru/common.json';
import ua from '@storefront/shared/locales/ua/common.json';
import { renderHead } from './head';

const COMMON: Record<Language, typeof en> = { en, pl, ru, ua };

/** The head of a page from its SEO input, or of the not-found page when it has none. */
export function headOfPage(options: {
  store: PublicStore | null;
  lang: Language;
  seo: SeoInput | null;
  path: string;
  origin: string;
}): string {
  const store = options.store ?? DEFAULT_PUBLIC_STORE;
  const texts = COMMON[options.lang];
  const input: SeoInput = options.seo ?? {
    title: texts.errors.page_not_found.replace('{{path}}', options.path),
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
    path: options.path,
  });
  return renderHead(head, store.mainInfo.favicon ?? '/favicon.svg');
}

export const htmlLang = (lang: Language) => LANGUAGE_LOCALES[lang];
