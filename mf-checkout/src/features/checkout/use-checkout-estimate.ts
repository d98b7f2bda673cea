import {
  normalizeError,
  skipToken,
  useAppDispatch,
  type DeliveryMethod,
  type Language,
} from '@storefront/shared';
import { useEffect, useState } from 'react';
import { useEstimateOrderQuery, type EstimateArgs } from '../../api/order-api';
import { checkoutChoiceChanged, linesRefreshed, type CartLine } from '../cart/cart-slice';

/** How long the estimate waits for the shopper to stop changing quantities, method or code. */
export const ESTIMATE_DELAY_MS = 350;

/** A value that follows another once it has stopped changing for a while. */
function useSettled(value: string, delay: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

interface EstimateInput {
  lang: Language;
  lines: CartLine[];
  method: DeliveryMethod | undefined;
  promoCode: string | undefined;
}

/**
 * The live estimate of the checkout: asked again when the cart, the method or the applied code
 * settle, and feeding the fresh prices and stock back into the cart.
 */
export function useCheckoutEstimate({ lang, lines, method, promoCode }: EstimateInput) {
  const dispatch = useAppDispatch();
  const args: EstimateArgs | null =
    lines.length > 0 && method
      ? {
          lang,
          items: lines.map(({ productId, quantity }) => ({ productId, quantity })),
          deliveryMethod: method,
          promoCode,
        }
      : null;
  const key = JSON.stringify(args);
  const settledKey = useSettled(key, ESTIMATE_DELAY_MS);
  const settled = JSON.parse(settledKey) as EstimateArgs | null;
  const result = useEstimateOrderQuery(settled ?? skipToken);
  const fresh = result.currentData?.estimate.lines;

  useEffect(() => {
    if (fresh) dispatch(linesRefreshed(fresh));
  }, [dispatch, fresh]);

  return {
    // The last estimate stays (dimmed) while a newer one loads, but not beside a failure.
    data: result.isError ? undefined : result.data,
    error: result.error ? normalizeError(result.error) : undefined,
    /** True while the shown estimate is older than what the shopper chose. */
    updating: key !== settledKey || result.isFetching,
    /** Asks again (after the order was refused for stock, say). */
    refresh: () => {
      if (settled) void result.refetch();
    },
  };
}

/**
 * Tells the mini cart what the open checkout estimates (its method and applied code), so that on
 * the checkout page both read one estimate: the same arguments are one cached query, asked once.
 */
export function useCheckoutChoice(
  method: DeliveryMethod | undefined,
  promoCode: string | undefined,
) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(checkoutChoiceChanged(method ? { method, promoCode } : null));
  }, [dispatch, method, promoCode]);
  useEffect(() => () => void dispatch(checkoutChoiceChanged(null)), [dispatch]);
}
