import type { CurrencyCode } from '../contracts/enums';
import type { StoreCurrencies } from '../contracts/store';

// A formatter costs far more to make than to use, and a listing shows dozens of prices.
const formats = new Map<string, Intl.NumberFormat>();

function currencyFormat(locale: string, currency: CurrencyCode): Intl.NumberFormat {
  const key = `${locale} ${currency}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency });
    formats.set(key, format);
  }
  return format;
}

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
  return currencyFormat(locale, currency).format((minorUnits / 100) * rate);
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
