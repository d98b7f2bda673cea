import { useAppSelector, type EstimateLine, type Language } from '@storefront/shared';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { CartLineItem } from '../cart/cart-line-item';
import { selectCartLines } from '../cart/cart-slice';

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Warning = styled.span`
  font-size: 0.875rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.error};
`;

interface CheckoutLinesProps {
  lang: Language;
  /** The estimate's lines, with the stock as it is now. */
  fresh: EstimateLine[] | undefined;
  /** Products the shop refused: out of stock, or gone from the catalog. */
  unavailable: ReadonlySet<string>;
}

/** The cart's lines, editable, each with a warning when its stock is short or gone. */
export function CheckoutLines({ lang, fresh, unavailable }: CheckoutLinesProps) {
  const { t } = useTranslation('checkout');
  const lines = useAppSelector(selectCartLines);
  return (
    <List aria-label={t('checkout.cart')}>
      {lines.map((line) => {
        const stock = fresh?.find((item) => item.productId === line.productId)?.stock;
        const gone = unavailable.has(line.productId) || stock === 0;
        const notice = gone ? (
          <Warning data-testid="line-unavailable">{t('checkout.line_unavailable')}</Warning>
        ) : stock !== undefined && line.quantity >= stock ? (
          <Warning>{t('checkout.only_left', { count: stock })}</Warning>
        ) : null;
        return (
          <CartLineItem
            key={line.productId}
            line={line}
            lang={lang}
            testId="checkout-line"
            withImage
            notice={notice}
          />
        );
      })}
    </List>
  );
}
