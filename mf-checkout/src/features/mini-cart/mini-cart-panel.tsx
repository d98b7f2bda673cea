import * as Popover from '@radix-ui/react-popover';
import {
  Button,
  RouteLink,
  localePath,
  useAppSelector,
  usePriceFormatter,
  type Language,
} from '@storefront/shared';
import { useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { CartLineItem } from '../cart/cart-line-item';
import { selectCartLines, selectCartSubtotal } from '../cart/cart-slice';
import { FreeDeliveryProgress } from './free-delivery-progress';

const Panel = styled(Popover.Content)`
  z-index: 60;
  width: min(24rem, calc(100vw - 2rem));
  max-height: min(32rem, calc(100vh - 6rem));
  overflow-y: auto;
  padding: 1rem 1.25rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadow.lg};
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
  const subtotal = useAppSelector(selectCartSubtotal);
  const format = usePriceFormatter(lang);
  const clickedOutside = useRef(false);
  const panelRef = useRef<HTMLDivElement>(null);
  const onTrigger = (target: EventTarget | null) =>
    target instanceof Node && Boolean(triggerRef.current?.contains(target));

  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Anchor virtualRef={anchorRef} />
      <Popover.Portal>
        <Panel
          id={id}
          align="end"
          sideOffset={8}
          aria-labelledby={`${id}-title`}
          data-testid="mini-cart-panel"
          data-boundary="checkout"
          onClickCapture={(event) => {
            // A link (a product, the checkout) leaves the panel behind.
            if (event.target instanceof Element && event.target.closest('a')) onOpenChange(false);
          }}
          ref={panelRef}
          onOpenAutoFocus={(event) => {
            clickedOutside.current = false;
            // The panel itself takes the focus (a screen reader hears "Your cart"), not its first
            // button, whose tooltip would open at once and take the first Escape.
            event.preventDefault();
            panelRef.current?.focus();
          }}
          onInteractOutside={(event) => {
            // The button toggles the panel itself.
            if (onTrigger(event.target)) event.preventDefault();
            else clickedOutside.current = event.type === 'dismissableLayer.pointerDownOutside';
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (!clickedOutside.current) triggerRef.current?.focus();
          }}
        >
          <h2 id={`${id}-title`}>{t('mini_cart.title')}</h2>
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
              <FreeDeliveryProgress subtotal={subtotal} lang={lang} />
              <Subtotal>
                <span>{t('mini_cart.subtotal')}</span>
                <span data-testid="mini-cart-subtotal">{format(subtotal)}</span>
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
      </Popover.Portal>
    </Popover.Root>
  );
}
