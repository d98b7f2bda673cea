import { Button, localePath, type PageProps } from '@storefront/shared';
import type { AdminOrderFilter } from '@storefront/shared/admin';
import { Card } from '@storefront/shared/kit';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { exportHref, filterSearch, ordersApi, useGetAdminOrdersQuery } from '../../api/orders-api';
import { useStaff } from '../../features/access/use-staff';
import { adminPage } from '../../features/frame/admin-page';
import { AdminFrame } from '../../features/frame/admin-frame';
import { sectionOf } from '../../features/frame/sections';
import { useSeeingOrders } from '../../features/live/unseen';
import { BulkStatus } from '../../features/orders/bulk-status';
import { Hint } from '../../features/orders/controls';
import { listParamsOf } from '../../features/orders/list-params';
import { OrderFilters } from '../../features/orders/order-filters';
import { OrdersTable } from '../../features/orders/orders-table';
import { Pagination } from '../../features/orders/pagination';
import { AdminQueryState } from '../../features/ui/admin-query-state';

const section = sectionOf('admin-orders');
const NOTHING: ReadonlySet<string> = new Set();

const Download = styled(Button).attrs({ as: 'a' })``;

const Empty = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 0.75rem;
`;

/**
 * The orders: filters and a search in the URL, a page of 20 newest first, each row opening its
 * order, ticked orders moved to one status at once, and the filtered list as CSV. New orders
 * come in by themselves (the frame's event stream refetches the list).
 */
function OrdersPage({ lang }: PageProps) {
  const { t } = useTranslation('admin');
  const { may } = useStaff();
  const [search, setSearch] = useSearchParams();
  const { filter, page } = useMemo(() => listParamsOf(search), [search]);
  const orders = useGetAdminOrdersQuery({ filter, page });
  const key = search.toString();
  // What was ticked belongs to its page and filter: another one starts with nothing ticked.
  const [ticked, setTicked] = useState<{ key: string; ids: ReadonlySet<string> }>({
    key,
    ids: new Set(),
  });
  const selected = ticked.key === key ? ticked.ids : NOTHING;
  const setSelected = (update: (current: ReadonlySet<string>) => ReadonlySet<string>) =>
    setTicked((current) => ({ key, ids: update(current.key === key ? current.ids : NOTHING) }));
  useSeeingOrders();
  const hrefOf = (to: number) => {
    const query = filterSearch(filter, to).toString();
    return `${localePath('admin-orders', {}, lang)}${query ? `?${query}` : ''}`;
  };
  const apply = (next: AdminOrderFilter) => setSearch(filterSearch(next));
  const select = (ids: string[], on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  const mayProcess = may('orders.process');
  return (
    <AdminFrame
      section={section}
      lang={lang}
      actions={
        may('orders.export') && (
          <Download href={exportHref(filter)} download $variant="ghost" data-testid="orders-export">
            {t('orders.export')}
          </Download>
        )
      }
    >
      <Card aria-label={t('orders.filters.label')}>
        <OrderFilters key={key} filter={filter} onApply={apply} />
      </Card>
      {mayProcess && (
        <BulkStatus selected={[...selected]} onDone={() => setSelected(() => NOTHING)} />
      )}
      <AdminQueryState query={orders}>
        {(data) =>
          data.items.length === 0 ? (
            <Empty data-testid="orders-empty">
              <p>{page > 1 && data.total > 0 ? t('orders.past_last') : t('orders.empty')}</p>
              {page > 1 && (
                <Hint>
                  <a href={hrefOf(1)}>{t('orders.paging.first')}</a>
                </Hint>
              )}
            </Empty>
          ) : (
            <>
              <OrdersTable
                page={data}
                lang={lang}
                selected={selected}
                onSelect={mayProcess ? select : null}
              />
              <Pagination page={page} pages={data.pages} hrefOf={hrefOf} />
            </>
          )
        }
      </AdminQueryState>
    </AdminFrame>
  );
}

/** The list of orders (`/{lang}/admin/orders`). */
export const ordersPage = adminPage(section, OrdersPage, ({ dispatch, search }) =>
  dispatch(ordersApi.util.prefetch('getAdminOrders', listParamsOf(search), {})),
);
