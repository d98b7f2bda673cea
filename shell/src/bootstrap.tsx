import {
  COOKIES,
  CURRENCIES,
  categoryApi,
  createI18n,
  deleteCookie,
  ensureNamespace,
  firstPageShown,
  initialSettings,
  languageOfPath,
  lookOf,
  makeStore,
  matchRoute,
  persistAuthCookies,
  readCookie,
  registerNamespace,
  setFragmentRenderer,
  setRoutePreloader,
  storeApi,
  type CurrencyCode,
  type Language,
} from '@storefront/shared';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { readRuntimeConfig } from './config/runtime-config';
import { watchBuild } from './features/build-updates/build-watch';
import { clearUserWhenSessionEnds, startAuth } from './features/auth/start-auth';
import { RemoteWidget } from './features/fragments/remote-widget';
import { pageModules } from './federation/pages';
import { createPreloader } from './federation/preloader';
import { registerStorefrontRemotes } from './federation/remotes';
import { paintColorMode, readColorMode } from './features/settings/color-mode';
import { detectLanguage } from './routing/detect-language';
import { registerOverlay } from './features/overlays/registry';
import { registerMiddleware } from './routing/middleware';
import { createRouter } from './routing/router';
import { ownerOf } from './routing/route-table';

const config = readRuntimeConfig();
const cookieCurrency = readCookie(COOKIES.currency);
const chosenCurrency = (CURRENCIES as readonly string[]).includes(cookieCurrency ?? '')
  ? (cookieCurrency as CurrencyCode)
  : null;
// The cart lives in localStorage now; a cart cookie of an earlier version is cleared at start.
deleteCookie(COOKIES.cart);
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
    for (const [id, component] of Object.entries(remote.overlays)) registerOverlay(id, component);
    remote.setup?.({ dispatch: store.dispatch });
  },
  async prepare(remote) {
    const i18n = await i18nReady;
    await ensureNamespace(i18n, remote.name, i18n.language as Language);
  },
});

// Pages embed other teams' fragments through the shell's loader.
setFragmentRenderer(RemoteWidget);

// Links preload their page (module and data) when seen or hovered, four at a time.
setRoutePreloader(
  createPreloader(async (path) => {
    const target = matchRoute(path);
    if (!target || !ownerOf(target.route.name)) return;
    const page = await pageModules.get(target.route.name);
    await page.prefetch?.({ dispatch: store.dispatch, lang: target.lang, params: target.params });
  }),
);

// Everything the first screen needs starts now, in parallel: the store, the texts and the page's
// remote module, so the shell and the page are committed together.
const storeLoaded = store.dispatch(storeApi.endpoints.getStore.initiate());
// The header's category links, so the header has its final height when it first shows.
const categoriesLoaded = store.dispatch(categoryApi.endpoints.getCategories.initiate(lang));
// The signed-in user (spec point 4) is asked for alongside, and never holds the first paint back:
// the header's account fragment and the profile's route middleware wait for it themselves.
persistAuthCookies(store.dispatch);
clearUserWhenSessionEnds(store.dispatch);
void startAuth(store.dispatch);
const match = matchRoute(window.location.pathname);
const firstPage =
  match && ownerOf(match.route.name) ? pageModules.get(match.route.name) : undefined;
// The page's data is asked for as soon as its module is here, not after React has rendered it;
// a page behind middleware (a signed-in customer's) waits for the middleware's verdict.
// A remote that is down is the page's own error to show.
firstPage?.then(
  (page) => {
    if (page.middleware?.length) return;
    void page.prefetch?.({ dispatch: store.dispatch, lang: match!.lang, params: match!.params });
  },
  () => undefined,
);
// Idle-time work waits for the first page (see afterFirstPage), but not for ever.
setTimeout(firstPageShown, 10_000);

const i18n = await i18nReady;
await Promise.allSettled([storeLoaded, categoriesLoaded, firstPage]);

// The shell server rendered the head for crawlers; from here on React renders it.
document.head.querySelectorAll('[data-server-head]').forEach((node) => node.remove());

const router = createRouter(i18n, watchBuild(config.buildId, config.buildCheckIntervalMs));
// A transition lets React render the first page in slices, so the main thread stays responsive
// (a phone's CPU needs over a second for it).
const root = createRoot(document.getElementById('root')!);
startTransition(() => {
  root.render(<App store={store} i18n={i18n} look={lookOf(config.projectName)} router={router} />);
});
