import {
  Button,
  RouteLink,
  localePath,
  useAppSelector,
  useMoney,
  type Language,
} from '@storefront/shared';
import { PopoverPanel } from '@storefront/shared/kit';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { CartLineItem } from '../cart/cart-line-item';
import { selectCartLines } from '../cart/cart-slice';
import { FreeDeliveryProgress } from './free-delivery-progress';

const Panel = styled(PopoverPanel)`
  width: min(24rem, calc(100vw - 2rem));
  max-height: min(32rem, calc(100vh - 6rem));
  overflow-y: auto;
  padding: 1rem 1.25rem;
  h2 {
    margin: 0 0 0.5rem;
    font-size: 1.125rem;
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const Subtotal = styled.p`
  display: flex;
  justify-content: space-between;
  margin: 0.75rem 0;
  font-weight: 700;
`;

interface MiniCartPanelProps {
  id: string;
  lang: Language;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The header's button: the panel gives it the focus back. */
  triggerRef: RefObject<HTMLButtonElement | null>;
  /**
   * The button's box, which the panel is placed under. Not the button itself: its tooltip takes
   * the button over on first use, and the panel would stay placed by the button it replaced.
   */
  anchorRef: RefObject<HTMLElement | null>;
}

/** The cart's lines with their quantities, the subtotal and the way to checkout. */
export default function MiniCartPanel({
  id,
  lang,
  open,
  onOpenChange,
  triggerRef,
  anchorRef,
}: MiniCartPanelProps) {
  const { t } = useTranslation('checkout');
  const lines = useAppSelector(selectCartLines);
  const money = useMoney(lang);
  // The sum of the lines as shown, not the subtotal converted alone.
  const { subtotal } = money.figures({ lines, discounts: [], deliveryPrice: 0 });

  return (
    <Panel
      id={id}
      title={t('mini_cart.title')}
      open={open}
      onOpenChange={onOpenChange}
      triggerRef={triggerRef}
      anchorRef={anchorRef}
      // The panel takes the focus, not its first button, whose tooltip would open at once and
      // take the first Escape.
      focusSelf
      testId="mini-cart-panel"
      boundary="checkout"
    >
      {lines.length === 0 ? (
        <p data-testid="mini-cart-empty">{t('mini_cart.empty')}</p>
      ) : (
        <>
          <ul>
            {lines.map((line) => (
              <CartLineItem
                key={line.productId}
                line={line}
                lang={lang}
                testId="mini-cart-line"
                withImage
              />
            ))}
          </ul>
          <FreeDeliveryProgress lines={lines} lang={lang} />
          <Subtotal>
            <span>{t('mini_cart.subtotal')}</span>
            <span data-testid="mini-cart-subtotal">{money.format(subtotal)}</span>
          </Subtotal>
          <Button
            as={RouteLink}
            to={localePath('checkout', {}, lang)}
            $block
            data-testid="mini-cart-checkout"
          >
            {t('mini_cart.checkout')}
          </Button>
        </>
      )}
    </Panel>
  );
}
