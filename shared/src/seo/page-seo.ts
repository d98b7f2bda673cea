import type { Language } from '../contracts/languages';
import type { PublicStore } from '../contracts/store';
import { localizedText } from '../i18n/localized-text';
import { PRIVATE_ROBOTS, PRIVATE_ROUTES, type RouteName } from '../routing/routes';
import type { SeoInput } from './seo-input';

/**
 * The store's SEO texts for a route (`seo.pages`), set by the shop's staff. They override the
 * page's built-in defaults, and the shell server can render them without the page's code, so
 * the first response and the client agree.
 */
export function storePageSeo(store: PublicStore, routeName: RouteName, lang: Language): SeoInput {
  const page = store.seo.pages[routeName];
  if (!page) return {};
  const fallback = store.mainInfo.languageCode;
  const title = localizedText(page.title, lang, fallback);
  const description = localizedText(page.description, lang, fallback);
  return {
    ...(title ? { title, websitePrefix: true } : {}),
    ...(description ? { description } : {}),
  };
}

/** What a page's SEO input is made from. */
export interface PageSeoSource {
  route: RouteName;
  lang: Language;
  /** The shop's public store (its texts for the route); null when the server has none. */
  store: PublicStore | null;
  /**
   * What the page's own `head()` gave (see ownSeo), where its code ran: the server's render and
   * the browser; none for a page the server sends without rendering it.
   */
  own?: SeoInput;
}

/**
 * A page's SEO input, the one way the shell's server (rendered or not) and the browser make it:
 * the page's own head, under the store's texts for the route; a page about one person
 * (PRIVATE_ROUTES) is kept out of the index unless it says otherwise itself.
 */
export function pageSeo({ route, lang, store, own = {} }: PageSeoSource): SeoInput {
  const seo = { ...own, ...(store ? storePageSeo(store, route, lang) : {}) };
  return seo.robots === undefined && PRIVATE_ROUTES.has(route)
    ? { ...seo, robots: PRIVATE_ROBOTS }
    : seo;
}
