import { afterFirstPage } from '@storefront/shared';
import { startTransition, useEffect, useState } from 'react';

/**
 * False until the first page has shown its content and the browser is idle: fragments that are
 * not the page's own (the cart and account slots) load then, off the page's critical path. The
 * switch is a transition, so React renders the fragments in slices a phone's main thread can
 * interleave with input, not in one long task.
 */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    let active = true;
    afterFirstPage(() => {
      if (active) startTransition(() => setIdle(true));
    });
    return () => {
      active = false;
    };
  }, []);
  return idle;
}
