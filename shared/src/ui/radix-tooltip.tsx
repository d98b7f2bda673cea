import * as RadixTooltip from '@radix-ui/react-tooltip';
import { useCallback, useState, type ReactElement, type ReactNode } from 'react';
import styled from 'styled-components';
import { TOOLTIP_DELAY_MS } from './tooltip-timing';

const Content = styled(RadixTooltip.Content)`
  z-index: 120;
  max-width: 18rem;
  padding: 0.375rem 0.625rem;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.background};
  font-size: 0.875rem;
`;

export interface RadixTooltipProps {
  content: ReactNode;
  children: ReactElement;
  /** Open at once: the shopper has already pointed at the trigger long enough, or focused it. */
  defaultOpen: boolean;
  /** The trigger had the focus before it was handed over to Radix: give it back, once. */
  focusOnMount: boolean;
}

/** Radix's tooltip and its positioning code, which `Tooltip` loads on first use. */
export default function LoadedTooltip({
  content,
  children,
  defaultOpen,
  focusOnMount,
}: RadixTooltipProps) {
  const [hadFocus] = useState(focusOnMount);
  // Stable, so it runs when the trigger mounts and not again on later renders.
  const giveFocusBack = useCallback(
    (node: HTMLButtonElement | null) => {
      if (hadFocus) node?.focus();
    },
    [hadFocus],
  );
  return (
    <RadixTooltip.Provider delayDuration={TOOLTIP_DELAY_MS}>
      <RadixTooltip.Root defaultOpen={defaultOpen}>
        <RadixTooltip.Trigger asChild ref={giveFocusBack}>
          {children}
        </RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <Content sideOffset={6}>{content}</Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
