import {
  COOKIES,
  PRIVATE_ROBOTS,
  PRIVATE_ROUTES,
  baseApi,
  categoryApi,
  cookieConsentOf,
  cookieFromHeader,
  createI18n,
  ensureNamespace,
  languageOfPath,
  lookOf,
  makeStore,
  matchRoute,
  registerNamespace,
  setFragmentRenderer,
  storeApi,
  storePageSeo,
  type AppStore,
  type Language,
  type PageModule,
  type PublicStore,
  type RouteMatch,
  type RouteMiddlewareResult,
  type SeoInput,
  type SiteInfo,
} from '@storefront/shared';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { StaticRouter } from 'react-router';
import { ServerStyleSheet } from 'styled-components';
import { App } from '../app/app';
import { initialSettingsOf } from '../app/initial-settings';
import { RemoteWidget } from '../features/fragments/remote-widget';
import { registerMiddleware } from '../routing/middleware';
import { runPageCheck } from '../routing/page-check';
import type { PreparedPage } from '../routing/prepared-page';
import { isRouted, ownerOf } from '../routing/route-table';
import { API_TIMEOUT_MS, withDeadline } from './deadline';
import { serializableState } from './serializable-state';
import type { ServerRemotes } from './server-remotes';

export { createServerRemotes } from './server-remotes';
import type { PageData } from './page-data';
import { renderToHtml } from './render-html';
import { createSitemapSources } from './sitemap-sources';

/** How long a render waits for the page's data before it renders without what is missing. */
const DATA_DEADLINE_MS = 1500;
/** How long React may take to render once the data is there. */
const RENDER_DEADLINE_MS = 1000;

export interface RendererOptions {
  /** The API, as the shell's server reaches it. */
  apiUrl: string;
  remotes: ServerRemotes;
  projectName: string;
}

export interface RenderRequest {
  /** Path and query. */
  url: string;
  cookie: string | undefined;
  userAgent: string;
  /** The shop's public origin. */
  origin: string;
  /** The public store as the shell's server keeps it (null: the render asks the API). */
  publicStore: PublicStore | null;
}

export type RenderedPage =
  | { redirect: string }
  | {
      status: number;
      /** The page's SEO input; null for a page that does not exist (the not-found head). */
      seo: SeoInput | null;
      html: string;
      /** The styles of what was rendered (<style> elements for the head). */
      styles: string;
      pageData: PageData;
    };

/** Waits for the store's running requests, within what is left of the deadline. */
async function settled(store: AppStore, until: number): Promise<void> {
  const running = store.dispatch(baseApi.util.getRunningQueriesThunk());
  await withDeadline(Promise.allSettled(running), Math.max(until - Date.now(), 0)).catch(
    () => undefined,
  );
}

/** The page's module from its remote's server build: null when it cannot be had in time. */
async function pageModuleOf(
  remotes: ServerRemotes,
  match: RouteMatch,
  store: AppStore,
  i18n: I18n,
): Promise<PageModule | null | 'missing'> {
  const owner = ownerOf(match.route.name);
  if (!owner) return 'missing';
  const remote = await remotes.load(owner);
  if (!remote) return null;
  registerNamespace(remote.name, remote.loadMessages);
  for (const [name, middleware] of Object.entries(remote.middleware ?? {}))
    registerMiddleware(name, middleware);
  remote.setup?.({ dispatch: store.dispatch });
  const loader = remote.pages[match.route.name];
  if (!loader) return 'missing';
  const [page] = await withDeadline(
    Promise.all([loader(), ensureNamespace(i18n, remote.name, match.lang)]),
    DATA_DEADLINE_MS,
  ).catch(() => [null] as const);
  return page;
}

/** The page's head: its own (from its data) under the store's texts for the route. */
function seoOf(
  page: PageModule | null,
  match: RouteMatch,
  context: { store: AppStore; i18n: I18n; origin: string; publicStore: PublicStore },
): SeoInput {
  const { name } = match.route;
  const own =
    page?.head?.({
      lang: match.lang,
      params: match.params,
      state: context.store.getState(),
      origin: context.origin,
      t: context.i18n.getFixedT(match.lang, ownerOf(name) ?? 'common'),
    }) ?? {};
  const seo = { ...own, ...storePageSeo(context.publicStore, name, match.lang) };
  return PRIVATE_ROUTES.has(name) ? { ...seo, robots: PRIVATE_ROBOTS } : seo;
}

