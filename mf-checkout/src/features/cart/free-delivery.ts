import {
  DELIVERY_METHODS,
  type DeliveryMethod,
  type DeliveryQuote,
  type OrderEstimate,
  type StoreDelivery,
} from '@storefront/shared';

/**
 * The active method with free delivery to ask the estimate for, so that its answer quotes every
 * priced method for the cart (`pricedDelivery`); null when no method is ever free.
 */
export function freeDeliveryMethod(delivery: StoreDelivery): DeliveryMethod | null {
  return (
    DELIVERY_METHODS.find((method) => delivery[method]?.active && delivery[method].freeDelivery) ??
    null
  );
}

/** What the cart's estimate says of free delivery, method by method. */
export interface FreeDeliveryOutlook {
  /** The methods that deliver this cart free. */
  free: DeliveryQuote[];
  /** The methods whose free delivery a rule withdraws from this cart (a promotion, say). */
  withdrawn: DeliveryQuote[];
  /**
   * The nearest threshold not reached yet, when no method is free, with the methods it makes free
   * (those whose threshold it is).
   */
  nearest: { threshold: number; missing: number; methods: DeliveryQuote['method'][] } | null;
  /** The threshold the progress bar measures against, and the goods total. */
  bar: { threshold: number; goods: number } | null;
  /** Whether every method with free delivery delivers this cart free. */
  allFree: boolean;
}

/**
 * Free delivery as the estimate prices it, so the cart promises only what the checkout charges:
 * the goods total after the promotion, and the store's rules that withdraw free delivery.
 */
export function freeDeliveryOutlook(estimate: OrderEstimate): FreeDeliveryOutlook | null {
  const quotes = estimate.pricedDelivery.filter((quote) => quote.freeFrom !== null);
  if (quotes.length === 0) return null;
  const goods = estimate.subtotal - estimate.discount;
  const free = quotes.filter((quote) => quote.free);
  const withdrawn = quotes.filter((quote) => quote.withdrawnBy.length > 0);
  const open = quotes.filter((quote) => !quote.free && quote.withdrawnBy.length === 0);
  const lowest = (list: DeliveryQuote[]) =>
    list.length ? Math.min(...list.map((quote) => quote.freeFrom!)) : null;
  const nearest = free.length ? null : lowest(open);
  const target = lowest(free) ?? nearest;
  return {
    free,
    withdrawn,
    nearest:
      nearest === null
        ? null
        : {
            threshold: nearest,
            missing: nearest - goods,
            methods: open
              .filter((quote) => quote.freeFrom === nearest)
              .map((quote) => quote.method),
          },
    bar: target === null ? null : { threshold: target, goods },
    allFree: free.length === quotes.length,
  };
}
