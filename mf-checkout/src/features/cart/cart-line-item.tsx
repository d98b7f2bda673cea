import { RouteLink, localePath, useAppDispatch, useMoney, type Language } from '@storefront/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { lineRemoved, maxQuantityOf, quantityChanged, type CartLine } from './cart-slice';
import { QuantityStepper } from './quantity-stepper';

const Item = styled.li<{ $withImage: boolean }>`
  display: grid;
  grid-template-columns: ${({ $withImage }) => ($withImage ? '4rem 1fr auto' : '1fr auto')};
  gap: 0.5rem 0.75rem;
  align-items: center;
  padding: 0.75rem 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  img,
  .placeholder {
    width: 4rem;
    height: 4rem;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius.sm};
    grid-row: span 2;
  }
  a {
    color: inherit;
    font-weight: 600;
  }
`;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
`;

const Remove = styled.button`
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.textMuted};
  text-decoration: underline;
  cursor: pointer;
`;

const Total = styled.span`
  font-weight: 700;
  white-space: nowrap;
`;

interface CartLineItemProps {
  line: CartLine;
  lang: Language;
  testId: string;
  withImage?: boolean;
  /** A warning about the line (out of stock, only a few left). */
  notice?: ReactNode;
}

/** A cart line: the product's link, its quantity, a remove button and the line's price. */
export function CartLineItem({ line, lang, testId, withImage = false, notice }: CartLineItemProps) {
  const { t } = useTranslation('checkout');
  const dispatch = useAppDispatch();
  const money = useMoney(lang);
  const path = localePath('product', { category: line.categorySlug, slug: line.slug }, lang);
  return (
    <Item $withImage={withImage} data-testid={testId} data-product-id={line.productId}>
      {withImage &&
        (line.image ? (
          <img src={line.image} alt="" width={64} height={64} />
        ) : (
          <span className="placeholder" />
        ))}
      <RouteLink to={path}>{line.name}</RouteLink>
      {/* The unit price converted once, times the quantity: the lines add up to the subtotal. */}
      <Total data-testid="line-total">{money.line(line.unitPrice, line.quantity)}</Total>
      <Controls>
        <QuantityStepper
          value={line.quantity}
          max={maxQuantityOf(line.stock)}
          productName={line.name}
          onChange={(quantity) =>
            dispatch(quantityChanged({ productId: line.productId, quantity }))
          }
        />
        <Remove
          type="button"
          data-testid="line-remove"
          aria-label={t('cart.remove', { name: line.name })}
          onClick={() => dispatch(lineRemoved(line.productId))}
        >
          {t('cart.remove_short')}
        </Remove>
        {notice}
      </Controls>
    </Item>
  );
}
