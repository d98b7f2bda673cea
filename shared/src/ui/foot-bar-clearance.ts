import { useEffect, type RefObject } from 'react';

/** The CSS variable with the height of the bars fixed at the foot of the screen (see footBar). */
export const FOOT_BARS_HEIGHT_VARIABLE = '--foot-bars-height';

/**
 * The height the foot bars take, for a `bottom` or a `padding-bottom`: what else sits at the foot
 * (the toasts) stands on them.
 */
export const FOOT_BARS_HEIGHT = `var(${FOOT_BARS_HEIGHT_VARIABLE}, 0px)`;

/**
 * Where a foot bar stands in the stack at the foot of the screen: a lower place is nearer the
 * screen's edge. The cookie banner is the lowest (it asks once, then goes); a page's own bar (a
 * phone's Add to cart) stands on it, so neither ever covers the other.
 */
export const FOOT_BAR_PLACES = { consent: 0, page: 1 } as const;

/** Room above the bar for the focus ring (2 px wide, 2 px off its element; see GlobalStyle). */
const FOCUS_RING_ROOM = 8;

interface ShownBar {
  height: number;
  place: number;
}

const bars = new Map<HTMLElement, ShownBar>();

/** Stacks the bars shown, lowest place first, and publishes their total height. */
function apply(): void {
  let offset = 0;
  for (const [element, { height }] of [...bars].sort(([, a], [, b]) => a.place - b.place)) {
    element.style.bottom = `${offset}px`;
    offset += height;
  }
  const root = document.documentElement.style;
  if (offset > 0)
    root.setProperty(FOOT_BARS_HEIGHT_VARIABLE, `${Math.ceil(offset) + FOCUS_RING_ROOM}px`);
  else root.removeProperty(FOOT_BARS_HEIGHT_VARIABLE);
}

/**
 * Keeps what the keyboard focuses clear of a bar fixed at the foot of the screen (the cookie
 * banner, a phone's Add to cart bar) while the bar is shown: the page's scroll padding (what the
 * browser scrolls a focused element into view within) and room at the page's end (so the footer
 * can come up above it) follow the bars' height. Several bars shown at once are stacked, each on
 * those of a lower `place` (FOOT_BAR_PLACES), and the room is their sum. The global style and the
 * toasts read the variable (`FOOT_BARS_HEIGHT`).
 */
export function useFootBarClearance(
  bar: RefObject<HTMLElement | null>,
  shown = true,
  place: number = FOOT_BAR_PLACES.page,
): void {
  useEffect(() => {
    const element = bar.current;
    if (!element || !shown) return;
    const measure = () => {
      bars.set(element, { height: element.getBoundingClientRect().height, place });
      apply();
    };
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      bars.delete(element);
      element.style.removeProperty('bottom');
      apply();
    };
  }, [bar, shown, place]);
}
