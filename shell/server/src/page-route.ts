import {
  COOKIES,
  LANGUAGE_COOKIE_DAYS,
  cookieFromHeader,
  detectLanguage,
  languageOfPath,
  languagePrefixRedirect,
  matchRoute,
  normalPagePath,
  parseAcceptLanguage,
  type Language,
  type PublicStore,
} from '@storefront/shared/core';
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { inAcceptedEncoding } from './kept-encodings';
import { pageAnswer, type PageAnswerDeps } from './page-answer';
import type { Page, PageCache } from './page-cache';
import { letGo } from './page-render';
import type { Releases } from './remote-releases';
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

interface PageRouteDeps extends PageAnswerDeps {
  buildId: () => Promise<string>;
  /** Each remote's release now: a page takes one snapshot and uses it throughout. */
  releases: () => Releases;
  publicStore: (request: FastifyRequest) => Promise<PublicStore | null>;
  /** The shop's public origin (PUBLIC_URL). */
  origin: string;
  /** Pages kept for every visitor with the same inputs (null: none are). */
  pageCache: PageCache | null;
}

/** The language cookie (a necessary cookie: it keeps the shop in the shopper's language). */
const languageCookie = (lang: Language) =>
  `${COOKIES.language}=${lang}; Max-Age=${LANGUAGE_COOKIE_DAYS * 86_400}; Path=/; SameSite=Lax`;

/**
 * Every page: a path without a language goes to the visitor's; a page is rendered on the server
 * (the shell's layout and the owning remote's page, see the renderer) when it can be, and sent for
 * the browser to render when it cannot (no server build, a failed render, a server under
 * pressure); a path that is not a page answers 404. A page that cannot be shown now because
 * something is down answers its 5xx with the outage's head (503: with Retry-After). A render for
 * one request whose visitor has gone is stopped, its API requests too, and counted, not logged.
 */
export function registerPageRoute(app: FastifyInstance, deps: PageRouteDeps): void {
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
      const answer = await pageAnswer(deps, request, page, { build, whole: false, signal: gone });
      return send(reply, gone, answer);
    }
    // A page the same for everyone with these inputs: kept, and rendered once for all who ask. A
    // render others may wait on (or a background one, for a stale page) is not stopped when the
    // visitor who started it goes; one this request makes for itself alone is.
    const served = await cache.serve(pageKey(page, build), labelsOf(page, build), async (alone) =>
      renderingOf(
        await pageAnswer(deps, request, page, {
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
}
