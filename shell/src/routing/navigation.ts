import type { Language } from '@storefront/shared';
import { use, useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useShellWiring } from '../app/wiring-context';

const never = new Promise<never>(() => {});

/**
 * What happens before a navigation shows its page. The router renders a navigation in a
 * transition, so a page that suspends here leaves the previous one on the screen until:
 * - a newer build of the shell is deployed: the page is loaded afresh instead;
 * - the path's language has no texts yet: they load (the page on the screen keeps its language).
 * Once the new page is committed, the texts switch to its language before the screen is painted.
 * The first page (the server's, being hydrated) never waits for either.
 */
export function useNavigationGuards(lang: Language): void {
  const { i18n } = useTranslation();
  const { languageLoaded, updateReady } = useShellWiring();
  const location = useLocation();
  // 'default' is the key of the entry the visit started on.
  if (location.key !== 'default' && updateReady()) {
    window.location.assign(location.pathname + location.search + location.hash);
    use(never);
  }
  if (i18n.language !== lang) use(languageLoaded(i18n, lang));
  useLayoutEffect(() => {
    if (i18n.language !== lang) void i18n.changeLanguage(lang);
  }, [i18n, lang]);
}
