import type { CurrencyCode } from '../contracts/enums';
import type { StoreCurrencies } from '../contracts/store';
import { convertOnce, formatMinorUnits, rateOf } from '../money/money';

/**
 * A price in minor units of the main currency, in another currency at the store's rate,
 * formatted for a locale: 4990 grosze at EUR 0.2325 in pl-PL is "11,60 €". One amount converted
 * once (see `money.ts`); a line, a subtotal or a total is made by `shownFigures`, never by
 * converting its main-currency amount alone.
 */
export function formatPrice(
  minorUnits: number,
  {
    currency,
    currencies,
    locale,
  }: { currency: CurrencyCode; currencies: StoreCurrencies; locale: string },
): string {
  return formatMinorUnits(convertOnce(minorUnits, rateOf(currency, currencies)), currency, locale);
}

/** An amount the visitor typed in their currency, in minor units of the main currency. */
export function toMainMinorUnits(
  amount: number,
  currency: CurrencyCode,
  currencies: StoreCurrencies,
): number {
  return Math.round((amount / rateOf(currency, currencies)) * 100);
}

/** Minor units of the main currency as a whole amount in the visitor's currency (for inputs). */
export function fromMainMinorUnits(
  minorUnits: number,
  currency: CurrencyCode,
  currencies: StoreCurrencies,
): number {
  return Math.round((minorUnits / 100) * rateOf(currency, currencies));
}
