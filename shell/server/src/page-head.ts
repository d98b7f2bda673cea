import {
  DEFAULT_PUBLIC_STORE,
  LANGUAGES,
  LANGUAGE_LOCALES,
  computeHead,
  errorSeo,
  notFoundTexts,
  type CommonText,
  type Language,
  type PublicStore,
  type SeoInput,
} from '@storefront/shared/core';
import en from '@storefront/shared/locales/en/common.json';
import pl from '@storefront/shared/locales/pl/common.json';
import ru from '@storefront/shared/locales/ru/common.json';
import ua from '@storefront/shared/locales/ua/common.json';
import i18next from 'i18next';
import { renderHead } from './head';

const COMMON: Record<Language, typeof en> = { en, pl, ru, ua };

/**
 * The shared texts of each language, read as the browser reads them (i18next's interpolation): the
 * heads the server writes without a render (an outage, a missing page) are the ones its error
 * screens give.
 */
const texts = i18next.createInstance();
void texts.init({
  resources: Object.fromEntries(LANGUAGES.map((lang) => [lang, { common: COMMON[lang] }])),
  lng: 'en',
  fallbackLng: false,
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  initAsync: false,
});
const commonText = (lang: Language): CommonText => texts.getFixedT(lang, 'common');

/**
 * The SEO input of a page that cannot be shown now because something is down (a 5xx): the same
 * head the browser's error screen gives it (see ErrorScreen), kept out of the index, with no
 * address of its own (`addressless`).
 */
export const outageSeo = (lang: Language, status: number): SeoInput =>
  errorSeo(commonText(lang), status);

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
  const t = commonText(options.lang);
  const input = options.seo ?? errorSeo(t, 404, notFoundTexts(t, options.path));
  const head = computeHead(input, {
    store,
    lang: options.lang,
    homeTitle: t('seo.home_title'),
    homeDescription: t('seo.home_description'),
    origin: options.origin,
    path: options.seo && !options.addressless ? options.path : undefined,
  });
  return renderHead(head);
}

export const htmlLang = (lang: Language) => LANGUAGE_LOCALES[lang];
