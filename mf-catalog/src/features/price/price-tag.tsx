import { VisuallyHidden, usePriceFormatter, type Language } from '@storefront/shared';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Prices = styled.p<{ $large?: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 0.5rem;
  margin: 0;
  font-size: ${({ $large }) => ($large ? '1.75rem' : '1.0625rem')};
  font-weight: 700;
  del {
    font-size: 0.8em;
    font-weight: 400;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Badge = styled.span`
  padding: 0.125rem 0.5rem;
  border-radius: 999px;
  font-size: 0.75rem;
  font-weight: 700;
  background: ${({ theme }) => theme.colors.error};
  color: ${({ theme }) => theme.colors.onPrimary};
`;

/** The price in the visitor's currency; a discount shows the old price struck and the percentage. */
export function PriceTag({
  price,
  discountPrice,
  lang,
  large,
}: {
  price: number;
  discountPrice: number | null;
  lang: Language;
  large?: boolean;
}) {
  const { t } = useTranslation('catalog');
  const format = usePriceFormatter(lang);
  if (discountPrice === null) {
    return (
      <Prices $large={large} data-testid="price">
        <span data-testid="current-price">{format(price)}</span>
      </Prices>
    );
  }
  const percent = Math.round(((price - discountPrice) / price) * 100);
  return (
    <Prices $large={large} data-testid="price">
      <span data-testid="current-price">{format(discountPrice)}</span>
      {/* aria-label is not allowed on del: the words a screen reader says are hidden text. */}
      <del>
        <VisuallyHidden>{t('price.was', { price: format(price) })}</VisuallyHidden>
        <span aria-hidden="true">{format(price)}</span>
      </del>
      <Badge>{t('price.discount', { percent })}</Badge>
    </Prices>
  );
}
