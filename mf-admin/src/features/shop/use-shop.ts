import {
  LANGUAGE_LOCALES,
  formatPrice,
  selectStore,
  useAppSelector,
  type Language,
} from '@storefront/shared';
import type { DiscountType } from '@storefront/shared';
import { useMemo } from 'react';

/**
 * What the back office writes amounts and times with: the shop's main currency (every amount of
 * the API is in its minor units), its time zone, and the page language's formats.
 */
export function useShop(lang: Language) {
  const { mainInfo } = useAppSelector(selectStore);
  return useMemo(() => {
    const locale = LANGUAGE_LOCALES[lang];
    const zone = mainInfo.timeZone;
    const dateTime = new Intl.DateTimeFormat(locale, {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: zone,
    });
    const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
    const money = (minorUnits: number) =>
      formatPrice(minorUnits, { currency: mainInfo.currencyCode, currencies: {}, locale });
    return {
      currency: mainInfo.currencyCode,
      zone,
      mainLanguage: mainInfo.languageCode,
      money,
      /** A discount as staff read it: "15 %" or "12,50 zł". */
      discount: (type: DiscountType, value: number) =>
        type === 'PERCENT' ? percent.format(value / 100) : money(value),
      /** An instant in the shop's time zone. */
      dateTime: (iso: string) => dateTime.format(new Date(iso)),
    };
  }, [lang, mainInfo.currencyCode, mainInfo.timeZone, mainInfo.languageCode]);
}
