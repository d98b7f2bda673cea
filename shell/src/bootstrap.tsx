import {
  browserSite,
  ownerOf,
  COOKIES,
  categoryApi,
  colorModeChosen,
  createI18n,
  deleteCookie,
  detectLanguage,
  firstPageShown,
  languageOfPath,
  lookOf,
  makeStore,
  matchRoute,
  persistAuthCookies,
  PRIVATE_ROUTES,
  readCookie,
  storeApi,
  type Language,
} from '@storefront/shared';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/app';
import { initialSettingsOf } from './app/initial-settings';
import { startRemotes } from './app/start-remotes';
import { nextTask } from './app/next-task';
import { readRuntimeConfig } from './config/runtime-config';
import { watchBuild } from './features/build-updates/build-watch';
import { clearUserWhenSessionEnds, startAuth } from './features/auth/start-auth';
import { paintColorMode, readColorMode } from './features/settings/color-mode';
import { layoutNameOf, loadLayout } from './layout/layouts';
import { needsCheck } from './routing/page-check';
import type { PreparedPage } from './routing/prepared-page';
import { readPageData } from './ssr/page-data';

const config = readRuntimeConfig();
const served = readPageData();
// The cart lives in localStorage now; a cart cookie of an earlier version is cleared at start.
deleteCookie(COOKIES.cart);
const colorMode = readColorMode();
paintColorMode(colorMode);

// Hydrating starts from the server's state (its data and the settings it rendered with); the
// color mode is the browser's own (the switch shows it once hydrated).
const store = makeStore({
  preloadedState: served
    ? { ...served.state, settings: { ...served.state.settings!, colorMode } }
    : { settings: initialSettingsOf(readCookie(COOKIES.currency), colorMode) },
});
await nextTask();

const { pathname, search } = window.location;
const lang: Language =
  languageOfPath(pathname) ??
  detectLanguage(readCookie(COOKIES.language), navigator.languages ?? [navigator.language]);
const i18nReady = createI18n(lang);
// How the shell and the remotes are connected: everything below and the App get it from here.
const wiring = startRemotes(
  config,
  store,
  i18nReady,
  watchBuild(config, config.buildCheckIntervalMs),
);
await nextTask();

// What the first screen needs starts now, in parallel (the server sent the header's categories,
// and the store but with a 404, along with the page when it rendered it).
// A 404 page comes without the store (it stays small): it is read, cached, before hydrating.
const storeServed = storeApi.endpoints.getStore.select()(store.getState()).data !== undefined;
const storeLoaded = storeServed ? null : store.dispatch(storeApi.endpoints.getStore.initiate());
const categoriesLoaded = served
  ? null
  : store.dispatch(categoryApi.endpoints.getCategories.initiate(lang));
// The signed-in user is asked for alongside, and never holds the first paint back:
// the header's account fragment and the profile's route middleware wait for it themselves.
persistAuthCookies(store.dispatch);
clearUserWhenSessionEnds(store.dispatch);
void startAuth(store.dispatch);

const match = matchRoute(pathname);
const firstPage =
  match && ownerOf(match.route.name) && served?.pageRendered !== false
    ? wiring.pageModules.get(match.route.name)
    : undefined;
const prefetchContext = match && {
  dispatch: store.dispatch,
  getState: store.getState,
  lang: match.lang,
  params: match.params,
  search: new URLSearchParams(search),
};
// Without the server's data, the page's data is asked for as soon as its module is here; a page
// behind middleware (a signed-in customer's) waits for the middleware's verdict. A remote that is
// down is the page's own error to show.
firstPage?.then(
  (page) => {
    if (!served && !page.middleware?.length) void page.prefetch?.(prefetchContext!);
  },
  () => undefined,
);
// Idle-time work waits for the first page (see afterFirstPage), but not for ever.
setTimeout(firstPageShown, 10_000);

// A page in a layout of its own (the back office's) finds it loaded when it first renders.
const layoutLoaded = match ? loadLayout(layoutNameOf(match.route.name)) : null;

const i18n = await i18nReady;
await Promise.allSettled([storeLoaded, categoriesLoaded, firstPage, layoutLoaded]);
const look = lookOf(config.projectName);
const container = document.getElementById('root')!;

if (served) {
  // The page exactly as the server rendered it: its module and the outcome of its check are known
  // before hydrating, so nothing suspends (a personal page's content waits for hydration).
  const page = await firstPage?.catch(() => null);
  const url = pathname + search;
  const prepared: PreparedPage = {
    url,
    page: page ?? null,
    check:
      page && match && !PRIVATE_ROUTES.has(match.route.name) && needsCheck(page)
        ? await wiring.checkPage(`default${url}`, page, {
            ...prefetchContext!,
            routeName: match.route.name,
            path: url,
          })
        : undefined,
  };
  // In a transition, React hydrates in slices and the main thread stays responsive (the page is
  // already on screen; a phone's CPU needs most of a second to hydrate it).
  startTransition(() => {
    hydrateRoot(
      container,
      <App
        store={store}
        wiring={wiring}
        i18n={i18n}
        look={look}
        site={served.site}
        hydrating
        prepared={prepared}
        Router={BrowserRouter}
      />,
    );
  });
  store.dispatch(colorModeChosen(colorMode));
} else {
  // A transition lets React render the first page in slices, so the main thread stays responsive
  // (a phone's CPU needs over a second for it).
  const root = createRoot(container);
  startTransition(() => {
    root.render(
      <App
        store={store}
        wiring={wiring}
        i18n={i18n}
        look={look}
        // The shop's configured address, not the one the browser reached it by (a proxy's, a
        // mirror's): the canonical link and the alternates are the server's.
        site={{ ...browserSite(), origin: config.publicOrigin }}
        Router={BrowserRouter}
      />,
    );
  });
}