/**
 * Renders pages on the server: the shell's layout and the page of the remote that owns it, from
 * that remote's server build, with the page's data, its styles and its head. A page about one
 * person, and a page whose remote cannot be had in time, get the layout only: the browser renders
 * them. Every render has its own store and texts; nothing about a visitor outlives the request.
 */
export function createRenderer({ apiUrl, remotes, projectName }: RendererOptions) {
  const look = lookOf(projectName);
  // Other teams' fragments render as in the browser's first render: their placeholders.
  setFragmentRenderer(RemoteWidget);

  return {
    ...createSitemapSources(remotes, apiUrl),

    async render(request: RenderRequest): Promise<RenderedPage> {
      const until = Date.now() + DATA_DEADLINE_MS;
      const { pathname, search } = new URL(request.url, 'http://shell.local');
      const url = pathname + search;
      const match = matchRoute(pathname);
      const lang: Language = match?.lang ?? languageOfPath(pathname) ?? 'en';
      const store = makeStore({
        preloadedState: {
          settings: initialSettingsOf(cookieFromHeader(request.cookie, COOKIES.currency)),
        },
        extra: {
          apiBaseUrl: `${apiUrl}/api/v1`,
          cookie: request.cookie,
          timeoutMs: API_TIMEOUT_MS,
        },
      });
      if (request.publicStore) {
        await store.dispatch(
          storeApi.util.upsertQueryData('getStore', undefined, request.publicStore),
        );
      } else {
        await store.dispatch(storeApi.endpoints.getStore.initiate());
      }
      const publicStore = storeApi.endpoints.getStore.select()(store.getState()).data;
      // The header's categories.
      store.dispatch(categoryApi.endpoints.getCategories.initiate(lang));
      const i18n = await createI18n(lang, { active: false });

      const routed = Boolean(
        match && isRouted(match.route.name) && match.route.name !== 'not-found',
      );
      let status = routed ? 200 : 404;
      let prepared: PreparedPage | null = null;
      let check: RouteMiddlewareResult;
      let page: PageModule | null = null;
      if (routed && match && ownerOf(match.route.name)) {
        // A page its remote does not provide (an older remote deployed) is the browser's to show.
        const found = await pageModuleOf(remotes, match, store, i18n);
        if (found === 'missing') status = 404;
        else page = found;
        if (page && !page.personal) {
          check = await withDeadline(
            runPageCheck(page, {
              dispatch: store.dispatch,
              getState: store.getState,
              lang,
              params: match.params,
              search: new URLSearchParams(search),
              routeName: match.route.name,
              path: url,
            }),
            Math.max(until - Date.now(), 0),
          ).catch(() => undefined);
          if (check && 'redirect' in check) return { redirect: check.redirect };
          if (check && 'error' in check) status = check.error.status;
        }
        prepared = { url, page, check };
      }
      await settled(store, until);

      const site: SiteInfo = {
        origin: request.origin,
        userAgent: request.userAgent,
        cookieConsent: cookieConsentOf(cookieFromHeader(request.cookie, COOKIES.cookieBanner)),
      };
      const Router = ({ children }: { children: ReactNode }) => (
        <StaticRouter location={url}>{children}</StaticRouter>
      );
      const sheet = new ServerStyleSheet();
      try {
        const html = await renderToHtml(
          sheet.collectStyles(
            <App
              store={store}
              i18n={i18n}
              look={look}
              site={site}
              hydrating
              prepared={prepared}
              Router={Router}
            />,
          ),
          RENDER_DEADLINE_MS,
        );
        return {
          status,
          seo:
            status !== 200 || !match
              ? null
              : publicStore
                ? seoOf(page, match, { store, i18n, origin: request.origin, publicStore })
                : {},
          html,
          styles: sheet.getStyleTags(),
          pageData: {
            state: serializableState(store.getState()),
            site,
            pageRendered: prepared?.page !== null,
          },
        };
      } finally {
        sheet.seal();
      }
    },
  };
}

export type Renderer = ReturnType<typeof createRenderer>;
