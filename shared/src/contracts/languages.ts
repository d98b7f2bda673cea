/** The languages the storefront is offered in, with their BCP 47 locales. */
export const LANGUAGES = ['en', 'pl', 'ru', 'ua'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export const LANGUAGE_LOCALES = {
  en: 'en-US',
  pl: 'pl-PL',
  ru: 'ru-RU',
  ua: 'uk-UA',
} as const satisfies Record<Language, string>;

/**
 * Each language's BCP 47 tag, for `lang` and `hreflang` attributes: its locale's language part.
 * The shop's code stays in its addresses and data (`/ua/...`), but Ukrainian's tag is `uk`.
 */
export const LANGUAGE_TAGS = Object.fromEntries(
  LANGUAGES.map((language) => [language, LANGUAGE_LOCALES[language].split('-')[0]!]),
) as Readonly<Record<Language, string>>;

/** Each language's name in its own language, for the language switch. */
export const LANGUAGE_NAMES = {
  en: 'English',
  pl: 'Polski',
  ru: 'Русский',
  ua: 'Українська',
} as const satisfies Record<Language, string>;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Languages the store's content may be written in, with their Open Graph locale tags. */
export const CONTENT_LANGUAGE_OG_LOCALES = {
  sq: 'sq_AL',
  hr: 'hr_HR',
  cz: 'cs_CZ',
  da: 'da_DK',
  nl: 'nl_NL',
  en: 'en_US',
  et: 'et_EE',
  fi: 'fi_FI',
  fr: 'fr_FR',
  de: 'de_DE',
  el: 'el_GR',
  hu: 'hu_HU',
  is: 'is_IS',
  it: 'it_IT',
  lv: 'lv_LV',
  lt: 'lt_LT',
  no: 'nb_NO',
  pl: 'pl_PL',
  pt: 'pt_PT',
  ro: 'ro_RO',
  ru: 'ru_RU',
  sr: 'sr_RS',
  sk: 'sk_SK',
  sl: 'sl_SI',
  es: 'es_ES',
  sv: 'sv_SE',
  tr: 'tr_TR',
  ua: 'uk_UA',
} as const;
export type ContentLanguage = keyof typeof CONTENT_LANGUAGE_OG_LOCALES;
export const CONTENT_LANGUAGES = Object.keys(CONTENT_LANGUAGE_OG_LOCALES) as ContentLanguage[];

/** A text given per storefront language; the store's main language is the fallback. */
export type LocalizedText = Partial<Record<Language, string>>;
