import * as Popover from '@radix-ui/react-popover';
import { useRef, type ReactNode, type RefObject } from 'react';
import styled from 'styled-components';

const Panel = styled(Popover.Content)`
  z-index: 60;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadow.lg};
`;

export interface PopoverPanelProps {
  id: string;
  /** The panel's heading, which names it (a dialog) for a screen reader. */
  title: ReactNode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The header's button that toggles the panel: the panel gives it the focus back. */
  triggerRef: RefObject<HTMLButtonElement | null>;
  /** What the panel is placed under, at its end: the button unless given. */
  anchorRef?: RefObject<HTMLElement | null>;
  /**
   * The panel itself takes the focus when it opens (a screen reader hears its name), rather than
   * its first button (links are passed over).
   */
  focusSelf?: boolean;
  testId?: string;
  /** The team that owns the panel (`data-boundary`). */
  boundary: string;
  className?: string;
  children: ReactNode;
}

/**
 * A panel that hangs under a header button (the mini cart, the account menu): a non-modal dialog
 * that closes on Escape, on a click outside and when one of its links is followed, and gives the
 * focus back to its button unless the click outside put it elsewhere.
 */
export function PopoverPanel({
  id,
  title,
  open,
  onOpenChange,
  triggerRef,
  anchorRef = triggerRef,
  focusSelf = false,
  testId,
  boundary,
  className,
  children,
}: PopoverPanelProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const clickedOutside = useRef(false);
  const onTrigger = (target: EventTarget | null) =>
    target instanceof Node && Boolean(triggerRef.current?.contains(target));

  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Anchor virtualRef={anchorRef} />
      <Popover.Portal>
        <Panel
          ref={panelRef}
          id={id}
          className={className}
          align="end"
          sideOffset={8}
          aria-labelledby={`${id}-title`}
          data-testid={testId}
          data-boundary={boundary}
          onClick={(event) => {
            // A link leaves the panel behind, once the link has handled its click: closed before
            // (while the click is captured), the panel would take the link out of the page, the
            // router would not see its click, and the browser would load the whole page.
            if (event.target instanceof Element && event.target.closest('a')) onOpenChange(false);
          }}
          onOpenAutoFocus={(event) => {
            clickedOutside.current = false;
            if (!focusSelf) return;
            event.preventDefault();
            panelRef.current?.focus();
          }}
          onInteractOutside={(event) => {
            // The button opens and closes the panel itself.
            if (onTrigger(event.target)) event.preventDefault();
            else clickedOutside.current = event.type === 'dismissableLayer.pointerDownOutside';
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (!clickedOutside.current) triggerRef.current?.focus({ preventScroll: true });
          }}
        >
          <h2 id={`${id}-title`}>{title}</h2>
          {children}
        </Panel>
      </Popover.Portal>
    </Popover.Root>
  );
}
