import { languageOfPath, switchLanguage } from '@storefront/shared';
import type { i18n as I18n } from 'i18next';
import { createBrowserRouter, type LoaderFunctionArgs } from 'react-router';
import { AppRoutes } from './app-routes';

/**
 * The router. Its loader switches the texts to the language of the path before the navigation
 * commits, so the old page is never re-rendered in the new language (nor the new one in the old).
 */
export function createRouter(i18n: I18n) {
  async function loadLanguage({ request }: LoaderFunctionArgs) {
    const lang = languageOfPath(new URL(request.url).pathname);
    if (lang) await switchLanguage(i18n, lang);
    return null;
  }
  return createBrowserRouter([
    { path: '*', Component: AppRoutes, loader: loadLanguage, HydrateFallback: () => null },
  ]);
}
