import type { PublicStore } from '../contracts/store';
import { baseApi } from './base-api';

/** Public platform settings (`GET /api/v1/config`). */
export interface PublicConfig {
  apiVersion: string;
  languages: string[];
  defaultLanguage: string;
  defaultCurrency: string;
  pagination: { defaultPage: number; defaultLimit: number; maxLimit: number };
  password: { minLength: number; maxLength: number };
  contact: { messageMaxLength: number };
}

export const storeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The store record; one fixed cache key, fetched once at start. */
    getStore: build.query<PublicStore, void>({
      query: () => 'store',
      providesTags: ['Store'],
    }),
    getConfig: build.query<PublicConfig, void>({
      query: () => 'config',
      providesTags: ['Config'],
    }),
  }),
});

export const { useGetStoreQuery, useGetConfigQuery } = storeApi;
