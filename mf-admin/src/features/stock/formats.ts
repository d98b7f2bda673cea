import {
  LANGUAGE_LOCALES,
  formatPrice,
  selectStore,
  useAppSelector,
  type Language,
} from '@storefront/shared';
import { useCallback } from 'react';

/**
 * Amounts in minor units of the shop's main currency, as staff book them (a delivery's costs are
 * what the shop paid, never converted to a shopper's currency).
 */
export function useMainMoney(lang: Language): (minorUnits: number) => string {
  const { mainInfo, currency: currencies } = useAppSelector(selectStore);
  return useCallback(
    (minorUnits: number) =>
      formatPrice(minorUnits, {
        currency: mainInfo.currencyCode,
        currencies,
        locale: LANGUAGE_LOCALES[lang],
      }),
    [mainInfo.currencyCode, currencies, lang],
  );
}

const moments = new Map<Language, Intl.DateTimeFormat>();

/** A moment in the page language: "2 Dec 2026, 09:41". */
export function formatMoment(iso: string, lang: Language): string {
  let format = moments.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(LANGUAGE_LOCALES[lang], {
      dateStyle: 'medium',
      timeStyle: 'short',
    });
    moments.set(lang, format);
  }
  return format.format(new Date(iso));
}

/** A change of stock with its sign: "+12", "−3" (a minus sign, as a reader expects it). */
export const signed = (quantity: number) =>
  quantity > 0 ? `+${quantity}` : quantity < 0 ? `−${-quantity}` : '0';
