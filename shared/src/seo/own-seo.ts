import type { i18n as I18n } from 'i18next';
import type { PageModule, PageProps } from '../contracts/remote';
import { ownerOf, type RouteName } from '../routing/routes';
import type { RootState } from '../store/store-types';
import type { SeoInput } from './seo-input';

/** What a page's `head()` is called with besides its props. */
export interface OwnSeoContext {
  state: RootState;
  origin: string;
  /** The page language's texts: the head gets its remote's namespace (the shell's: common). */
  i18n: Pick<I18n, 'getFixedT'>;
}

/**
 * What the page's own `head()` gives (undefined without one), called the same way by the shell's
 * server render and by the browser: its input to pageSeo.
 */
export function ownSeo(
  page: Pick<PageModule, 'head'> | null,
  route: RouteName,
  { lang, params }: PageProps,
  { state, origin, i18n }: OwnSeoContext,
): SeoInput | undefined {
  return page?.head?.({
    lang,
    params,
    state,
    origin,
    t: i18n.getFixedT(lang, ownerOf(route) ?? 'common'),
  });
}
