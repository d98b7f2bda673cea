import * as RadixTooltip from '@radix-ui/react-tooltip';
import type { ReactElement, ReactNode } from 'react';
import styled from 'styled-components';

/** Tooltip timing. */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

const Content = styled(RadixTooltip.Content)`
  z-index: 120;
  max-width: 18rem;
  padding: 0.375rem 0.625rem;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.background};
  font-size: 0.875rem;
`;

/** Gives the tooltips inside it their delays: 700 ms to open, 300 ms to skip between them. */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <RadixTooltip.Provider
      delayDuration={TOOLTIP_DELAY_MS}
      skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}
    >
      {children}
    </RadixTooltip.Provider>
  );
}

/** A tooltip on Radix for one trigger element (which must accept a ref). */
export function Tooltip({ content, children }: { content: ReactNode; children: ReactElement }) {
  return (
    <RadixTooltip.Root>
      <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
      <RadixTooltip.Portal>
        <Content sideOffset={6}>{content}</Content>
      </RadixTooltip.Portal>
    </RadixTooltip.Root>
  );
}
