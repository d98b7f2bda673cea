import {
  ownerOf,
  categoryApi,
  errorStatusOf,
  isRealPage,
  PRIVATE_ROUTES,
  lookOf,
  OUTAGE_STATUS,
  ownSeo,
  pageSeo,
  storeApi,
  type RemoteName,
  type SiteInfo,
} from '@storefront/shared';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { StaticRouter } from 'react-router';
import { ServerStyleSheet } from 'styled-components';
import { RememberedStyles } from './remembered-styles';
import { App } from '../app/app';
import { layoutNameOf, loadLayout } from '../layout/layouts';
import { createShellWiring } from '../app/shell-wiring';
import { RemoteUnavailableError } from '../federation/remotes';
import { trackSettled } from '../federation/render-cache';
import type { PreparedPage } from '../routing/prepared-page';
import { withDeadline } from './deadline';
import { dataComplete } from './data-complete';
import { dataMissing } from './outage';
import { pageDataElement } from './page-data';
import { preparePage } from './prepare-page';
import type { RenderRequest, RenderedPage } from './render-request';
import { renderHtml } from './render-html';
import { cacheTagsOfAnswers } from './cache-tags';
import { release, requestStore, settled } from './request-store';
import { serializableState } from './serializable-state';
import type { ServerRelease, ServerRemotes } from './server-remotes';
import { createServerTexts } from './server-texts';
import { createSitemapSources } from './sitemap-sources';

export { createServerRemotes } from './server-remotes';

/** How long a render waits for the page's data before it renders without what is missing. */
const DATA_DEADLINE_MS = 1500;
/** How long React may take to render once the data is there. */
const RENDER_DEADLINE_MS = 1000;

export interface RendererOptions {
  /** The API, as the shell's server reaches it. */
  apiUrl: string;
  remotes: ServerRemotes;
  projectName: string;
  /**
   * How long a page may wait to be sent whole. A page whose data takes longer is streamed: its
   * layout first (the page's place holds a spinner), its content when the data is in.
   */
  layoutFirstAfterMs: number;
}

/**
 * Renders pages on the server: the shell's layout and the page of the remote that owns it, from
 * that remote's server build, with the page's data, its styles and its head. A page about one
 * person, and a page whose remote cannot be had in time, get the layout only: the browser renders
 * them. Every render has its own store, and nothing about a visitor outlives the request; the
 * texts, the same for every render of a language and page remote, are made once (see
 * createServerTexts).
 */
