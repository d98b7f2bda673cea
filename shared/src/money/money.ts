import type { CurrencyCode } from '../contracts/enums';
import type { StoreCurrencies } from '../contracts/store';

/*
 * How money is shown: the one rule every page and email follows.
 *
 * Amounts are stored and charged in minor units of the store's main currency. A shopper may look
 * at another currency, at the store's rate; every figure they see is then made here, so that the
 * figures add up as displayed:
 *
 * 1. A unit price is converted once: unit × rate, rounded half up to a minor unit of the shown
 *    currency.
 * 2. A line is the shown unit price × the quantity (never the line's amount converted alone).
 * 3. The subtotal is the sum of the shown lines.
 * 4. Delivery is converted once; so is each discount (the promotion, the promo code), and a
 *    discount never takes more than what is left of the shown goods (one that takes the whole
 *    rest in the main currency takes the whole shown rest).
 * 5. The total is subtotal − discounts + delivery, in minor units of the shown currency.
 *
 * In the main currency (rate 1) every figure is the stored one. In another the shown total may
 * differ by a few minor units from the charged total converted alone: the page shows the charged
 * amount in the main currency beside it. Each currency the store can offer has two decimal places
 * (ISO 4217), so a minor unit is a hundredth everywhere (`money.test.ts` checks it).
 */

/** The currency a shopper sees money in, and how many of its units one main unit buys. */
export interface ShownCurrency {
  currency: CurrencyCode;
  rate: number;
}

/** Minor units in one unit, for every currency of `CURRENCIES`. */
export const MINOR_UNITS_PER_UNIT = 100;

/** A currency's rate in the store (1 for the main currency or one the store does not list). */
export const rateOf = (currency: CurrencyCode, currencies: StoreCurrencies): number =>
  currencies[currency]?.rate ?? 1;

/** One amount in minor units of the main currency, converted once into minor units of another. */
export function convertOnce(mainMinorUnits: number, rate: number): number {
  if (rate === 1) return mainMinorUnits;
  // toPrecision drops the binary noise of the product (1160.4999999… for an exact 1160.5) so that
  // a half is rounded up as a person rounding the figure would.
  return Math.round(Number((mainMinorUnits * rate).toPrecision(12)));
}

/** A line as shown: the unit price converted once, times the quantity. */
export const shownLine = (unitPrice: number, quantity: number, rate: number): number =>
  convertOnce(unitPrice, rate) * quantity;

/** What a cart or an order costs in the main currency, as the shown figures are made from. */
export interface MainFigures {
  /** The lines counted in the subtotal (an estimate leaves out those short of stock). */
  lines: readonly { unitPrice: number; quantity: number }[];
  /** Each discount in the order it applies (the promotion, then the promo code). */
  discounts: readonly number[];
  deliveryPrice: number;
}

/** Every figure of a cart or an order in minor units of the shown currency (see the rule above). */
export interface ShownFigures {
  lines: number[];
  subtotal: number;
  /** Each discount as shown, in the order given. */
  discounts: number[];
  /** The discounts together. */
  discount: number;
  delivery: number;
  total: number;
}

/** The shown figures of a cart or an order at a rate, by the rule above. */
export function shownFigures(main: MainFigures, rate: number): ShownFigures {
  const lines = main.lines.map((line) => shownLine(line.unitPrice, line.quantity, rate));
  const subtotal = lines.reduce((sum, amount) => sum + amount, 0);
  let mainRest = main.lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
  let shownRest = subtotal;
  const discounts = main.discounts.map((discount) => {
    mainRest -= discount;
    const shown = mainRest <= 0 ? shownRest : Math.min(convertOnce(discount, rate), shownRest);
    shownRest -= shown;
    return shown;
  });
  const discount = subtotal - shownRest;
  const delivery = convertOnce(main.deliveryPrice, rate);
  return { lines, subtotal, discounts, discount, delivery, total: shownRest + delivery };
}

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

/** Minor units of a currency, formatted for a locale: 1160 EUR in pl-PL is "11,60 €". */
export const formatMinorUnits = (minorUnits: number, currency: CurrencyCode, locale: string) =>
  currencyFormat(locale, currency).format(minorUnits / MINOR_UNITS_PER_UNIT);

/** Money in one shown currency and locale: what every page and email formats amounts with. */
export interface Money extends ShownCurrency {
  /** An amount of the main currency converted once and formatted (a unit price, a threshold). */
  price: (mainMinorUnits: number) => string;
  /** Minor units of the shown currency, formatted (a figure of `figures`). */
  format: (shownMinorUnits: number) => string;
  /** A line: the unit price converted once, times the quantity, formatted. */
  line: (unitPrice: number, quantity: number) => string;
  figures: (main: MainFigures) => ShownFigures;
}

/** Money shown in a currency at a rate, formatted for a locale. */
export function moneyIn({ currency, rate }: ShownCurrency, locale: string): Money {
  const format = (shown: number) => formatMinorUnits(shown, currency, locale);
  return {
    currency,
    rate,
    format,
    price: (main) => format(convertOnce(main, rate)),
    line: (unitPrice, quantity) => format(shownLine(unitPrice, quantity, rate)),
    figures: (main) => shownFigures(main, rate),
  };
}
