import {
  LANGUAGE_LOCALES,
  formatPrice,
  selectStore,
  useAppSelector,
  type Language,
} from '@storefront/shared';
import { useCallback } from 'react';

/**
 * Formats amounts of the shop's main currency, the one prices are kept in (the back office works
 * in it whatever currency the storefront shows a shopper).
 */
export function useMainPrice(lang: Language): (minorUnits: number) => string {
  const currency = useAppSelector(selectStore).mainInfo.currencyCode;
  return useCallback(
    (minorUnits: number) =>
      formatPrice(minorUnits, {
        currency,
        currencies: { [currency]: { active: true, rate: 1 } },
        locale: LANGUAGE_LOCALES[lang],
      }),
    [currency, lang],
  );
}
