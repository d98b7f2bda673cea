import type { DeliveryMethod, DeliveryQuote } from '@storefront/shared';
import { createContext, useContext, useSyncExternalStore } from 'react';

const NONE: DeliveryQuote[] = [];

/**
 * The live estimate's quotes of the priced methods (`pricedDelivery`), handed from the summary,
 * which asks for the estimate, to the delivery methods, which promise free delivery: a box both
 * reach, so a new estimate re-renders the price hints alone, never the whole form.
 */
export function createPricedDelivery() {
  let quotes = NONE;
  const listeners = new Set<() => void>();
  return {
    get: () => quotes,
    set(next: DeliveryQuote[] | undefined) {
      if ((next ?? NONE) === quotes) return;
      quotes = next ?? NONE;
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

export type PricedDelivery = ReturnType<typeof createPricedDelivery>;

export const PricedDeliveryContext = createContext<PricedDelivery | null>(null);

const alone = createPricedDelivery();

/** The estimate's quote of a method for the cart, once there is one. */
export function usePricedQuote(method: DeliveryMethod): DeliveryQuote | undefined {
  const box = useContext(PricedDeliveryContext) ?? alone;
  const quotes = useSyncExternalStore(box.subscribe, box.get, box.get);
  return quotes.find((quote) => quote.method === method);
}