export function createRenderer({
  apiUrl,
  remotes,
  projectName,
  layoutFirstAfterMs,
}: RendererOptions) {
  const look = lookOf(projectName);
  const texts = createServerTexts();

  return {
    ...createSitemapSources(remotes, apiUrl),
    /** Each remote's server build: loaded, backed off or not loaded (the server's metrics). */
    remoteStatuses: () => remotes.statuses(),
    /** Loads a remote's release before it goes live, so no page waits for it. */
    prepareRelease: (name: RemoteName, release: ServerRelease) => remotes.prepare(name, release),

    async render(request: RenderRequest): Promise<RenderedPage> {
      const until = Date.now() + DATA_DEADLINE_MS;
      // The route and the language are the HTTP server's, decided once for the request.
      const { url, lang } = request;
      const match = isRealPage(request.match) ? request.match : null;
      // The render's requests, and the cache tags of what they got.
      const answers = cacheTagsOfAnswers();
      const [store, sharedTexts] = await Promise.all([
        requestStore(apiUrl, request, answers.answered),
        texts.shared(lang),
      ]);
      // This render's wiring: the remotes' server builds, each set up into this render's store.
      // Other teams' fragments render as in the browser's first render: their placeholders.
      const wiring = createShellWiring({
        store,
        async loadRemote(name) {
          const remote = await remotes.load(name, request.releases[name]);
          if (!remote) throw new RemoteUnavailableError(name);
          return remote;
        },
      });
      const storeQuery = storeApi.endpoints.getStore.select()(store.getState());
      const publicStore = storeQuery.data;
      // The header's categories, asked for alongside the page's module and check.
      const categories = store.dispatch(categoryApi.endpoints.getCategories.initiate(lang));

      // Without the store there is no shop to show: the page is the store's error screen, sent
      // with the status that screen shows.
      let status = publicStore ? (match ? 200 : 404) : errorStatusOf(storeQuery.error);
      let prepared: PreparedPage | null = null;
      let i18n: I18n | null = null;
      if (publicStore && match && ownerOf(match.route.name)) {
        const preparation = await preparePage(match, { wiring, store, texts, url, until });
        if ('redirect' in preparation) {
          categories.unsubscribe();
          release(store);
          return preparation;
        }
        ({ status, prepared, i18n } = preparation);
        // The page's own data: the layout need not wait for it. Marked as it settles, so React
        // reads data that came in before it renders at once, instead of rendering the fallback,
        // suspending and rendering the page's content again.
        prepared.data = trackSettled(settled(store, until));
      }
      // The layout waits for the header's categories (it may be sent before the page's data).
      await withDeadline(categories, Math.max(until - Date.now(), 0)).catch(() => undefined);
      categories.unsubscribe();
      // Without its page's texts, the shared ones (the layout's).
      i18n ??= sharedTexts;
      // A page in a layout of its own renders in it at once (the browser loads it as well).
      if (match) await loadLayout(layoutNameOf(match.route.name, prepared?.page));

      const site: SiteInfo = {
        origin: request.origin,
        // Whether the visitor is a crawler, never its user agent: the page is the same for all.
        bot: request.bot,
        cookieConsent: request.cookieConsent,
      };
      // The visitor has gone while the data was coming: no page to render for anyone.
      if (request.signal?.aborted) {
        release(store);
        throw request.signal.reason;
      }
      const Router = ({ children }: { children: ReactNode }) => (
        <StaticRouter location={url}>{children}</StaticRouter>
      );
      const sheet = new ServerStyleSheet();
      const deadlineMs = Math.max(until - Date.now(), 0) + RENDER_DEADLINE_MS;
      const rendered = await renderHtml(
        sheet.collectStyles(
          <RememberedStyles>
            <App
              store={store}
              wiring={wiring}
              i18n={i18n}
              look={look}
              site={site}
              hydrating
              prepared={prepared}
              Router={Router}
            />
          </RememberedStyles>,
        ),
        {
          // A crawler gets the whole page (within the deadline), never a spinner; a page to be
          // kept waits for the deadline, which sends it whole (its layout-first time is after it).
          wholeWithinMs: request.whole
            ? deadlineMs + 1
            : site.bot
              ? DATA_DEADLINE_MS
              : layoutFirstAfterMs,
          deadlineMs,
          nonce: request.nonce,
          signal: request.signal,
        },
      ).catch((error: unknown) => {
        sheet.seal();
        release(store);
        throw error;
      });
      const styles = sheet.getStyleTags();
      // A private route's page is personal: the server renders the layout around it alone.
      const layoutOnly = Boolean(
        prepared && (!prepared.page || (match && PRIVATE_ROUTES.has(match.route.name))),
      );
      // Once the page is complete: what the browser hydrates from, and the store let go.
      const pageData = () => {
        const element = pageDataElement({
          state: serializableState(store.getState(), { withStore: status !== 404 }),
          site,
          pageRendered: prepared?.page !== null,
        });
        release(store);
        return element;
      };
      // Without the store, the neutral head (not a missing page's); otherwise the page's own, its
      // head() called here once (the React render leaves the head to the browser, see PageSeo).
      const seo = !publicStore
        ? {}
        : status !== 200 || !match
          ? null
          : pageSeo({
              route: match.route.name,
              lang,
              store: publicStore,
              own: ownSeo(
                prepared?.page ?? null,
                match.route.name,
                { lang, params: match.params },
                {
                  state: store.getState(),
                  origin: request.origin,
                  i18n,
                },
              ),
            });
      if (rendered.kind === 'whole') {
        sheet.seal();
        const state = store.getState();
        // A crawler is told when the page is not all there because something is down (its
        // remote, the API): 503, to come back later, rather than a page without its content to
        // index. A shopper gets the page: the browser renders what is missing. (Neither is kept.)
        const moduleMissing = Boolean(prepared && !prepared.page);
        if (site.bot && status === 200 && (moduleMissing || dataMissing(state)))
          status = OUTAGE_STATUS;
        return {
          status,
          seo,
          html: rendered.html,
          styles,
          layoutOnly,
          complete: dataComplete(state),
          tags: answers.tags(),
          after: pageData(),
        };
      }
      // The styles sent with the layout are in the head; the rest come before what uses them.
      sheet.instance.clearTag();
      const rest = sheet.interleaveWithNodeStream(rendered.rest);
      async function* after() {
        try {
          for await (const chunk of rest) yield chunk as string | Buffer;
          yield pageData();
        } finally {
          // Also when the visitor left before the end.
          release(store);
        }
      }
      return {
        status,
        seo,
        html: rendered.first,
        styles,
        layoutOnly,
        complete: false,
        tags: answers.tags(),
        after: after(),
      };
    },
  };
}

export type Renderer = ReturnType<typeof createRenderer>;
