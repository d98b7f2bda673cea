import {
  ownerOf,
  COOKIES,
  LANGUAGE_COOKIE_DAYS,
  cookieFromHeader,
  detectLanguage,
  isRealPage,
  languageOfPath,
  languagePrefixRedirect,
  matchRoute,
  normalPagePath,
  OUTAGE_STATUS,
  pageSeo,
  parseAcceptLanguage,
  type Language,
  type PublicStore,
  type RemoteName,
  type RouteMatch,
  type SeoInput,
} from '@storefront/shared/core';
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RenderRequest, RenderedPage, Renderer, RuntimeConfig } from '@storefront/shell/ssr';
import { shellEntry, shellScripts, type FirstLoad } from './first-load';
import { contentSecurityPolicy, inlineScriptHashes, pageFrame } from './html';
import { inAcceptedEncoding } from './kept-encodings';
import type { Page, PageCache } from './page-cache';
import type { PageScripts, Preload } from './page-scripts';
import { releaseIds, type Releases, type RemoteRelease } from './remote-releases';
import type { RenderOutcome, RenderTiming, ShellMetrics } from './metrics';
import type { RenderSlot } from './pressure';
import { retryAfter } from './outage';
import { headOfPage, htmlLang, outageSeo } from './page-head';
import {
  labelsOf,
  mayShare,
  pageKey,
  renderingOf,
  type PageAnswer,
  type PageInputs,
} from './shared-pages';
import { renderInputs } from './render-inputs';
import { quietWhenGone, visitorGone } from './visitor';

interface PageRouteDeps {
  renderer: Renderer | null;
  runtime: Pick<RuntimeConfig, 'projectName' | 'buildCheckIntervalMs'>;
  remoteOrigins: string[];
  template: () => Promise<string>;
  buildId: () => Promise<string>;
  firstLoad: () => Promise<FirstLoad | null>;
  /** Each remote's release now: a page takes one snapshot and uses it throughout. */
  releases: () => Releases;
  remoteScripts: (release: RemoteRelease) => Promise<string[]>;
  publicStore: (request: FastifyRequest) => Promise<PublicStore | null>;
  /** The shop's public origin (PUBLIC_URL). */
  origin: string;
  startRender: ShellMetrics['startRender'];
  renderShed: ShellMetrics['renderShed'];
  /**
   * A slot to render a page on the server in now, given back when the render has returned its
   * page (or its layout, when it streams); null under pressure or with as many renders running as
   * allowed (see watchRenderPressure). Asked only when a page is to be rendered, so a page at hand
   * (the cache's) is still sent.
   */
  renderSlot: () => RenderSlot | null;
  /** Pages kept for every visitor with the same inputs (null: none are). */
  pageCache: PageCache | null;
}

/** The language cookie (a necessary cookie: it keeps the shop in the shopper's language). */
const languageCookie = (lang: Language) =>
  `${COOKIES.language}=${lang}; Max-Age=${LANGUAGE_COOKIE_DAYS * 86_400}; Path=/; SameSite=Lax`;

/**
 * The head input of a page the server did not render: without the page's own head, what the store
 * and the route say of it (null for a page that does not exist: the not-found head).
 */
const unrenderedSeo = (match: RouteMatch | null, store: PublicStore | null): SeoInput | null =>
  isRealPage(match) ? pageSeo({ route: match.route.name, lang: match.lang, store }) : null;

type PageOf<T> = Exclude<T, { redirect: string }>;

/** What a rendered page was sent as, for the metrics. */
const outcomeOf = (page: PageOf<RenderedPage>): RenderOutcome =>
  page.layoutOnly ? 'layout_only' : typeof page.after === 'string' ? 'whole' : 'streamed';

/**
 * Lets the rest of a render that was stopped run out, so its store is let go (see renderer) and
 * it is counted; nobody reads it, and how it ends is no one's concern.
 */
async function letGo(after: AsyncIterable<unknown>): Promise<void> {
  try {
    for await (const chunk of after) void chunk;
  } catch {
    // The visitor has gone: nothing is sent, nothing to tell.
  }
}

