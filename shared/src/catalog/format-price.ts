import type { CurrencyCode } from '../contracts/enums';
import type { StoreCurrencies } from '../contracts/store';

/**
 * A price in minor units of the main currency, in another currency at the store's rate,
 * formatted for a locale: 4990 grosze at EUR 0.2325 in pl-PL is "11,60 €".
 */
export function formatPrice(
  minorUnits: number,
  {
    currency,
    currencies,
    locale,
  }: { currency: CurrencyCode; currencies: StoreCurrencies; locale: string },
): string {
  const rate = currencies[currency]?.rate ?? 1;
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(
    (minorUnits / 100) * rate,
  );
}

/** An amount the visitor typed in their currency, in minor units of the main currency. */
export function toMainMinorUnits(
  amount: number,
  currency: CurrencyCode,
  currencies: StoreCurrencies,
): number {
  const rate = currencies[currency]?.rate ?? 1;
  return Math.round((amount / rate) * 100);
}

/** Minor units of the main currency as a whole amount in the visitor's currency (for inputs). */
export function fromMainMinorUnits(
  minorUnits: number,
  currency: CurrencyCode,
  currencies: StoreCurrencies,
): number {
  const rate = currencies[currency]?.rate ?? 1;
  return Math.round((minorUnits / 100) * rate);
}
