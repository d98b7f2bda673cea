import { useCallback, useMemo } from 'react';
import { LANGUAGE_LOCALES, type Language } from '../contracts/languages';
import { useAppSelector } from '../store/hooks';
import { selectCurrency, selectStore } from '../store/settings-slice';
import { moneyIn, rateOf, type Money, type ShownCurrency } from '../money/money';

/**
 * Money in the visitor's currency and the page locale, by the one rule of `money.ts`; or in the
 * currency an order was shown in, when `shown` is given (the completion page, tracking, the
 * profile show an order as the shopper saw it when placing it).
 */
export function useMoney(lang: Language, shown?: ShownCurrency): Money {
  const visitorCurrency = useAppSelector(selectCurrency);
  const { currency: currencies } = useAppSelector(selectStore);
  const currency = shown?.currency ?? visitorCurrency;
  const rate = shown?.rate ?? rateOf(visitorCurrency, currencies);
  return useMemo(() => moneyIn({ currency, rate }, LANGUAGE_LOCALES[lang]), [currency, rate, lang]);
}

/** Formats one price (converted once) in the visitor's currency and the page locale. */
export function usePriceFormatter(lang: Language): (minorUnits: number) => string {
  const { price } = useMoney(lang);
  return useCallback((minorUnits: number) => price(minorUnits), [price]);
}
