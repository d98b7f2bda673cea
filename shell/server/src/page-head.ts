import {
  DEFAULT_PUBLIC_STORE,
  LANGUAGE_LOCALES,
  computeHead,
  storePageSeo,
  type Language,
  type PublicStore,
  type RouteName,
  type SeoInput,
} from '@storefront/shared/core';
import en from '@storefront/shared/locales/en/common.json';
import pl from '@storefront/shared/locales/pl/common.json';
import ru from '@storefront/shared/locales/ru/common.json';
import ua from '@storefront/shared/locales/ua/common.json';
import { renderHead } from './head';

const COMMON: Record<Language, typeof en> = { en, pl, ru, ua };

/** The head of a routed page from the store's own texts for it, or of the not-found page. */
export function headOfPage(options: {
  store: PublicStore | null;
  lang: Language;
  routeName: RouteName | null;
  path: string;
  origin: string;
}): string {
  const store = options.store ?? DEFAULT_PUBLIC_STORE;
  const texts = COMMON[options.lang];
  let input: SeoInput;
  if (!options.routeName) {
    input = {
      title: texts.errors.page_not_found.replace('{{path}}', options.path),
      description: texts.errors.page_not_found_description,
      robots: 'noindex, nofollow',
      websitePrefix: true,
    };
  } else {
    input = storePageSeo(store, options.routeName, options.lang);
  }
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
