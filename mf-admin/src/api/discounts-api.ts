import { baseApi } from '@storefront/shared';
import type {
  AdminPromoCode,
  AdminPromoCodePage,
  AdminPromotion,
  AdminPromotionPage,
  NewPromoCodeInput,
  PromoCodeFilter,
  PromotionInput,
  PromotionScope,
  PromotionState,
  PromotionTarget,
  PromotionUpdate,
} from '@storefront/shared/admin';

/** The promo code form's fields the API may refuse (they are shown beside each field). */
export const PROMO_CODE_FORM_ERRORS = {
  codes: ['PROMO_CODE_ALREADY_EXISTS', 'USER_NOT_FOUND'],
  fields: ['code', 'type', 'value', 'expiresAt', 'customerEmail', 'note'],
} as const;

/** The promotion form's: a name taken, targets unknown, a save over a newer version. */
export const PROMOTION_FORM_ERRORS = {
  codes: ['PROMOTION_ALREADY_EXISTS', 'ENTITY_ACTION_NOT_ALLOWED'],
  fields: [
    'name',
    'name.en',
    'name.pl',
    'name.ru',
    'name.ua',
    'type',
    'value',
    'minSubtotal',
    'startsAt',
    'endsAt',
    'productIds',
    'categoryIds',
  ],
} as const;

export interface PromotionFilter {
  state?: PromotionState;
  scope?: PromotionScope;
  page?: number;
}

/**
 * The discounts of the back office: staff promo codes (`admin/promo-codes`) and promotions
 * (`admin/promotions`). A save answers the record as it is now, which replaces what was read.
 */
export const discountsApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['PromoCode', 'Promotion'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getPromoCodes: build.query<AdminPromoCodePage, PromoCodeFilter>({
        query: (params) => ({ url: 'admin/promo-codes', params }),
        providesTags: ['PromoCode'],
      }),
      createPromoCode: build.mutation<AdminPromoCode, NewPromoCodeInput>({
        query: (body) => ({ url: 'admin/promo-codes', method: 'POST', body }),
        extraOptions: { shownInForm: PROMO_CODE_FORM_ERRORS },
        invalidatesTags: (result) => (result ? ['PromoCode'] : []),
      }),
      expirePromoCode: build.mutation<AdminPromoCode, { id: string; version: number }>({
        query: ({ id, version }) => ({
          url: `admin/promo-codes/${id}/expire`,
          method: 'POST',
          body: { version },
        }),
        // A refusal (used meanwhile, a newer version) is worth a fresh list too.
        invalidatesTags: ['PromoCode'],
      }),
      getPromotions: build.query<AdminPromotionPage, PromotionFilter>({
        query: (params) => ({ url: 'admin/promotions', params }),
        providesTags: ['Promotion'],
      }),
      getPromotion: build.query<AdminPromotion, string>({
        query: (id) => `admin/promotions/${id}`,
        providesTags: (_result, _error, id) => [{ type: 'Promotion', id }],
      }),
      createPromotion: build.mutation<AdminPromotion, PromotionInput>({
        query: (body) => ({ url: 'admin/promotions', method: 'POST', body }),
        extraOptions: { shownInForm: PROMOTION_FORM_ERRORS },
        invalidatesTags: (result) => (result ? ['Promotion'] : []),
      }),
      updatePromotion: build.mutation<AdminPromotion, { id: string; promotion: PromotionUpdate }>({
        query: ({ id, promotion }) => ({
          url: `admin/promotions/${id}`,
          method: 'PUT',
          body: promotion,
        }),
        extraOptions: { shownInForm: PROMOTION_FORM_ERRORS },
        invalidatesTags: (result, _error, { id }) =>
          result ? ['Promotion', { type: 'Promotion', id }] : [],
      }),
      getCategoryTargets: build.query<PromotionTarget[], void>({
        query: () => ({ url: 'admin/promotion-targets', params: { kind: 'categories' } }),
      }),
      findProductTargets: build.query<PromotionTarget[], string>({
        query: (q) => ({ url: 'admin/promotion-targets', params: { kind: 'products', q } }),
      }),
    }),
  });

export const {
  useGetPromoCodesQuery,
  useCreatePromoCodeMutation,
  useExpirePromoCodeMutation,
  useGetPromotionsQuery,
  useGetPromotionQuery,
  useCreatePromotionMutation,
  useUpdatePromotionMutation,
  useGetCategoryTargetsQuery,
  useFindProductTargetsQuery,
} = discountsApi;
