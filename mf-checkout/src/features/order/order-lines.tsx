import { useMoney, type Language, type ShownCurrency } from '@storefront/shared';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    justify-content: space-between;
    gap: 1rem;
    padding: 0.5rem 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

interface Line {
  name: string;
  quantity: number;
  /** The price of one unit in minor units of the shop's currency, when known. */
  unitPrice?: number;
}

/**
 * An order's products: name × quantity, and where the price is known the line as it was shown
 * (the unit converted once, times the quantity), in the currency the order was shown in.
 */
export function OrderLines({
  lines,
  lang,
  shown,
}: {
  lines: Line[];
  lang: Language;
  shown?: ShownCurrency;
}) {
  const { t } = useTranslation('checkout');
  const money = useMoney(lang, shown);
  return (
    <List aria-label={t('order.lines')}>
      {lines.map((line, index) => (
        <li key={`${index}-${line.name}`} data-testid="order-line">
          <span>{t('order.line', { name: line.name, quantity: line.quantity })}</span>
          {line.unitPrice !== undefined && (
            <strong>{money.line(line.unitPrice, line.quantity)}</strong>
          )}
        </li>
      ))}
    </List>
  );
}
