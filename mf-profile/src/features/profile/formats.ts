import {
  LANGUAGE_LOCALES,
  formatPrice,
  type CurrencyCode,
  type Language,
} from '@storefront/shared';
import { useMemo } from 'react';

/** Formats a time from the API as a date (or a date and time) in the page locale. */
export function useDateFormat(lang: Language, withTime = false): (iso: string) => string {
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(LANGUAGE_LOCALES[lang], {
      dateStyle: 'long',
      ...(withTime ? { timeStyle: 'short' } : {}),
    });
    return (iso: string) => format.format(new Date(iso));
  }, [lang, withTime]);
}

/**
 * An amount of a placed order in the currency it was charged in: what the customer paid stays
 * what it was, whatever the currency they browse in or today's rates.
 */
export function formatCharged(minorUnits: number, currency: CurrencyCode, lang: Language): string {
  return formatPrice(minorUnits, { currency, currencies: {}, locale: LANGUAGE_LOCALES[lang] });
}
