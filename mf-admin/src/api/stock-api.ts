import { baseApi, type Language } from '@storefront/shared';
import type {
  StockCorrectionInput,
  StockCorrectionResult,
  StockHistory,
  StockLevel,
  StockLevelFilter,
  StockPage,
  StockSort,
  Supply,
  SupplyDraftInput,
  SupplyStatus,
  SupplySummary,
} from '@storefront/shared/admin';

/** `GET admin/stock`'s query, as the stock list's address holds it. */
export interface StockLevelsArgs {
  lang: Language;
  page: number;
  q?: string;
  level?: StockLevelFilter;
  hidden?: boolean;
  sort?: StockSort;
  limit?: number;
}

/** The query string of an object's defined values. */
const queryOf = (args: object) =>
  new URLSearchParams(
    Object.entries(args)
      .filter(([, value]) => value !== undefined && value !== '' && value !== false)
      .map(([key, value]) => [key, String(value)]),
  ).toString();

/** The supply form's fields the API may refuse (their errors are shown beside them). */
const SUPPLY_FIELDS = ['supplier', 'note', 'lines'] as const;

/**
 * The stock records: what receiving, cancelling or correcting changes drops every stock answer
 * (a product's level, its history, the deliveries that name it) and the overview's counts.
 */
export const stockApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['Stock', 'Supply', 'Overview'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getStockLevels: build.query<StockPage<StockLevel>, StockLevelsArgs>({
        query: (args) => `admin/stock?${queryOf(args)}`,
        providesTags: ['Stock'],
      }),
      getStockHistory: build.query<
        StockHistory,
        { productId: string; lang: Language; page: number }
      >({
        query: ({ productId, ...args }) => `admin/stock/${productId}?${queryOf(args)}`,
        providesTags: ['Stock'],
      }),
      correctStock: build.mutation<
        StockCorrectionResult,
        StockCorrectionInput & { lang: Language }
      >({
        query: ({ lang, ...body }) => ({
          url: `admin/stock/corrections?lang=${lang}`,
          method: 'POST',
          body,
        }),
        // Refused or not, the stock shown may be out of date: it is asked again.
        invalidatesTags: ['Stock', 'Supply', 'Overview'],
        extraOptions: {
          shownInForm: {
            codes: ['SUPPLY_PRODUCT_MORE_THAN_AVAILABLE'],
            fields: ['quantity', 'reason'],
          },
        },
      }),
      getSupplies: build.query<StockPage<SupplySummary>, { page: number; status?: SupplyStatus }>({
        query: (args) => `admin/supplies?${queryOf(args)}`,
        providesTags: ['Supply'],
      }),
      getSupply: build.query<Supply, { supplyId: string; lang: Language }>({
        query: ({ supplyId, lang }) => `admin/supplies/${supplyId}?lang=${lang}`,
        providesTags: ['Supply'],
      }),
      createSupply: build.mutation<Supply, SupplyDraftInput & { lang: Language }>({
        query: ({ lang, ...body }) => ({
          url: `admin/supplies?lang=${lang}`,
          method: 'POST',
          body,
        }),
        invalidatesTags: ['Supply'],
        extraOptions: { shownInForm: { fields: SUPPLY_FIELDS } },
      }),
      changeSupply: build.mutation<
        Supply,
        SupplyDraftInput & { supplyId: string; version: number; lang: Language }
      >({
        query: ({ supplyId, lang, ...body }) => ({
          url: `admin/supplies/${supplyId}?lang=${lang}`,
          method: 'PUT',
          body,
        }),
        invalidatesTags: ['Supply'],
        extraOptions: {
          shownInForm: { codes: ['ENTITY_ACTION_NOT_ALLOWED'], fields: SUPPLY_FIELDS },
        },
      }),
      deleteSupply: build.mutation<void, { supplyId: string }>({
        query: ({ supplyId }) => ({ url: `admin/supplies/${supplyId}`, method: 'DELETE' }),
        invalidatesTags: ['Supply'],
      }),
      receiveSupply: build.mutation<Supply, SupplyStep>({
        query: ({ supplyId, version, lang }) => ({
          url: `admin/supplies/${supplyId}/receive?lang=${lang}`,
          method: 'POST',
          body: { version },
        }),
        invalidatesTags: ['Supply', 'Stock', 'Overview'],
      }),
      cancelSupply: build.mutation<Supply, SupplyStep>({
        query: ({ supplyId, version, lang }) => ({
          url: `admin/supplies/${supplyId}/cancel?lang=${lang}`,
          method: 'POST',
          body: { version },
        }),
        invalidatesTags: ['Supply', 'Stock', 'Overview'],
        extraOptions: { shownInForm: { codes: ['SUPPLY_PRODUCT_MORE_THAN_AVAILABLE'] } },
      }),
    }),
  });

/** A delivery moved on (received, or its receipt cancelled), from the version read. */
export interface SupplyStep {
  supplyId: string;
  version: number;
  lang: Language;
}

export const {
  useGetStockLevelsQuery,
  useLazyGetStockLevelsQuery,
  useGetStockHistoryQuery,
  useCorrectStockMutation,
  useGetSuppliesQuery,
  useGetSupplyQuery,
  useCreateSupplyMutation,
  useChangeSupplyMutation,
  useDeleteSupplyMutation,
  useReceiveSupplyMutation,
  useCancelSupplyMutation,
} = stockApi;
