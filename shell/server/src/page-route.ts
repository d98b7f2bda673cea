import {
  ownerOf,
  COOKIES,
  LANGUAGE_COOKIE_DAYS,
  PRIVATE_ROBOTS,
  PRIVATE_ROUTES,
  cookieFromHeader,
  languageOfPath,
  matchRoute,
  storePageSeo,
  type Language,
  type PublicStore,
  type RemoteName,
  type RouteMatch,
  type SeoInput,
} from '@storefront/shared/core';
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RuntimeConfig } from '../../src/config/runtime-config';
import { detectLanguage, parseAcceptLanguage } from '../../src/routing/detect-language';
import { languagePrefixRedirect } from '../../src/routing/language-prefix';
import { normalPagePath } from '../../src/routing/normal-path';
import { renderInputs } from '../../src/ssr/render-inputs';
import type { RenderedPage, Renderer } from '../../src/ssr/renderer';
import { shellEntry, shellScripts, type FirstLoad } from './first-load';
import { contentSecurityPolicy, inlineScriptHashes, pageFrame } from './html';
import { inAcceptedEncoding } from './kept-encodings';
import type { Page, PageCache } from './page-cache';
import type { PageScripts, Preload } from './page-scripts';
import { releaseIds, type Releases, type RemoteRelease } from './remote-releases';
import type { ShellMetrics } from './metrics';
import { headOfPage, htmlLang } from './page-head';
import {
  labelsOf,
  mayShare,
  pageKey,
  renderingOf,
  type PageAnswer,
  type PageInputs,
} from './shared-pages';

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
  /** Pages kept for every visitor with the same inputs (null: none are). */
  pageCache: PageCache | null;
}

/** The language cookie (a necessary cookie: it keeps the shop in the shopper's language). */
const languageCookie = (lang: Language) =>
  `${COOKIES.language}=${lang}; Max-Age=${LANGUAGE_COOKIE_DAYS * 86_400}; Path=/; SameSite=Lax`;

const isPage = (match: RouteMatch | null): match is RouteMatch =>
  Boolean(match && match.route.name !== 'not-found');

/** The head input of a page the server did not render: the store's texts for the route. */
function unrenderedSeo(match: RouteMatch | null, store: PublicStore | null): SeoInput | null {
  if (!isPage(match)) return null;
  const seo = store ? storePageSeo(store, match.route.name, match.lang) : {};
  return PRIVATE_ROUTES.has(match.route.name) ? { ...seo, robots: PRIVATE_ROBOTS } : seo;
}

/**
 * Every page: a path without a language goes to the visitor's; a page is rendered on the server
 * (the shell's layout and the owning remote's page, see the renderer) when it can be, and sent for
 * the browser to render when it cannot; a path that is not a page answers 404.
 */
export function registerPageRoute(app: FastifyInstance, deps: PageRouteDeps): void {
  async function render(request: FastifyRequest, page: PageInputs, nonce: string, whole: boolean) {
    if (!deps.renderer) return null;
    const rendered = deps.startRender();
    try {
      const result = await deps.renderer.render({ ...page, nonce, requestId: request.id, whole });
      if (!('redirect' in result))
        rendered(
          result.layoutOnly
            ? 'layout_only'
            : typeof result.after === 'string'
              ? 'whole'
              : 'streamed',
        );
      return result;
    } catch (error) {
      // The page is still sent: the browser renders it.
      rendered('failed');
      request.log.error({ err: error }, 'server rendering failed');
      return null;
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

    const match = matchRoute(url.pathname);
    const page: PageInputs = {
      ...renderInputs(request),
      origin: deps.origin,
      publicStore: await deps.publicStore(request),
      releases: deps.releases(),
    };
    const build = await deps.buildId();
    const cache = deps.pageCache;
    const target = { lang, match, build };
    if (!cache || !mayShare(request, reply, match)) {
      if (cache) {
        cache.bypass();
        reply.header('x-cache', 'bypass');
      }
      return send(reply, await pageAnswer(request, page, { ...target, whole: false }));
    }
    // A page the same for everyone with these inputs: kept, and rendered once for all who ask.
    const served = await cache.serve(pageKey(page, build), labelsOf(page, build), async () =>
      renderingOf(await pageAnswer(request, page, { ...target, whole: true }), cache),
    );
    reply.header('x-cache', served.result);
    if ('own' in served) return send(reply, served.own);
    return send(reply, inAcceptedEncoding(served.page, request.headers['accept-encoding']));
  });

  const send = (reply: FastifyReply, answer: PageAnswer | Page) =>
    reply.status(answer.status).headers(answer.headers).send(answer.body);

  /**
   * The page made from its inputs (a redirect, or the page with its headers), and whether it may
   * be kept or shared. `whole`: it is rendered whole, never its layout first (to be kept).
   */
  async function pageAnswer(
    request: FastifyRequest,
    page: PageInputs,
    {
      lang,
      match,
      build,
      whole,
    }: { lang: Language; match: RouteMatch | null; build: string; whole: boolean },
  ): Promise<PageAnswer> {
    const url = new URL(page.url, 'http://shell.local');
    const { origin, publicStore: store, releases } = page;
    const nonce = randomBytes(16).toString('base64');
    const rendered: RenderedPage | null = await render(request, page, nonce, whole);
    if (rendered && 'redirect' in rendered)
      return {
        status: 302,
        headers: { Location: rendered.redirect },
        body: '',
        keep: false,
        share: true,
      };
    const status = rendered?.status ?? (isPage(match) ? 200 : 404);
    const seo = rendered ? rendered.seo : unrenderedSeo(match, store);
    const owner = status === 200 && match ? ownerOf(match.route.name) : undefined;
    // The page names the releases it was rendered with: the browser hydrates with the same code.
    const remotes = Object.fromEntries(
      Object.entries(releases).map(([name, release]) => [name, release.manifest]),
    ) as Record<RemoteName, string>;
    const head =
      headOfPage({ store, lang, seo, path: url.pathname, origin }) + (rendered?.styles ?? '');
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
        // script of its response's own; never an error, nor a page left to the browser.
        keep:
          (status === 200 || status === 404) &&
          Boolean(rendered && !rendered.layoutOnly && rendered.complete) &&
          !scripted,
        share: !scripted,
      };
    }
    // The layout now, the page's content as it comes (React's scripts carry the nonce).
    const { after } = rendered;
    async function* streamed() {
      yield `${frame.start}${body}</div>`;
      yield* after;
      yield frame.end;
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
