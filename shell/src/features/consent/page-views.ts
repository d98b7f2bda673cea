import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { trackPageView } from './analytics';

/** Reports each later page of the single-page app to the analytics (the tag reports the first). */
export function usePageViews(): void {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    trackPageView(pathname);
  }, [pathname]);
}
