import { useAppStore, type AppStore } from '@storefront/shared';
import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { requestsPending } from './scroll-restoration';

/** How long a new page may take to show its heading before the focus goes to its main content. */
const ARRIVAL_DEADLINE_MS = 5000;

/** The page's main content, the layout's `<main id="main">`. */
const mainContent = () => document.getElementById('main');

/** Whether the focus is in a modal dialog (an overlay, the menu drawer, the gallery viewer). */
function inDialog(element: Element | null): boolean {
  return Boolean(element?.closest('[role="dialog"], [role="alertdialog"], [aria-modal="true"]'));
}

/** A control the shopper is using: its choices may change the address and it keeps the focus. */
function isField(element: Element | null): boolean {
  return (
    element instanceof HTMLInputElement ||
    element instanceof HTMLSelectElement ||
    element instanceof HTMLTextAreaElement
  );
}

/** Where the focus is when it is nowhere a shopper can see: the page's body, or a removed element. */
function focusLost(): boolean {
  const active = document.activeElement;
  return !active || active === document.body || !active.isConnected;
}

/**
 * Puts the focus on the page itself: its heading (`<h1>`, made focusable by script only, with
 * tabindex -1, so Tab does not stop on it) when it has one, else its main content. A screen reader
 * then reads the page's name, and the next Tab goes on from the top of the page's own content.
 */
export function focusPage(): void {
  const main = mainContent();
  const heading = main?.querySelector('h1');
  const target = heading ?? main;
  if (!target) return;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

let stopWaiting: (() => void) | null = null;

/** What the shopper does while a page comes, which leaves the focus to them. */
const SHOPPER_INPUT = ['keydown', 'pointerdown'] as const;

/**
 * Waits for the new page to arrive (its heading shown and its data in), then focuses it (see
 * focusPage), unless the shopper has gone on meanwhile, a dialog has the focus, it is on a field in
 * use (a listing's category select keeps it across categories), or on something in the page's own
 * content the page gave it to as it came. The focus left on a link or button (the link that led
 * here, a popover's button it went back to as the popover closed) moves to the page.
 */
function focusWhenShown(store: AppStore, hadFocus: Element | null, onlyIfLost: boolean): void {
  stopWaiting?.();
  const started = performance.now();
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of SHOPPER_INPUT) removeEventListener(type, stop, true);
    if (stopWaiting === stop) stopWaiting = null;
  };
  const step = () => {
    const heading = mainContent()?.querySelector('h1');
    const late = performance.now() - started > ARRIVAL_DEADLINE_MS;
    if (!late && (!heading || requestsPending(store))) {
      frame = requestAnimationFrame(step);
      return;
    }
    stop();
    const active = document.activeElement;
    if (!focusLost()) {
      if (onlyIfLost || inDialog(active)) return;
      // A field in use keeps it (a listing's category select).
      if (active === hadFocus && isField(active)) return;
      if (active !== hadFocus && mainContent()?.contains(active)) return;
    }
    focusPage();
  };
  for (const type of SHOPPER_INPUT) addEventListener(type, stop, true);
  stopWaiting = stop;
  frame = requestAnimationFrame(step);
}

/**
 * The focus on a single-page shop's navigation, as a page load would leave it for a screen reader
 * and better for the keyboard: a new page (a link, back and forward, a redirect, an order placed)
 * gets the focus on its heading once it has shown, so it is announced by name and Tab goes on from
 * its content rather than from an element that is gone (the focus would fall to `<body>`) or from
 * the link that led there. A change of the query alone (a listing's filters, sort and pages, a
 * dialog opened or closed by address) leaves the focus with the control in use, and gives the page
 * the focus only when it fell to `<body>`. The first page is the browser's: its focus starts at
 * the top, with the skip link.
 */
export function useFocusOnNavigation(): void {
  const location = useLocation();
  const store = useAppStore();
  const previousPath = useRef<string | null>(null);

  useLayoutEffect(() => {
    const previous = previousPath.current;
    previousPath.current = location.pathname;
    if (previous === null) return;
    focusWhenShown(store, document.activeElement, previous === location.pathname);
  }, [location.key, location.pathname, store]);

  useLayoutEffect(() => () => stopWaiting?.(), []);
}
