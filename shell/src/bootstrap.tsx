import {
  COOKIES,
  CURRENCIES,
  createI18n,
  ensureNamespace,
  initialSettings,
  languageOfPath,
  lookOf,
  makeStore,
  matchRoute,
  readCookie,
  registerNamespace,
  storeApi,
  type CurrencyCode,
  type Language,
} from '@storefront/shared';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { readRuntimeConfig } from './config/runtime-config';
import { pageModules } from './federation/pages';
import { registerStorefrontRemotes } from './federation/remotes';
import { paintColorMode, readColorMode } from './features/settings/color-mode';
import { detectLanguage } from './routing/detect-language';
import { registerMiddleware } from './routing/middleware';
import { createRouter } from './routing/router';
import { ownerOf } from './routing/route-table';

const config = readRuntimeConfig();
const cookieCurrency = readCookie(COOKIES.currency);
const chosenCurrency = (CURRENCIES as readonly string[]).includes(cookieCurrency ?? '')
  ? (cookieCurrency as CurrencyCode)
  : null;
const colorMode = readColorMode();
paintColorMode(colorMode);

const store = makeStore({
  preloadedState: {
    settings: {
      ...initialSettings,
      currency: chosenCurrency ?? initialSettings.currency,
      currencyChosen: chosenCurrency !== null,
      colorMode,
    },
  },
});

const lang: Language =
  languageOfPath(window.location.pathname) ??
  detectLanguage(readCookie(COOKIES.language), navigator.languages ?? [navigator.language]);
const i18nReady = createI18n(lang);

registerStorefrontRemotes(config, {
  setup(remote) {
    registerNamespace(remote.name, remote.loadMessages);
    for (const [name, middleware] of Object.entries(remote.middleware ?? {}))
      registerMiddleware(name, middleware);
    remote.setup?.({ dispatch: store.dispatch });
  },
  async prepare(remote) {
    const i18n = await i18nReady;
    await ensureNamespace(i18n, remote.name, i18n.language as Language);
  },
});

// Everything the first screen needs starts now, in parallel: the store, the texts and the page's
// remote module, so the shell and the page are committed together.
const storeLoaded = store.dispatch(storeApi.endpoints.getStore.initiate());
const match = matchRoute(window.location.pathname);
const firstPage =
  match && ownerOf(match.route.name) ? pageModules.get(match.route.name) : undefined;

const i18n = await i18nReady;
await Promise.allSettled([storeLoaded, firstPage]);

// The shell server rendered the head for crawlers; from here on React renders it.
document.head.querySelectorAll('[data-server-head]').forEach((node) => node.remove());

const router = createRouter(i18n);
createRoot(document.getElementById('root')!).render(
  <App store={store} i18n={i18n} look={lookOf(config.projectName)} router={router} />,
);
