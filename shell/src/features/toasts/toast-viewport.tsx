import * as RadixToast from '@radix-ui/react-toast';
import {
  FOOT_BARS_HEIGHT,
  TOAST_DURATION_MS,
  VisuallyHidden,
  toast,
  type Toast,
} from '@storefront/shared';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css, keyframes } from 'styled-components';

/** How much smaller each older toast is drawn. */
const STACK_SCALE = 0.05;

/**
 * The toasts' layer: above the modal dialogs (110, 111) and the menu drawer, so a toast shown while
 * one is open (the new password's, as the sign-in dialog opens) is seen over it; under the
 * tooltips (120).
 */
const TOAST_LAYER = 115;

// Above the bars fixed at the foot of the screen (the Add to cart bar, the cookie banner): a toast
// never hides what the shopper may need next. The list itself lets the pointer through (its
// padding would otherwise catch clicks meant for the page, or a dialog, under it); the toasts take
// it, even while a modal dialog has turned the pointer off everywhere else.
const Viewport = styled(RadixToast.Viewport)`
  position: fixed;
  right: 0;
  bottom: ${FOOT_BARS_HEIGHT};
  z-index: ${TOAST_LAYER};
  pointer-events: none;
  display: flex;
  flex-direction: column;
  gap: 16px;
  width: 100%;
  max-width: 100vw;
  margin: 0;
  padding: 16px;
  list-style: none;
  outline: none;
  ${({ theme }) => theme.media.sm} {
    width: 24rem;
  }
`;

const slideIn = keyframes`from { transform: translateX(calc(100% + 16px)); } to { transform: translateX(0); }`;
const fadeOut = keyframes`from { opacity: 1; } to { opacity: 0; }`;
const pulse = keyframes`from { transform: scale(1.4); } to { transform: scale(1); }`;

const Root = styled(RadixToast.Root)<{ $tone: Toast['tone']; $depth: number; $repeat: boolean }>`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 0.25rem 0.75rem;
  padding: 0.875rem 1rem;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid
    ${({ $tone, theme }) =>
      $tone === 'error'
        ? theme.colors.error
        : $tone === 'success'
          ? theme.colors.success
          : theme.colors.secondary};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  pointer-events: auto;
  transform: scale(${({ $depth }) => 1 - $depth * STACK_SCALE});
  transform-origin: bottom center;
  &[data-state='open'] {
    animation: ${({ $repeat }) =>
      $repeat
        ? 'none'
        : css`
            ${slideIn} 150ms ease-out
          `};
  }
  &[data-state='closed'] {
    animation: ${fadeOut} 150ms ease-in forwards;
  }
  &[data-swipe='move'] {
    transform: translateX(var(--radix-toast-swipe-move-x));
  }
  &[data-swipe='end'] {
    ${css`
      animation: ${fadeOut} 100ms ease-out forwards;
    `}
  }
`;

const Title = styled(RadixToast.Title)`
  grid-column: 1;
  font-weight: 700;
`;

/** A repeated toast's count; the slide-in is not replayed, the count pops instead. */
const Count = styled.span`
  display: inline-block;
  margin-inline-start: 0.5rem;
  padding: 0 0.4rem;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.border};
  font-size: 0.8125rem;
  animation: ${pulse} 200ms ease-out;
`;

const Description = styled(RadixToast.Description)`
  grid-column: 1;
  margin: 0;
  font-size: 0.9375rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Close = styled(RadixToast.Close)`
  grid-column: 2;
  grid-row: 1;
  border: 0;
  background: transparent;
  color: inherit;
  font-size: 1.25rem;
  line-height: 1;
  cursor: pointer;
`;

const Action = styled(RadixToast.Action)`
  grid-column: 1 / -1;
  justify-self: start;
  padding: 0.25rem 0.75rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: inherit;
  cursor: pointer;
`;

function RepeatCount({ count }: { count: number }) {
  const { t } = useTranslation();
  const label = t('toasts.count', { count });
  return (
    <Count
      data-testid="toast-count"
      data-radix-toast-announce-exclude=""
      data-radix-toast-announce-alt={label}
    >
      <span aria-hidden="true">×{count}</span>
      <VisuallyHidden>{label}</VisuallyHidden>
    </Count>
  );
}

/** The toasts, on Radix: swipe right to close, F8 to reach them, paused on hover or focus. */
export default function ToastViewport() {
  const { t } = useTranslation();
  const toasts = useSyncExternalStore(toast.subscribe, toast.getSnapshot, toast.getSnapshot);
  const openCount = toasts.filter((item) => item.open).length;
  return (
    <RadixToast.Provider
      label={t('toasts.label')}
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={50}
    >
      {toasts.map((item, index) => (
        <Root
          // A repeat is a new Radix toast (same id, new count): its timer starts again, and a
          // screen reader hears it again.
          key={`${item.id}-${item.count}`}
          type={item.type}
          open={item.open}
          duration={item.duration}
          onOpenChange={(open) => !open && toast.close(item.id)}
          $tone={item.tone}
          $depth={item.open ? Math.max(0, openCount - 1 - index) : 0}
          $repeat={item.count > 1}
          data-testid="toast"
        >
          <Title>
            {item.title}
            {item.count > 1 && <RepeatCount count={item.count} />}
          </Title>
          {item.description && <Description>{item.description}</Description>}
          {item.action && (
            <Action altText={item.action.altText} onClick={item.action.onClick}>
              {item.action.label}
            </Action>
          )}
          <Close aria-label={t('toasts.close')}>×</Close>
        </Root>
      ))}
      <Viewport hotkey={['F8']} label={t('toasts.viewport', { hotkey: 'F8' })} />
    </RadixToast.Provider>
  );
}
