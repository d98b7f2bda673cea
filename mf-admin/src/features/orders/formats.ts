import { LANGUAGE_LOCALES, type CurrencyCode, type Language } from '@storefront/shared';

/** An order's amount in its own currency (minor units), in the page's language. */
export const money = (lang: Language, minor: number, currency: CurrencyCode) =>
  new Intl.NumberFormat(LANGUAGE_LOCALES[lang], { style: 'currency', currency }).format(
    minor / 100,
  );

/** A moment, with its date and time, in the page's language. */
export const dateTime = (lang: Language, iso: string) =>
  new Intl.DateTimeFormat(LANGUAGE_LOCALES[lang], {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(iso));
