import { overlay } from '@storefront/shared';
import { focusPage } from '../../routing/page-focus';

let opener: HTMLElement | null = null;

/**
 * Remembers the control that opened an overlay. Overlays open by id from anywhere (the header's
 * sign-in button, a favorite toggle, the footer's cookie settings), not from a Radix Trigger, so
 * Radix has no trigger to give the focus back to. The opener is what had the focus when the
 * first overlay of a chain opened: sign-in, then "create an account" from it, still returns to
 * the header's button.
 */
export function rememberOpeners(): () => void {
  let wasOpen = overlay.getSnapshot() !== null;
  return overlay.subscribe(() => {
    const isOpen = overlay.getSnapshot() !== null;
    if (isOpen && !wasOpen) {
      const focused = document.activeElement;
      opener = focused instanceof HTMLElement && focused !== document.body ? focused : null;
    }
    wasOpen = isOpen;
  });
}

/**
 * Gives the focus back once the overlay has closed: to its opener when it is still on the page;
 * else (the overlay came with the address, or signing in replaced the button that opened it) to
 * the page itself (its heading, see focusPage), so a keyboard user goes on from the page rather
 * than from its top.
 */
export function returnFocus(): void {
  const back = opener?.isConnected ? opener : null;
  opener = null;
  if (back) back.focus();
  else focusPage();
}
