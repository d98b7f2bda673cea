import { Button, RouteLink, localePath, type PageProps } from '@storefront/shared';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { profileApi, useGetOrdersQuery } from '../../api/profile-api';
import { ProfileLayout } from '../../features/profile/profile-layout';
import { profilePage } from '../../features/profile/profile-page';
import { EmptyState, QueryState } from '../../features/profile/query-state';
import { OrderRow } from './order-row';
import { OrdersPagination } from './orders-pagination';

/** Orders a page of the list shows. */
export const ORDERS_PER_PAGE = 10;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 1rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

function pageOf(search: URLSearchParams): number {
  const page = Number(search.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

function OrdersPage({ lang }: PageProps) {
  const { t } = useTranslation('profile');
  const [search] = useSearchParams();
  const orders = useGetOrdersQuery({ page: pageOf(search), limit: ORDERS_PER_PAGE, lang });
  return (
    <ProfileLayout section="orders" lang={lang}>
      <QueryState query={orders}>
        {({ items, total, page, pages }) =>
          items.length === 0 ? (
            <EmptyState
              testId="orders-empty"
              action={
                <Button
                  as={RouteLink}
                  to={localePath(total > 0 ? 'profile-orders' : 'catalog', {}, lang)}
                >
                  {t(total > 0 ? 'orders.first_page' : 'pages.browse_catalog')}
                </Button>
              }
            >
              {t(total > 0 ? 'orders.page_empty' : 'orders.empty')}
            </EmptyState>
          ) : (
            <>
              <List aria-label={t('orders.list')} data-testid="orders-list">
                {items.map((order) => (
                  <OrderRow key={order.id} order={order} lang={lang} />
                ))}
              </List>
              <OrdersPagination page={page} pages={pages} lang={lang} />
            </>
          )
        }
      </QueryState>
    </ProfileLayout>
  );
}

/** The customer's orders, newest first, a page at a time, each with its details on demand. */
export const ordersPage = profilePage('orders', OrdersPage, ({ dispatch, lang }) =>
  dispatch(profileApi.util.prefetch('getOrders', { page: 1, limit: ORDERS_PER_PAGE, lang }, {})),
);
