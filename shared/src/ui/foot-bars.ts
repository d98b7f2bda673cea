import { useCallback } from 'react';

/**
 * The CSS variable holding the height of the tallest bar fixed at the foot of the screen (the
 * product page's Add to cart bar, the cookie banner), 0 when there is none. What else sits at the
 * foot (the toasts) stands on it, and the page's end scrolls clear of it.
 */
export const FOOT_BARS_HEIGHT_VARIABLE = '--foot-bars-height';

/** The height the foot bars take, for a `bottom` or a `padding-bottom`. */
export const FOOT_BARS_HEIGHT = `var(${FOOT_BARS_HEIGHT_VARIABLE}, 0px)`;

/** The bars on the screen now, with their heights (the browser's document only). */
const shown = new Map<Element, number>();

function publish() {
  const tallest = Math.max(0, ...shown.values());
  document.documentElement.style.setProperty(FOOT_BARS_HEIGHT_VARIABLE, `${Math.ceil(tallest)}px`);
}

/**
 * A ref for a bar fixed at the foot of the screen: while it is mounted its height (kept up to
 * date as it changes) is part of FOOT_BARS_HEIGHT.
 */
export function useFootBar(): (element: HTMLElement | null) => (() => void) | undefined {
  return useCallback((element: HTMLElement | null) => {
    if (!element) return undefined;
    const measure = () => {
      shown.set(element, element.getBoundingClientRect().height);
      publish();
    };
    // Without ResizeObserver (an old browser, a test's DOM) the height is taken once.
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    resized?.observe(element);
    measure();
    return () => {
      resized?.disconnect();
      shown.delete(element);
      publish();
    };
  }, []);
}
