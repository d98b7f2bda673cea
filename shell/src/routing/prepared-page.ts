import type { PageModule, RouteMiddlewareResult } from '@storefront/shared';
import { createContext, useContext } from 'react';
import { useLocation } from 'react-router';

/**
 * The page of the current request, loaded and checked before rendering: by the shell's server for
 * its render, and by the browser for hydrating it, so neither suspends on it. `page` is null when
 * the server could not load it (its remote was down or slow): the browser renders it then.
 */
export interface PreparedPage {
  /** The path and query it was prepared for. */
  url: string;
  page: PageModule | null;
  /** The outcome of its middleware and validity check. */
  check: RouteMiddlewareResult;
  /**
   * On the server, the page's data while it is on its way: the layout renders (and may be sent)
   * at once, the page's content once its data is in. Never set in the browser.
   */
  data?: Promise<unknown>;
}

export const PreparedPageContext = createContext<PreparedPage | null>(null);

/** The prepared page when it is the current one (only the first page of a visit is prepared). */
export function usePreparedPage(): PreparedPage | null {
  const prepared = useContext(PreparedPageContext);
  const { pathname, search } = useLocation();
  return prepared?.url === pathname + search ? prepared : null;
}
