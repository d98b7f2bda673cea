import { useEffect, useState } from 'react';

/**
 * False until the browser is idle after the first render: fragments that are not the page's own
 * (the cart and account slots) load then, off the page's critical path.
 */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => setIdle(true), { timeout: 1500 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(() => setIdle(true), 200);
    return () => window.clearTimeout(timer);
  }, []);
  return idle;
}
