import { RouteLink, localePath, type Language } from '@storefront/shared';
import type { AdminOrderPage } from '@storefront/shared/admin';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { dateTime, money } from './formats';

const Scroll = styled.div`
  overflow-x: auto;
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.9375rem;
  caption {
    text-align: start;
    padding-bottom: 0.5rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  th,
  td {
    padding: 0.5rem;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: start;
    vertical-align: top;
  }
  th[scope='col'] {
    font-size: 0.8125rem;
    white-space: nowrap;
  }
  td.amount {
    text-align: end;
    white-space: nowrap;
  }
  a {
    color: ${({ theme }) => theme.colors.secondary};
    font-weight: 700;
  }
`;

const Muted = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.8125rem;
`;

interface OrdersTableProps {
  page: AdminOrderPage;
  lang: Language;
  selected: ReadonlySet<string>;
  /** Null when the staff member may not change statuses: no boxes to tick. */
  onSelect: ((ids: string[], on: boolean) => void) | null;
}

/** A page of orders, each row linking to its order; boxes to pick orders for a bulk change. */
export function OrdersTable({ page, lang, selected, onSelect }: OrdersTableProps) {
  const { t } = useTranslation('admin');
  const ids = page.items.map((item) => item.id);
  const all = ids.length > 0 && ids.every((id) => selected.has(id));
  const first = (page.page - 1) * page.limit + 1;
  return (
    <Scroll>
      <Table data-testid="orders-table">
        <caption>
          {t('orders.table.caption', {
            from: first,
            to: first + page.items.length - 1,
            total: page.total,
          })}
        </caption>
        <thead>
          <tr>
            {onSelect && (
              <th scope="col">
                <input
                  type="checkbox"
                  checked={all}
                  aria-label={t('orders.table.select_all')}
                  data-testid="select-all"
                  onChange={(event) => onSelect(ids, event.target.checked)}
                />
              </th>
            )}
            <th scope="col">{t('orders.table.number')}</th>
            <th scope="col">{t('orders.table.placed')}</th>
            <th scope="col">{t('orders.table.customer')}</th>
            <th scope="col">{t('orders.table.status')}</th>
            <th scope="col">{t('orders.table.payment')}</th>
            <th scope="col">{t('orders.table.delivery')}</th>
            <th scope="col">{t('orders.table.total')}</th>
          </tr>
        </thead>
        <tbody>
          {page.items.map((order) => (
            <tr key={order.id} data-testid="order-row" data-number={order.number}>
              {onSelect && (
                <td>
                  <input
                    type="checkbox"
                    checked={selected.has(order.id)}
                    aria-label={t('orders.table.select', { number: order.number })}
                    data-testid={`select-${order.number}`}
                    onChange={(event) => onSelect([order.id], event.target.checked)}
                  />
                </td>
              )}
              <th scope="row">
                <RouteLink
                  to={localePath('admin-order', { orderId: order.id }, lang)}
                  aria-label={t('orders.table.open', { number: order.number })}
                >
                  {order.number}
                </RouteLink>
              </th>
              <td>
                <time dateTime={order.createdAt}>{dateTime(lang, order.createdAt)}</time>
              </td>
              <td>
                {order.firstName} {order.lastName}
                <Muted>{order.email}</Muted>
                <Muted>{order.phone}</Muted>
                <Muted>{t(`orders.customer_types.${order.customerType}`)}</Muted>
              </td>
              <td data-testid="order-row-status">{t(`orders.names.statuses.${order.status}`)}</td>
              <td>{t(`orders.names.payment_methods.${order.paymentMethod}`)}</td>
              <td>{t(`orders.names.delivery_methods.${order.deliveryMethod}`)}</td>
              <td className="amount">{money(lang, order.total, order.currency)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroll>
  );
}
