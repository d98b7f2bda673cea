import { useEffect, useSyncExternalStore } from 'react';

/** New orders the staff member has not looked at yet (the list not shown since they came). */
let unseen = 0;
const listeners = new Set<() => void>();
const changed = () => {
  for (const listener of listeners) listener();
};

export function addUnseen() {
  unseen += 1;
  changed();
}

export function clearUnseen() {
  if (unseen === 0) return;
  unseen = 0;
  changed();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useUnseen = () =>
  useSyncExternalStore(
    subscribe,
    () => unseen,
    () => 0,
  );

/** What the tab's title shows before the page's own: `(2) `, or nothing (a title is trimmed). */
const COUNT = /^\(\d+\)\s*/;

/**
 * The count of unseen new orders before the browser tab's title (`(2) Orders · Verde Market`),
 * kept there when the page's own title changes (the shell sets it on every navigation).
 */
export function useUnseenInTitle() {
  const count = useUnseen();
  useEffect(() => {
    const apply = () => {
      const own = document.title.replace(COUNT, '');
      const wanted = count > 0 ? `(${count}) ${own}` : own;
      if (document.title !== wanted) document.title = wanted;
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(document.head, { subtree: true, childList: true, characterData: true });
    return () => {
      observer.disconnect();
      document.title = document.title.replace(COUNT, '');
    };
  }, [count]);
}

/**
 * The staff member looks at the orders: while the list is shown in a tab they can see, the new
 * orders are seen (the count goes), including those that come meanwhile.
 */
export function useSeeingOrders() {
  const count = useUnseen();
  useEffect(() => {
    const look = () => {
      if (document.visibilityState !== 'hidden') clearUnseen();
    };
    look();
    document.addEventListener('visibilitychange', look);
    return () => document.removeEventListener('visibilitychange', look);
  }, [count]);
}
