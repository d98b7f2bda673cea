import {
  mainFiguresOf,
  shownFigures,
  type CurrencyCode,
  type OrderEstimate,
  type OrderShownMoney,
  type PublicStore,
} from '@storefront/shared/core';
import { AppError } from '../../errors';
import type { OrderRow } from './repository';

/**
 * The currency the checkout says it showed the order in, with the store's rate for it now: the
 * main currency, or another the store offers (active, with a rate), as the storefront's currency
 * switcher lists them (`applyStore`); the main currency when the checkout says nothing. A
 * currency the store does not offer is refused (400 ENTITY_BAD_REQUEST naming the field) rather
 * than recorded: the order's emails would show the shopper figures nobody showed them. The rate
 * is the store's own, never one the client sends.
 */
export function shownCurrencyAt(
  store: Pick<PublicStore, 'currency' | 'mainInfo'>,
  requested: CurrencyCode | undefined,
): { currency: CurrencyCode; rate: number } {
  const main = store.mainInfo.currencyCode;
  if (!requested || requested === main) return { currency: main, rate: 1 };
  const entry = store.currency[requested];
  if (!entry?.active || !(entry.rate > 0)) {
    throw new AppError(400, 'ENTITY_BAD_REQUEST', `The shop does not offer ${requested}`, {
      fields: { shownCurrency: 'currency_invalid' },
    });
  }
  return { currency: requested, rate: entry.rate };
}

/** The total of an estimate as the shopper sees it in a currency at a rate (money.ts's rule). */
export const shownTotalOf = (estimate: OrderEstimate, rate: number): number =>
  shownFigures(mainFiguresOf({ ...estimate, deliveryPrice: estimate.delivery.price }), rate).total;

/** What an order's answers say the shopper saw it cost. */
export const shownMoneyOf = (
  row: Pick<OrderRow, 'shownCurrency' | 'shownRate' | 'shownTotal'>,
): OrderShownMoney => ({
  currency: row.shownCurrency,
  rate: row.shownRate,
  total: row.shownTotal,
});
