import { baseApi } from '@storefront/shared';
import type { StaffPreferencesInput, StaffSession } from '@storefront/shared/admin';
import type { OrderStatus } from '@storefront/shared';

/** What the overview counts: the orders still to be processed, and the stock to look at. */
export interface BackOfficeOverview {
  /** Orders by status, of the statuses that still need work. */
  orders: Partial<Record<OrderStatus, number>>;
  /** Orders placed since the shop's midnight. */
  ordersToday: number;
  /** Visible products with nothing in stock, and with a few units left. */
  outOfStock: number;
  lowStock: number;
}

/**
 * The back office's own data, under `admin/`. Its tags are its own (added here, so a shopper's
 * pages never carry them); the staff session is also a `User` answer, dropped with the others on
 * signing in and out.
 */
export const adminApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['StaffSession', 'Overview'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getStaffSession: build.query<StaffSession, void>({
        query: () => 'admin/session',
        providesTags: ['StaffSession', 'User'],
      }),
      saveStaffPreferences: build.mutation<StaffSession, StaffPreferencesInput>({
        query: (body) => ({ url: 'admin/session/preferences', method: 'PUT', body }),
        invalidatesTags: ['StaffSession'],
      }),
      getOverview: build.query<BackOfficeOverview, void>({
        query: () => 'admin/overview',
        providesTags: ['Overview'],
      }),
    }),
  });

export const { useGetStaffSessionQuery, useSaveStaffPreferencesMutation, useGetOverviewQuery } =
  adminApi;
