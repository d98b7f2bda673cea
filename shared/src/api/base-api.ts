import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query/react';
import { PAGE_SIZE } from '../contracts/catalog';
import type { ErrorCode } from '../contracts/errors';
import { normalizeError, type NormalizedError } from './normalize-error';

/**
 * RTK Query's "do not ask" argument, from the platform's copy of RTK Query: a team importing it
 * from the library itself would bundle a second copy of RTK Query for one symbol.
 */
export { skipToken } from '@reduxjs/toolkit/query/react';

export const API_BASE_PATH = '/api/v1';
export const DEFAULT_PAGE = 1;
export const DEFAULT_LIMIT = PAGE_SIZE;

/**
 * Extra argument of the store's thunks; the server passes the visitor's cookie, its request's id
 * and the API origin.
 */
export interface ApiExtra {
  /** Absolute base URL of the API when requests are made outside a browser. */
  apiBaseUrl?: string;
  /** The incoming Cookie header, forwarded by server-side requests. */
  cookie?: string;
  /** The id of the request a server renders, sent as x-request-id so the API logs it too. */
  requestId?: string;
  /** A deadline for each request (a server rendering a page cannot wait on a slow API). */
  timeoutMs?: number;
  /**
   * Cancels every request of the store at once: a server render whose visitor has gone stops
   * asking the API for a page no one will read.
   */
  signal?: AbortSignal;
  /** How the requests are made (a server's cheaper transport); fetch when absent. */
  fetchFn?: (input: RequestInfo, init?: RequestInit) => Promise<Response>;
  /**
   * Told of every answer the store's requests get, refusals included (a server's render reads
   * what each says of itself: its cache tags).
   */
  answered?: (response: Response) => void;
}

/** Codes a form may name: the catalogue's, and a request that got no answer (the network). */
export type CodeShownInForm = ErrorCode | 'FETCH_ERROR';

/** The refusals of a mutation that its form says itself (see ApiExtraOptions). */
export interface ShownInForm {
  /** Codes the form explains (a wrong password in the sign-in dialog; a lost answer). */
  codes?: readonly CodeShownInForm[];
  /** Fields the form shows the API's errors beside: a refusal of only these is said there. */
  fields?: readonly string[];
}

/** What an endpoint may declare beside its query (`extraOptions`). */
export interface ApiExtraOptions {
  /**
   * The refusals its form says itself, so they get no toast; every other error of the mutation
   * still shows its toast. Declared with the endpoint, so one place says it.
   */
  shownInForm?: ShownInForm;
}

/** What an answer carries besides its data: fetch's request and response, and the form's say. */
export type ApiMeta = Partial<FetchBaseQueryMeta> & {
  /** The request failed with a refusal its form says itself (see ShownInForm). */
  shownInForm?: boolean;
};

/** Whether the form of the request says this error itself. */
function isShownInForm(shown: ShownInForm | undefined, error: NormalizedError): boolean {
  if (!shown) return false;
  const codes: readonly string[] = shown.codes ?? [];
  if (error.status === 'FETCH_ERROR') return codes.includes('FETCH_ERROR');
  if (error.code && codes.includes(error.code)) return true;
  const refused = Object.keys(error.fields ?? {});
  return refused.length > 0 && refused.every((field) => shown.fields?.includes(field));
}

const rawBaseQuery = (baseUrl: string, timeout?: number, fetchFn?: ApiExtra['fetchFn']) =>
  fetchBaseQuery({
    baseUrl,
    timeout,
    ...(fetchFn && { fetchFn }),
    credentials: 'include',
    prepareHeaders: (headers, { extra }) => {
      headers.set('Accept', 'application/json');
      const { cookie, requestId } = (extra as ApiExtra | undefined) ?? {};
      if (cookie) headers.set('Cookie', cookie);
      if (requestId) headers.set('X-Request-Id', requestId);
      return headers;
    },
  });

/** The base queries made so far, by transport, then by base URL and timeout. */
const queries = new Map<ApiExtra['fetchFn'], Map<string, ReturnType<typeof rawBaseQuery>>>();

const baseQuery: BaseQueryFn<
  string | FetchArgs,
  unknown,
  NormalizedError,
  ApiExtraOptions,
  ApiMeta
> = async (args, api, extraOptions) => {
  const {
    apiBaseUrl = API_BASE_PATH,
    timeoutMs,
    signal,
    fetchFn,
    answered,
  } = (api.extra as ApiExtra | undefined) ?? {};
  const key = `${apiBaseUrl} ${timeoutMs ?? ''}`;
  let ofTransport = queries.get(fetchFn);
  if (!ofTransport) {
    ofTransport = new Map();
    queries.set(fetchFn, ofTransport);
  }
  let query = ofTransport.get(key);
  if (!query) {
    query = rawBaseQuery(apiBaseUrl, timeoutMs, fetchFn);
    ofTransport.set(key, query);
  }
  // The store's signal joins each request's own (RTK Query's, which cancels one request).
  const result = await query(
    args,
    signal ? { ...api, signal: AbortSignal.any([api.signal, signal]) } : api,
    extraOptions,
  );
  if (answered && result.meta?.response) answered(result.meta.response);
  if (!result.error) return result;
  const error = normalizeError(result.error);
  return {
    error,
    // An endpoint that declares no options gets none (undefined), whatever the type says.
    meta: { ...result.meta, shownInForm: isShownInForm(extraOptions?.shownInForm, error) },
  };
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
