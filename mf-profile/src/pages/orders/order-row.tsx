import { Button, type Language, type Order } from '@storefront/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useDateFormat, useOrderTotal } from '../../features/profile/formats';
import { OrderStatusBadge } from '../../features/profile/order-status';
import { OrderDetails } from './order-details';

const Row = styled.li`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  padding: 1rem 1.25rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const Summary = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 1.25rem;
  h2 {
    margin: 0;
    font-size: 1.125rem;
  }
  time {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  strong {
    margin-left: auto;
    font-variant-numeric: tabular-nums;
  }
`;

/** One order: number, date, status and total, and its details on demand. */
export function OrderRow({ order, lang }: { order: Order; lang: Language }) {
  const { t } = useTranslation('profile');
  const date = useDateFormat(lang);
  const total = useOrderTotal(lang);
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  return (
    <Row data-testid="order-row" data-number={order.number}>
      <Summary>
        <h2>{t('orders.number', { number: order.number })}</h2>
        <time dateTime={order.createdAt}>{date(order.createdAt)}</time>
        <OrderStatusBadge status={order.status} />
        <strong data-testid="order-total">{total(order)}</strong>
        <Button
          type="button"
          $variant="ghost"
          aria-expanded={open}
          aria-controls={detailsId}
          data-testid="order-toggle"
          onClick={() => setOpen(!open)}
        >
          {t(open ? 'orders.hide_details' : 'orders.show_details')}
        </Button>
      </Summary>
      <OrderDetails id={detailsId} order={order} lang={lang} hidden={!open} />
    </Row>
  );
}
