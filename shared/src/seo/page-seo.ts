import type { Language } from '../contracts/languages';
import type { PublicStore } from '../contracts/store';
import { localizedText } from '../i18n/localized-text';
import type { RouteName } from '../routing/routes';
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
