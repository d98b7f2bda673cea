import type { RootState, SiteInfo } from '@storefront/shared';

/** The element that carries the server's page data to the browser. */
export const PAGE_DATA_ID = 'storefront-page';

/**
 * What the server's render leaves for the browser to hydrate it: the store's state (the page's
 * data, so no request is made twice), the request it rendered for, and whether it rendered the
 * page's own content (false when its remote could not be reached: the browser renders it).
 */
export interface PageData {
  state: Partial<RootState>;
  site: SiteInfo;
  pageRendered: boolean;
}

/** The page data as a JSON data block: not run as a script, and `<` escaped inside it. */
export function pageDataElement(data: PageData): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${PAGE_DATA_ID}">${json}</script>`;
}

/** The server's page data in the browser; null when the page was not rendered on the server. */
export function readPageData(): PageData | null {
  const element = document.getElementById(PAGE_DATA_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as PageData;
  } catch {
    return null;
  }
}
