import {
  baseApi,
  type ErrorCode,
  type Language,
  type NormalizedError,
  type Order,
  type OrderEstimate,
  type OrderPage,
  type OrderTracking,
  type SavedAddress,
} from '@storefront/shared';
import type { OrderEstimateRequest, OrderRequest } from '@storefront/shared/schemas';

export type EstimateArgs = OrderEstimateRequest & { lang: Language };

/** An estimate, and why the promo code was left out of it when the shop refused the code. */
export interface CheckoutEstimate {
  estimate: OrderEstimate;
  promoCodeError: ErrorCode | null;
}

const PROMO_CODE_ERRORS: readonly string[] = [
  'PROMO_CODE_NOT_FOUND',
  'PROMO_CODE_IS_USED',
  'PROMO_CODE_EXPIRED',
  'PROMO_CODE_NOT_ALLOWED',
];
const isPromoCodeError = (error: NormalizedError): error is NormalizedError & { code: ErrorCode } =>
  PROMO_CODE_ERRORS.includes(error.code);

export interface PlaceOrderArgs {
  body: OrderRequest;
  idempotencyKey: string;
  lang: Language;
}

export interface TrackOrderArgs {
  number: number;
  contact: string;
  lang: Language;
}

export const orderApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * What the cart would cost. A refused promo code does not cost the shopper the rest of the
     * estimate: it is estimated again without the code, and the refusal is reported beside it.
     */
    estimateOrder: build.query<CheckoutEstimate, EstimateArgs>({
      async queryFn({ lang, ...body }, _api, _extra, baseQuery) {
        const estimate = (request: OrderEstimateRequest) =>
          baseQuery({ url: 'order/estimate', method: 'POST', params: { lang }, body: request });
        const first = await estimate(body);
        if (!first.error) {
          return { data: { estimate: first.data as OrderEstimate, promoCodeError: null } };
        }
        if (!body.promoCode || !isPromoCodeError(first.error)) return { error: first.error };
        const withoutCode = await estimate({ ...body, promoCode: undefined });
        if (withoutCode.error) return { error: withoutCode.error };
        return {
          data: { estimate: withoutCode.data as OrderEstimate, promoCodeError: first.error.code },
        };
      },
    }),
    placeOrder: build.mutation<Order, PlaceOrderArgs>({
      query: ({ body, idempotencyKey, lang }) => ({
        url: 'order',
        method: 'POST',
        params: { lang },
        headers: { 'Idempotency-Key': idempotencyKey },
        body,
      }),
      // A lost answer to "Place order" is explained beside the button: the order may exist, and
      // pressing again is safe (see use-place-order.ts); a toast saying only that something went
      // wrong would not.
      extraOptions: { shownInForm: { codes: ['FETCH_ERROR'] } },
      invalidatesTags: ['Order'],
    }),
    /**
     * The signed-in customer's latest order, whose delivery the checkout offers again. Like every
     * query it raises no toast: without it the checkout simply starts empty.
     */
    customerLastOrder: build.query<Order | null, void>({
      query: () => ({ url: 'order', params: { page: 1, limit: 1 } }),
      transformResponse: (page: OrderPage) => page.items[0] ?? null,
      providesTags: ['Order'],
    }),
    /** `GET user/addresses`: the addresses the signed-in customer saved, offered for delivery. */
    customerSavedAddresses: build.query<SavedAddress[], void>({
      query: () => 'user/addresses',
      providesTags: ['User'],
    }),
    trackOrder: build.query<OrderTracking, TrackOrderArgs>({
      query: ({ number, contact, lang }) => ({
        url: `order/${number}/track`,
        method: 'POST',
        params: { lang },
        body: { contact },
      }),
    }),
  }),
});

export const {
  useEstimateOrderQuery,
  usePlaceOrderMutation,
  useLazyTrackOrderQuery,
  useCustomerLastOrderQuery,
  useCustomerSavedAddressesQuery,
} = orderApi;
