import { API_BASE_PATH, baseApi } from '@storefront/shared';
import type {
  AdminOrderDetail,
  AdminOrderFilter,
  AdminOrderPage,
  AdminStatusChangeInput,
  BulkStatusAnswer,
  BulkStatusChangeInput,
} from '@storefront/shared/admin';
import type { Language } from '@storefront/shared';

/** A page of the list: the filters and the page number, as the list's URL holds them. */
export interface OrderListArgs {
  filter: AdminOrderFilter;
  page: number;
}

/** The query string of a filter (and a page), the way the API and the list's URL read it. */
export function filterSearch(filter: AdminOrderFilter, page?: number): URLSearchParams {
  const search = new URLSearchParams();
  for (const status of filter.status ?? []) search.append('status', status);
  for (const key of ['paymentMethod', 'deliveryMethod', 'customerType', 'from', 'to'] as const) {
    const value = filter[key];
    if (value) search.set(key, value);
  }
  if (filter.q?.trim()) search.set('q', filter.q.trim());
  if (page && page > 1) search.set('page', String(page));
  return search;
}

/** Where the CSV of the filtered list downloads from (every page), through the shop's proxy. */
export const exportHref = (filter: AdminOrderFilter) => {
  const search = filterSearch(filter).toString();
  return `${API_BASE_PATH}/admin/orders/export${search ? `?${search}` : ''}`;
};

/**
 * The back office's orders: the list (a page of a filter), an order's page, and moving orders
 * through their statuses. A change refetches the lists and the order (`AdminOrders`,
 * `AdminOrder`), and so does an event of the stream (see features/live).
 */
export const ordersApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['AdminOrders', 'AdminOrder', 'Overview'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getAdminOrders: build.query<AdminOrderPage, OrderListArgs>({
        query: ({ filter, page }) => {
          const search = filterSearch(filter);
          search.set('page', String(page));
          return `admin/orders?${search.toString()}`;
        },
        providesTags: ['AdminOrders'],
      }),
      getAdminOrder: build.query<AdminOrderDetail, { orderId: string; lang: Language }>({
        query: ({ orderId, lang }) => `admin/orders/${encodeURIComponent(orderId)}?lang=${lang}`,
        providesTags: (_result, _error, { orderId }) => [{ type: 'AdminOrder', id: orderId }],
      }),
      changeOrderStatus: build.mutation<
        AdminOrderDetail,
        AdminStatusChangeInput & { orderId: string; lang: Language }
      >({
        query: ({ orderId, lang, ...body }) => ({
          url: `admin/orders/${encodeURIComponent(orderId)}/status?lang=${lang}`,
          method: 'PATCH',
          body,
        }),
        // The dialog says why a change was refused (another change came first, the stock).
        extraOptions: {
          shownInForm: {
            codes: [
              'ENTITY_ACTION_NOT_ALLOWED',
              'ORDER_RESTORE_CANNOT_BE_PROCESSED',
              'FETCH_ERROR',
            ],
          },
        },
        invalidatesTags: (_result, _error, { orderId }) => [
          'AdminOrders',
          'Overview',
          { type: 'AdminOrder', id: orderId },
        ],
      }),
      changeOrderStatuses: build.mutation<BulkStatusAnswer, BulkStatusChangeInput>({
        query: (body) => ({ url: 'admin/orders/status', method: 'POST', body }),
        invalidatesTags: ['AdminOrders', 'AdminOrder', 'Overview'],
      }),
    }),
  });

export const {
  useGetAdminOrdersQuery,
  useGetAdminOrderQuery,
  useChangeOrderStatusMutation,
  useChangeOrderStatusesMutation,
} = ordersApi;
