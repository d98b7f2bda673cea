import { afterFirstPage } from '@storefront/shared';
import { useEffect, useState } from 'react';

/**
 * False until the first page has shown its content and the browser is idle: fragments that are
 * not the page's own (the cart and account slots) load then, off the page's critical path.
 */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    let active = true;
    afterFirstPage(() => active && setIdle(true));
    return () => {
      active = false;
    };
  }, []);
  return idle;
}
