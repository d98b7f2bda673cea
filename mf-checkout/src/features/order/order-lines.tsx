import { usePriceFormatter, type Language } from '@storefront/shared';
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
  /** Minor units of the shop's currency, when known. */
  lineTotal?: number;
}

/** An order's products: name × quantity, and the line's price where it is known. */
export function OrderLines({ lines, lang }: { lines: Line[]; lang: Language }) {
  const { t } = useTranslation('checkout');
  const format = usePriceFormatter(lang);
  return (
    <List aria-label={t('order.lines')}>
      {lines.map((line, index) => (
        <li key={`${index}-${line.name}`} data-testid="order-line">
          <span>{t('order.line', { name: line.name, quantity: line.quantity })}</span>
          {line.lineTotal !== undefined && <strong>{format(line.lineTotal)}</strong>}
        </li>
      ))}
    </List>
  );
}
