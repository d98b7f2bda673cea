import { useEffect, type RefObject } from 'react';

/** The CSS variable with the height of the bars fixed at the foot of the screen (see footBar). */
export const FOOT_BARS_HEIGHT_VARIABLE = '--foot-bars-height';

/**
 * The height the foot bars take, for a `bottom` or a `padding-bottom`: what else sits at the foot
 * (the toasts) stands on them.
 */
export const FOOT_BARS_HEIGHT = `var(${FOOT_BARS_HEIGHT_VARIABLE}, 0px)`;

/** Room above the bar for the focus ring (2 px wide, 2 px off its element; see GlobalStyle). */
const FOCUS_RING_ROOM = 8;

const heights = new Map<Element, number>();

function apply(): void {
  const height = Math.max(0, ...heights.values());
  const root = document.documentElement.style;
  if (height > 0)
    root.setProperty(FOOT_BARS_HEIGHT_VARIABLE, `${Math.ceil(height) + FOCUS_RING_ROOM}px`);
  else root.removeProperty(FOOT_BARS_HEIGHT_VARIABLE);
}

/**
 * Keeps what the keyboard focuses clear of a bar fixed at the foot of the screen (the cookie
 * banner, a phone's Add to cart bar) while the bar is shown: the page's scroll padding (what the
 * browser scrolls a focused element into view within) and room at the page's end (so the footer
 * can come up above it) follow the bar's height, the tallest bar's when there are several. The
 * global style and the toasts read the variable (`FOOT_BARS_HEIGHT`).
 */
export function useFootBarClearance(bar: RefObject<HTMLElement | null>, shown = true): void {
  useEffect(() => {
    const element = bar.current;
    if (!element || !shown) return;
    const measure = () => {
      heights.set(element, element.getBoundingClientRect().height);
      apply();
    };
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      heights.delete(element);
      apply();
    };
  }, [bar, shown]);
}
