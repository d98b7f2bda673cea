import type { CurrencyCode } from '../contracts/enums';
import type { AppliedPromoCode, AppliedPromotion, OrderShownMoney } from '../contracts/order';
import { formatMinorUnits, shownFigures, type MainFigures, type ShownCurrency } from './money';

/** What an estimate or an order costs, as the pages and the emails read its figures. */
export interface PricedTotals {
  lines: readonly { productId: string; unitPrice: number; quantity: number }[];
  /** Lines an estimate does not count (short of stock). */
  leftOut?: readonly string[];
  promotion: Pick<AppliedPromotion, 'discount'> | null;
  promoCode: Pick<AppliedPromoCode, 'discount'> | null;
  deliveryPrice: number;
}

/** The main-currency figures of an estimate or an order, for `shownFigures`. */
export function mainFiguresOf(totals: PricedTotals): MainFigures {
  const leftOut = totals.leftOut ?? [];
  return {
    lines: totals.lines.filter((line) => !leftOut.includes(line.productId)),
    discounts: [totals.promotion, totals.promoCode].flatMap((item) =>
      item ? [item.discount] : [],
    ),
    deliveryPrice: totals.deliveryPrice,
  };
}

/**
 * The currency an order was shown in when it was placed, at the rate it had then; the charged
 * currency at rate 1 for an order that does not say (placed before orders recorded it).
 */
export const shownCurrencyOf = (order: {
  currency: CurrencyCode;
  shown?: OrderShownMoney | null;
}): ShownCurrency =>
  order.shown
    ? { currency: order.shown.currency, rate: order.shown.rate }
    : { currency: order.currency, rate: 1 };

/** The figures of an estimate's or an order's totals rows, as shown (money.ts's rule). */
export interface ShownTotals {
  subtotal: number;
  promotion: number | null;
  promoCode: number | null;
  delivery: number;
  total: number;
}

/** The totals rows of an estimate or an order at a rate: each line is `shownLine` of its own. */
export function shownTotalsOf(totals: PricedTotals, rate: number): ShownTotals {
  const figures = shownFigures(mainFiguresOf(totals), rate);
  const discounts = [...figures.discounts];
  return {
    subtotal: figures.subtotal,
    promotion: totals.promotion ? discounts.shift()! : null,
    promoCode: totals.promoCode ? discounts.shift()! : null,
    delivery: figures.delivery,
    total: figures.total,
  };
}

/**
 * An order's total as the shopper saw it with what is charged beside it when that is another
 * currency ("18,09 € (charged 77,80 zł)"), or the charged amount alone. `words` puts the two
 * together in the page's or the email's language (`money.shown_and_charged` of the orders texts).
 */
export function shownAndCharged(
  amounts: { currency: CurrencyCode; total: number; shown?: OrderShownMoney | null },
  locale: string,
  words: (amounts: { shown: string; charged: string }) => string,
): string {
  const charged = formatMinorUnits(amounts.total, amounts.currency, locale);
  const { shown } = amounts;
  if (!shown || shown.currency === amounts.currency) return charged;
  return words({ shown: formatMinorUnits(shown.total, shown.currency, locale), charged });
}
