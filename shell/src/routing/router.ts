import { languageOfPath, switchLanguage } from '@storefront/shared';
import type { i18n as I18n } from 'i18next';
import { createBrowserRouter, type LoaderFunctionArgs } from 'react-router';
import type { BuildWatch } from '../features/build-updates/build-watch';
import { AppRoutes } from './app-routes';

/**
 * The router. Its loader runs before a navigation commits: when a newer build of the shell is
 * deployed it loads the page afresh instead (spec point 4); otherwise it switches the texts to
 * the language of the path, so the old page is never re-rendered in the new language.
 */
export function createRouter(i18n: I18n, build: Pick<BuildWatch, 'updateReady'>) {
  async function loadLanguage({ request }: LoaderFunctionArgs) {
    if (build.updateReady()) {
      window.location.assign(request.url);
      // The page is being replaced; this navigation never completes.
      return new Promise<null>(() => {});
    }
    const lang = languageOfPath(new URL(request.url).pathname);
    if (lang) await switchLanguage(i18n, lang);
    return null;
  }
  return createBrowserRouter([
    { path: '*', Component: AppRoutes, loader: loadLanguage, HydrateFallback: () => null },
  ]);
}
