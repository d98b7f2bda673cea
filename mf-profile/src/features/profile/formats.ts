import { LANGUAGE_LOCALES, shownAndCharged, type Language, type Order } from '@storefront/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

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
 * A placed order's total as the customer saw it when placing it, with what it was charged beside
 * it in another currency: what they paid stays what it was, whatever the currency they browse in
 * now or today's rates.
 */
export function useOrderTotal(lang: Language): (order: Order) => string {
  const { t } = useTranslation('profile');
  return (order) =>
    shownAndCharged(order, LANGUAGE_LOCALES[lang], (amounts) =>
      t('money.shown_and_charged', amounts),
    );
}
