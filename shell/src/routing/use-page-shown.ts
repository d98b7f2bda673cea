import { baseApi, firstPageShown, useAppDispatch } from '@storefront/shared';
import { useEffect } from 'react';

/**
 * Marks the page as shown for idle-time work (see afterFirstPage): once the requests its
 * components started have settled, its content is on the screen. Called by every final state of
 * a page (the page itself, an error screen, a remote that is down).
 */
export function usePageShown(): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    void Promise.allSettled(dispatch(baseApi.util.getRunningQueriesThunk())).then(firstPageShown);
  }, [dispatch]);
}
