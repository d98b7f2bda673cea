import { useAppSelector, type FragmentProps } from '@storefront/shared';
import { Tooltip } from '@storefront/shared/kit';
import { Suspense, lazy, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { selectCartCount } from '../cart/cart-slice';

// The panel (Radix Popover and the lines) loads when the shopper reaches for the button, so the
// header's fragment stays small.
const MiniCartPanel = lazy(() => import('./mini-cart-panel'));

/** The button's box, which the panel is placed under. */
const Anchor = styled.span`
  display: inline-flex;
`;

const Trigger = styled.button`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.75rem;
  height: 2.75rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  svg {
    width: 1.375rem;
    height: 1.375rem;
  }
`;

const Count = styled.span<{ $empty: boolean }>`
  position: absolute;
  top: -0.375rem;
  right: -0.375rem;
  min-width: 1.25rem;
  padding: 0 0.25rem;
  border-radius: 999px;
  background: ${({ theme, $empty }) => ($empty ? theme.colors.surfaceMuted : theme.colors.primary)};
  color: ${({ theme, $empty }) => ($empty ? theme.colors.textMuted : theme.colors.onPrimary)};
  font-size: 0.75rem;
  font-weight: 700;
  line-height: 1.25rem;
`;

function CartIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h9.2a1 1 0 0 0 1-.8L20 8H6.2" />
      <circle cx="9" cy="20" r="1.5" />
      <circle cx="17" cy="20" r="1.5" />
    </svg>
  );
}

/** The header's cart button with the number of items, opening a panel with the cart's lines. */
export default function MiniCart({ lang }: FragmentProps<'MiniCart'>) {
  const { t } = useTranslation('checkout');
  const count = useAppSelector(selectCartCount);
  const [open, setOpen] = useState(false);
  const [panelWanted, setPanelWanted] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const anchorRef = useRef<HTMLSpanElement>(null);
  const panelId = useId();
  const want = () => setPanelWanted(true);
  const label = t('mini_cart.trigger', { count });
  return (
    <Anchor ref={anchorRef} data-boundary="checkout">
      <Tooltip content={label}>
        <Trigger
          ref={triggerRef}
          type="button"
          aria-label={label}
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          data-testid="mini-cart-trigger"
          onPointerEnter={want}
          onFocus={want}
          onClick={() => {
            want();
            setOpen((value) => !value);
          }}
        >
          <CartIcon />
          <Count $empty={count === 0} data-testid="mini-cart-count">
            {count}
          </Count>
        </Trigger>
      </Tooltip>
      {panelWanted && (
        <Suspense fallback={null}>
          <MiniCartPanel
            id={panelId}
            lang={lang}
            open={open}
            onOpenChange={setOpen}
            triggerRef={triggerRef}
            anchorRef={anchorRef}
          />
        </Suspense>
      )}
    </Anchor>
  );
}
