import { useCallback } from 'react';
import { LANGUAGE_LOCALES, type Language } from '../contracts/languages';
import { useAppSelector } from '../store/hooks';
import { selectCurrency, selectStore } from '../store/settings-slice';
import { formatPrice } from './format-price';

/** Formats prices in the visitor's currency and the page locale. */
export function usePriceFormatter(lang: Language): (minorUnits: number) => string {
  const currency = useAppSelector(selectCurrency);
  const { currency: currencies } = useAppSelector(selectStore);
  return useCallback(
    (minorUnits: number) =>
      formatPrice(minorUnits, { currency, currencies, locale: LANGUAGE_LOCALES[lang] }),
    [currency, currencies, lang],
  );
}
