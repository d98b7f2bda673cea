import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
} from '@reduxjs/toolkit/query/react';
import type { AbortCause } from '../contracts/enums';
import { normalizeError, type NormalizedError } from './normalize-error';

export const API_BASE_PATH = '/api/v1';
export const DEFAULT_PAGE = 1;
export const DEFAULT_LIMIT = 20;

/** Extra argument of the store's thunks; the server passes the visitor's cookie and the API origin. */
export interface ApiExtra {
  /** Absolute base URL of the API when requests are made outside a browser. */
  apiBaseUrl?: string;
  /** The incoming Cookie header, forwarded by server-side requests. */
  cookie?: string;
}

const rawBaseQuery = (baseUrl: string) =>
  fetchBaseQuery({
    baseUrl,
    credentials: 'include',
    prepareHeaders: (headers, { extra }) => {
      headers.set('Accept', 'application/json');
      const cookie = (extra as ApiExtra | undefined)?.cookie;
      if (cookie) headers.set('Cookie', cookie);
      return headers;
    },
  });

const queries = new Map<string, ReturnType<typeof rawBaseQuery>>();

const baseQuery: BaseQueryFn<string | FetchArgs, unknown, NormalizedError> = async (
  args,
  api,
  extraOptions,
) => {
  const baseUrl = (api.extra as ApiExtra | undefined)?.apiBaseUrl ?? API_BASE_PATH;
  let query = queries.get(baseUrl);
  if (!query) {
    query = rawBaseQuery(baseUrl);
    queries.set(baseUrl, query);
  }
  const result = await query(args, api, extraOptions);
  return result.error ? { error: normalizeError(result.error), meta: result.meta } : result;
};

/**
 * The one RTK Query API of the storefront; every team adds its endpoints with
 * `baseApi.injectEndpoints`. Errors arrive normalised to `{ status, code, products? }`.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: ['Store', 'Config', 'Product', 'Order', 'User', 'Favorite', 'PromoCode'],
  endpoints: () => ({}),
});

/** Adds the default page (1) and limit (20) to a list query. */
export function withPaging<T extends { page?: number; limit?: number }>(
  query: T,
): T & { page: number; limit: number } {
  return { ...query, page: query.page ?? DEFAULT_PAGE, limit: query.limit ?? DEFAULT_LIMIT };
}

/** Cancels a started request with a cause the error handling recognises and ignores. */
export function abortRequest(request: { abort: () => void }, cause: AbortCause): void {
  (request.abort as (reason?: string) => void)(cause);
}
