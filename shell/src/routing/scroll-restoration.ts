import { baseApi, useAppStore, type AppStore } from '@storefront/shared';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { entryKey, persistPositions, savePosition, savedPosition } from './scroll-positions';

/** How long a return may wait for the page's content before it settles where it can. */
const RESTORE_DEADLINE_MS = 4000;
/** How long the page may stay too short once its data is in (the list got shorter meanwhile). */
const SETTLE_MS = 500;
/** What the shopper does to scroll on their own, which ends a return in progress. */
const SHOPPER_INPUT = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

let currentKey: string | null = null;
let stopRestoring: (() => void) | null = null;

/** Whether any of the page's API requests is still on its way. */
export function requestsPending(store: AppStore): boolean {
  const { queries } = store.getState()[baseApi.reducerPath];
  return Object.values(queries).some((query) => query?.status === 'pending');
}

/**
 * Scrolls back to `y` as the page's content comes: every frame as far as the page allows, until
 * it is tall enough with its data in, the data is in and the page stays shorter (the place it can
 * be nearest to), the deadline passes, or the shopper scrolls themselves.
 */
function restore(y: number, store: AppStore): void {
  const started = performance.now();
  let settledSince: number | null = null;
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of SHOPPER_INPUT) removeEventListener(type, stop);
    if (stopRestoring === stop) stopRestoring = null;
  };
  const step = () => {
    const now = performance.now();
    const room = document.documentElement.scrollHeight - window.innerHeight;
    window.scrollTo(0, Math.min(y, room));
    const busy = requestsPending(store);
    settledSince = busy ? null : (settledSince ?? now);
    if (
      (!busy && room >= y) ||
      (settledSince !== null && now - settledSince > SETTLE_MS) ||
      now - started > RESTORE_DEADLINE_MS
    )
      stop();
    else frame = requestAnimationFrame(step);
  };
  for (const type of SHOPPER_INPUT) addEventListener(type, stop, { passive: true });
  stopRestoring = stop;
  step();
}

/** A new page: its top, or the element its address's hash names. */
function showTop(hash: string): void {
  const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
  if (target) target.scrollIntoView();
  else window.scrollTo(0, 0);
}

/**
 * Scroll positions of a single-page shop, as a shopper expects them: a new page (a link, the next
 * page of a listing) opens at its top; back and forward return each page to where the shopper
 * left it (a listing to the product they opened), once its content has rendered; a change of the
 * query alone that replaces the entry (a dialog closed) leaves the page where it is. The router is
 * not a data router, so React Router's ScrollRestoration is not available: positions are kept per
 * history entry (see scroll-positions), and the browser's own restoring is off while the app runs,
 * since it would scroll the previous page while the next one is still loading.
 */
export function useScrollRestoration(): void {
  const location = useLocation();
  const action = useNavigationType();
  const store = useAppStore();
  const key = entryKey(location);
  const previousPath = useRef<string | null>(null);

  useEffect(() => {
    history.scrollRestoration = 'manual';
    const remember = () => {
      if (!stopRestoring && currentKey) savePosition(currentKey, Math.round(window.scrollY));
    };
    // Also on back and forward, before the router renders: a scroll just before it may not have
    // been reported yet (scroll events come with the next frame).
    addEventListener('popstate', remember);
    // A reload or a return from another site is the browser's to restore, early, as it paints.
    const onHide = () => {
      persistPositions();
      history.scrollRestoration = 'auto';
    };
    const onShow = () => {
      history.scrollRestoration = 'manual';
    };
    addEventListener('scroll', remember, { passive: true });
    addEventListener('pagehide', onHide);
    addEventListener('pageshow', onShow);
    return () => {
      removeEventListener('scroll', remember);
      removeEventListener('popstate', remember);
      removeEventListener('pagehide', onHide);
      removeEventListener('pageshow', onShow);
    };
  }, []);

  useLayoutEffect(() => {
    const first = previousPath.current === null;
    const samePath = previousPath.current === location.pathname;
    previousPath.current = location.pathname;
    stopRestoring?.();
    if (!first) persistPositions();
    currentKey = key;
    if (action === 'POP') {
      const y = savedPosition(key);
      // The first page is the server's, already painted: the shopper may have scrolled it (or the
      // browser restored it) before it was hydrated.
      if (y !== undefined && !(first && window.scrollY !== 0)) restore(y, store);
      return;
    }
    if (action === 'REPLACE' && samePath) return;
    showTop(location.hash);
  }, [key, action, location.pathname, location.hash, store]);
}