/** How a page is made for the request that asks for it. */
interface Making {
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
 * Every page: a path without a language goes to the visitor's; a page is rendered on the server
 * (the shell's layout and the owning remote's page, see the renderer) when it can be, and sent for
 * the browser to render when it cannot (no server build, a failed render, a server under
 * pressure); a path that is not a page answers 404. A page that cannot be shown now because
 * something is down answers its 5xx with the outage's head (503: with Retry-After). A render for
 * one request whose visitor has gone is stopped, its API requests too, and counted, not logged.
 */
export function registerPageRoute(app: FastifyInstance, deps: PageRouteDeps): void {
  async function render(
    request: FastifyRequest,
    renderer: Renderer,
    input: Omit<RenderRequest, 'requestId' | 'signal'>,
    signal: AbortSignal | undefined,
    timing: RenderTiming,
    slot: RenderSlot,
  ) {
    try {
      const page = await renderer.render({ ...input, requestId: request.id, signal });
      if ('redirect' in page) {
        timing.ended('redirect');
        return page;
      }
      if (signal?.aborted) {
        timing.ended('abandoned');
        if (typeof page.after !== 'string') void letGo(page.after);
        return null;
      }
      // A streamed page is counted once its stream has ended (see below).
      if (typeof page.after === 'string') timing.ended(outcomeOf(page));
      else timing.firstByte();
      return page;
    } catch (error) {
      // A visitor who has gone is not a failure: counted, and nothing is logged.
      if (signal?.aborted) {
        timing.ended('abandoned');
        return null;
      }
      // The page is still sent: the browser renders it.
      timing.ended('failed');
      request.log.error({ err: error }, 'server rendering failed');
      return null;
    } finally {
      slot();
    }
  }

  /** The page's scripts: the shell's entry, and what it goes on to load, preloaded. */
  async function scriptsOf(
    lang: Language,
    owner: RemoteRelease | undefined,
    rendered: boolean,
    storeSent: boolean,
  ): Promise<PageScripts> {
    const firstLoad = await deps.firstLoad();
    const chunk = (href: string): Preload => ({ href, as: 'script', chunk: true });
    const preloads: Preload[] = [
      // Without the store in the page (a page the browser renders, a 404) the shell asks for it
      // first thing: it is on its way.
      ...(storeSent
        ? []
        : [{ href: '/api/v1/store', as: 'fetch', crossorigin: 'use-credentials' } as const]),
      ...shellScripts(firstLoad, lang).map(chunk),
    ];
    if (owner) {
      // The first is the remote's container entry: preloaded, since the federation runtime runs it.
      const [remoteEntry, ...chunks] = await deps.remoteScripts(owner);
      preloads.push(
        { href: owner.manifest, as: 'fetch', crossorigin: 'anonymous' },
        ...(remoteEntry ? [{ href: remoteEntry, as: 'script' } as const] : []),
        ...chunks.map(chunk),
      );
    }
    return { entry: shellEntry(firstLoad), preloads, afterLoad: rendered };
  }

  app.get('/*', async (request, reply) => {
    const url = new URL(request.url, 'http://shell.local');
    // A page asked for by another form of its address (a trailing slash, upper case) has one.
    const normal = normalPagePath(url.pathname);
    if (normal !== null) return reply.redirect(`${normal}${url.search}`, 301);
    const lang = languageOfPath(url.pathname);
    if (!lang) {
      const detected = detectLanguage(
        cookieFromHeader(request.headers.cookie, COOKIES.language),
        parseAcceptLanguage(request.headers['accept-language']),
      );
      const target = languagePrefixRedirect(url.pathname, detected)!;
      // A prefix in upper case is wrong for everyone; the rest depends on the visitor.
      if (!target.permanent) reply.header('Set-Cookie', languageCookie(detected));
      return reply.redirect(`${target.path}${url.search}`, target.permanent ? 301 : 302);
    }

    // Opening a page in a language is choosing it: a later bare path comes back to it. The
    // cookie is a necessary one (no consent asked), written only when it changes.
    if (cookieFromHeader(request.headers.cookie, COOKIES.language) !== lang)
      reply.header('Set-Cookie', languageCookie(lang));

    // The request's one route match: the render is given it, and matches nothing again.
    const match = matchRoute(url.pathname);
    const gone = visitorGone(reply);
    reply.log = quietWhenGone(reply.log, gone);
    const page: PageInputs = {
      ...renderInputs(request),
      lang,
      match,
      origin: deps.origin,
      publicStore: await deps.publicStore(request),
      releases: deps.releases(),
    };
    const build = await deps.buildId();
    const cache = deps.pageCache;
    if (!cache || !mayShare(request, reply, match)) {
      if (cache) {
        cache.bypass();
        reply.header('x-cache', 'bypass');
      }
      // Rendered for this request alone: stopped if its visitor goes.
      const answer = await pageAnswer(request, page, { build, whole: false, signal: gone });
      return send(reply, gone, answer);
    }
    // A page the same for everyone with these inputs: kept, and rendered once for all who ask. A
    // render others may wait on (or a background one, for a stale page) is not stopped when the
    // visitor who started it goes; one this request makes for itself alone is.
    const served = await cache.serve(pageKey(page, build), labelsOf(page, build), async (alone) =>
      renderingOf(
        await pageAnswer(request, page, {
          build,
          whole: true,
          signal: alone ? gone : undefined,
        }),
        cache,
      ),
    );
    reply.header('x-cache', served.result);
    if ('own' in served) return send(reply, gone, served.own);
    return send(reply, gone, inAcceptedEncoding(served.page, request.headers['accept-encoding']));
  });

  function send(reply: FastifyReply, gone: AbortSignal, answer: PageAnswer | Page) {
    // Nobody is left to answer: the connection is closed.
    if (gone.aborted) {
      // A streamed page's rest is read out (its render stops on the signal): its store let go,
      // its render counted.
      if (answer.body instanceof Readable) void letGo(answer.body);
      return reply.hijack();
    }
    return reply.status(answer.status).headers(answer.headers).send(answer.body);
  }

  /**
   * The page made from its inputs (a redirect, or the page with its headers), and whether it may
   * be kept or shared. `whole`: it is rendered whole, never its layout first (to be kept).
   */
  async function pageAnswer(
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
        ? await render(request, renderer, { ...page, nonce, whole }, signal, timing, slot)
        : null;
    if (rendered && 'redirect' in rendered)
      return {
        status: 302,
        headers: { Location: rendered.redirect },
        body: '',
        keep: false,
        share: true,
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
      remoteOrigins: deps.remoteOrigins,
      scripts: await scriptsOf(
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
    };
  }
}
