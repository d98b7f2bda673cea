import { RouteLink, localePath, type Language } from '@storefront/shared';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useGetOrdersQuery } from '../../api/profile-api';
import { useDateFormat, useOrderTotal } from '../../features/profile/formats';
import { OrderStatusBadge } from '../../features/profile/order-status';
import { EmptyState, Panel, QueryState } from '../../features/profile/query-state';

/** How many of the latest orders the dashboard shows. */
export const RECENT_ORDERS = 3;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.25rem 1rem;
    padding: 0.625rem 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  time {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  strong {
    margin-left: auto;
    font-variant-numeric: tabular-nums;
  }
`;

/** The latest orders: number (to the orders page), date, status and total. */
export function RecentOrders({ lang }: { lang: Language }) {
  const { t } = useTranslation('profile');
  const orders = useGetOrdersQuery({ page: 1, limit: RECENT_ORDERS, lang });
  const date = useDateFormat(lang);
  const total = useOrderTotal(lang);
  const ordersPath = localePath('profile-orders', {}, lang);
  return (
    <Panel aria-labelledby="dashboard-orders-title" data-testid="dashboard-orders">
      <h2 id="dashboard-orders-title">{t('dashboard.recent_orders')}</h2>
      <QueryState query={orders}>
        {({ items }) =>
          items.length === 0 ? (
            <EmptyState
              testId="dashboard-orders-empty"
              action={
                <RouteLink to={localePath('catalog', {}, lang)}>
                  {t('pages.browse_catalog')}
                </RouteLink>
              }
            >
              {t('orders.empty')}
            </EmptyState>
          ) : (
            <>
              <List>
                {items.map((order) => (
                  <li key={order.id} data-testid="recent-order" data-number={order.number}>
                    <RouteLink to={ordersPath}>
                      {t('orders.number', { number: order.number })}
                    </RouteLink>
                    <time dateTime={order.createdAt}>{date(order.createdAt)}</time>
                    <OrderStatusBadge status={order.status} />
                    <strong>{total(order)}</strong>
                  </li>
                ))}
              </List>
              <RouteLink to={ordersPath} data-testid="dashboard-all-orders">
                {t('dashboard.all_orders')}
              </RouteLink>
            </>
          )
        }
      </QueryState>
    </Panel>
  );
}
