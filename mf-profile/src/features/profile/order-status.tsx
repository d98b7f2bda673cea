import type { OrderStatus } from '@storefront/shared';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Badge = styled.span<{ $status: OrderStatus }>`
  display: inline-block;
  padding: 0.125rem 0.625rem;
  border-radius: 999px;
  font-size: 0.8125rem;
  font-weight: 600;
  white-space: nowrap;
  border: 1px solid currentColor;
  color: ${({ theme, $status }) =>
    $status === 'CANCELLED'
      ? theme.colors.error
      : $status === 'DELIVERED'
        ? theme.colors.success
        : theme.colors.secondary};
`;

/** An order's status in the page language. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('profile');
  return (
    <Badge $status={status} data-testid="order-status" data-status={status}>
      {t(`orders.statuses.${status}`)}
    </Badge>
  );
}
