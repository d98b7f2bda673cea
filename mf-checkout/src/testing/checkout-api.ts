import type { OrderEstimate } from '@storefront/shared';
import type { OrderEstimateRequest } from '@storefront/shared/schemas';
import { apiError, apiPath, type ApiRefusal, sent } from '@storefront/shared/testing/api';
import { http, HttpResponse } from 'msw';
import { PLACED_ORDER, estimateOf } from './order-fixtures';

/**
 * The checkout's side of the fake API: estimates as `estimateOf` makes them (WELCOME10 works,
 * any other code is refused), and an order placed as PLACED_ORDER.
 */
export const checkoutHandlers = [
  http.post<never, OrderEstimateRequest, OrderEstimate | ApiRefusal>(
    apiPath('order/estimate'),
    async ({ request }) => {
      const estimate = await request.json();
      if (estimate.promoCode && estimate.promoCode !== 'WELCOME10') {
        return apiError(404, 'PROMO_CODE_NOT_FOUND');
      }
      return HttpResponse.json(estimateOf(estimate));
    },
  ),
  http.post(apiPath('order'), () => HttpResponse.json(PLACED_ORDER, { status: 201 })),
];

/** The requests sent to place an order (not the estimates), oldest first. */
export const orderRequests = () =>
  sent.requests().filter((request) => request.method === 'POST' && /\/order\?/.test(request.url));
