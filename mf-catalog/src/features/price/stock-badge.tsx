import type { Availability } from '@storefront/shared';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Badge = styled.span<{ $availability: Availability }>`
  display: inline-block;
  font-size: 0.875rem;
  font-weight: 600;
  color: ${({ $availability, theme }) =>
    $availability === 'out_of_stock'
      ? theme.colors.error
      : $availability === 'low_stock'
        ? theme.colors.secondary
        : theme.colors.success};
`;

/** In stock, only a few left, or out of stock. */
export function StockBadge({ availability }: { availability: Availability }) {
  const { t } = useTranslation('catalog');
  return (
    <Badge $availability={availability} data-testid="stock">
      {t(`stock.${availability}`)}
    </Badge>
  );
}
