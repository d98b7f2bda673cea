import {
  normalizeError,
  type Language,
  type NormalizedError,
  type Order,
} from '@storefront/shared';
import type { OrderRequest } from '@storefront/shared/schemas';
import { useRef } from 'react';
import { usePlaceOrderMutation } from '../../api/order-api';
import { idempotentRequest, mayHaveReachedServer, type IdempotentRequest } from './idempotency';

/**
 * Places the order. The same body goes with the same Idempotency-Key until the shop answers, so
 * a retry after a lost answer returns the order already made instead of a second one. A refusal
 * shows its toast on its own (every failed mutation does) and is returned for the form to mark.
 */
export function usePlaceOrder(lang: Language) {
  const [placeOrder, { isLoading }] = usePlaceOrderMutation();
  const previous = useRef<IdempotentRequest | null>(null);

  async function submit(
    body: OrderRequest,
  ): Promise<{ order: Order } | { error: NormalizedError }> {
    const request = idempotentRequest(body, previous.current);
    previous.current = request;
    const result = await placeOrder({ body, idempotencyKey: request.key, lang });
    if ('error' in result) {
      const error = normalizeError(result.error);
      if (!mayHaveReachedServer(error)) previous.current = null;
      return { error };
    }
    previous.current = null;
    return { order: result.data };
  }

  return { submit, placing: isLoading };
}
