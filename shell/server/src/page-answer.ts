import {
  ownerOf,
  isRealPage,
  OUTAGE_STATUS,
  pageSeo,
  type PublicStore,
  type RemoteName,
  type RouteMatch,
  type SeoInput,
} from '@storefront/shared/core';
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { RenderedPage, Renderer, RuntimeConfig } from '@storefront/shell/ssr';
import { contentSecurityPolicy, inlineScriptHashes, pageFrame } from './html';
import type { ShellMetrics } from './metrics';
import { retryAfter } from './outage';
import { headOfPage, htmlLang, outageSeo } from './page-head';
import { scriptsOf, type ScriptSources } from './page-preloads';
import { outcomeOf, renderPage } from './page-render';
import type { RenderSlot } from './pressure';
import { releaseIds } from './remote-releases';
import type { PageAnswer, PageInputs } from './shared-pages';

/** What making a page's answer needs of the server: its renderer, its build, its metrics. */
export interface PageAnswerDeps extends ScriptSources {
  renderer: Renderer | null;
  runtime: Pick<RuntimeConfig, 'projectName' | 'buildCheckIntervalMs' | 'publicOrigin'>;
  /** Every remote's origin: what the page's scripts may load from (its CSP). */
  remoteOrigins: string[];
  /** The origins a page of this owner connects to ahead: not a back office's on a shop page. */
  preconnectOrigins: (owner: RemoteName | undefined) => string[];
  template: () => Promise<string>;
  startRender: ShellMetrics['startRender'];
  renderShed: ShellMetrics['renderShed'];
  /**
   * A slot to render a page on the server in now, given back when the render has returned its
   * page (or its layout, when it streams); null under pressure or with as many renders running as
   * allowed (see watchRenderPressure). Asked only when a page is to be rendered, so a page at hand
   * (the cache's) is still sent.
   */
  renderSlot: () => RenderSlot | null;
}

/**
 * The head input of a page the server did not render: without the page's own head, what the store
 * and the route say of it (null for a page that does not exist: the not-found head).
 */
const unrenderedSeo = (match: RouteMatch | null, store: PublicStore | null): SeoInput | null =>
  isRealPage(match) ? pageSeo({ route: match.route.name, lang: match.lang, store }) : null;

/** How a page is made for the request that asks for it. */
export interface Making {
  build: string;
  /** Rendered whole, never its layout first (a page that may be kept). */
  whole: boolean;
  /**
   * Aborted when the visitor has gone, for a render that serves that request alone; none for a
   * render other requests wait on or that may be kept (its page is still wanted).
   */
  signal?: AbortSignal;
}

/**
 * The page made from its inputs (a redirect, or the page with its headers), and whether it may
 * be kept or shared. `whole`: it is rendered whole, never its layout first (to be kept).
 */
export async function pageAnswer(
  deps: PageAnswerDeps,
  request: FastifyRequest,
  page: PageInputs,
  { build, whole, signal }: Making,
): Promise<PageAnswer> {
  const url = new URL(page.url, 'http://shell.local');
  const { lang, match, origin, publicStore: store, releases } = page;
  const nonce = randomBytes(16).toString('base64');
  const { renderer } = deps;
  // Asked only now, when a page is to be rendered: a kept page was sent before this.
  const slot = renderer && deps.renderSlot();
  const shed = renderer !== null && !slot;
  if (shed) deps.renderShed();
  const timing = slot ? deps.startRender() : null;
  const rendered: RenderedPage | null =
    renderer && slot && timing
      ? await renderPage(request, renderer, { ...page, nonce, whole }, signal, timing, slot)
      : null;
  if (rendered && 'redirect' in rendered)
    return {
      status: 302,
      headers: { Location: rendered.redirect },
      body: '',
      keep: false,
      share: true,
      tags: [],
    };
  let status = rendered?.status ?? (isRealPage(match) ? 200 : 404);
  // A crawler reads what the server sends, and would index a page without its content: one the
  // server had no time for is unavailable for now. A shopper's browser renders it.
  if (shed && status === 200 && page.bot) status = OUTAGE_STATUS;
  const outage = status >= 500;
  const seo = outage
    ? outageSeo(lang, status)
    : rendered
      ? rendered.seo
      : unrenderedSeo(match, store);
  const owner = status === 200 && match ? ownerOf(match.route.name) : undefined;
  // The page names the releases it was rendered with: the browser hydrates with the same code.
  const remotes = Object.fromEntries(
    Object.entries(releases).map(([name, release]) => [name, release.manifest]),
  ) as Record<RemoteName, string>;
  const head =
    headOfPage({ store, lang, seo, path: url.pathname, origin, addressless: outage }) +
    (rendered?.styles ?? '');
  const frame = pageFrame(await deps.template(), {
    lang: htmlLang(lang),
    head,
    config: {
      ...deps.runtime,
      remotes,
      releases: releaseIds(releases),
      buildId: build,
    },
    remoteOrigins: deps.preconnectOrigins(match ? ownerOf(match.route.name) : undefined),
    scripts: await scriptsOf(
      deps,
      lang,
      owner && releases[owner],
      Boolean(rendered),
      Boolean(rendered) && status !== 404,
    ),
  });
  const body = rendered?.html ?? '';
  const hashes = inlineScriptHashes(frame.start + body + frame.end);
  const headers = {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-cache',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    ...retryAfter(status),
  };
  const policy = (withNonce: boolean) => ({
    'Content-Security-Policy': contentSecurityPolicy(
      hashes,
      deps.remoteOrigins,
      withNonce ? nonce : undefined,
    ),
  });
  if (!rendered || typeof rendered.after === 'string') {
    const after = rendered?.after ?? '';
    // A whole page holds scripts of React's only when part of it was left to the browser.
    const scripted = body.includes(`nonce="${nonce}"`);
    return {
      status,
      headers: { ...headers, ...policy(scripted) },
      body: `${frame.start}${body}</div>${after}${frame.end}`,
      // Kept: a page (or a missing one) rendered whole, with all its data, that has no
      // script of its response's own; never an error (an outage's 503 neither), nor a page
      // left to the browser (a layout-only page, one not rendered under pressure).
      keep:
        (status === 200 || status === 404) &&
        Boolean(rendered && !rendered.layoutOnly && rendered.complete) &&
        !scripted,
      share: !scripted,
      tags: rendered?.tags ?? [],
    };
  }
  // The layout now, the page's content as it comes (React's scripts carry the nonce).
  const { after } = rendered;
  const outcome = outcomeOf(rendered);
  async function* streamed() {
    let ended = false;
    try {
      yield `${frame.start}${body}</div>`;
      yield* after;
      yield frame.end;
      ended = true;
    } finally {
      // A visitor gone before the end abandoned it, however far it had come.
      timing?.ended(signal?.aborted ? 'abandoned' : ended ? outcome : 'failed');
    }
  }
  return {
    status,
    headers: { ...headers, ...policy(true) },
    body: Readable.from(streamed()),
    keep: false,
    share: false,
    tags: rendered.tags,
  };
}
