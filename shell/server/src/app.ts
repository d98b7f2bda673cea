import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import httpProxy from '@fastify/http-proxy';
import fastifyStatic from '@fastify/static';
import {
  COOKIES,
  LANGUAGE_COOKIE_DAYS,
  cookieFromHeader,
  languageOfPath,
  matchRoute,
  type PublicStore,
  type RemoteName,
} from '@storefront/shared/core';
import { cacheControlOf, httpTransport } from '@storefront/shared/http-transport';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { RuntimeConfig } from '../../src/config/runtime-config';
import { detectLanguage, parseAcceptLanguage } from '../../src/routing/detect-language';
import { ownerOf } from '../../src/routing/route-table';
import { createCatalogData } from './catalog-data';
import { resolvePage } from './page-resolution';
import type { ShellConfig } from './config';
import {
  renderPagesSitemap,
  renderProductsSitemap,
  renderRobots,
  renderSitemapIndex,
} from './crawlers';
import { contentSecurityPolicy, inlineScriptHashes, renderPage, type Preload } from './html';
import { headOfPage, htmlLang } from './page-head';
import { FIRST_LOAD_FILE, firstLoadOf, remoteLocations, shellScripts } from './first-load';
import { refreshingJson } from './refreshing-json';
import { createRemoteHints } from './remote-hints';

/** A file of the build, read again when a new build replaces it. */
function buildFile(file: string) {
  let cached: { text: string; mtimeMs: number } | null = null;
  return async (): Promise<string> => {
    const { mtimeMs } = await stat(file);
    if (!cached || cached.mtimeMs !== mtimeMs)
      cached = { text: await readFile(file, 'utf8'), mtimeMs };
    return cached.text;
  };
}

const scriptPreload = (href: string): Preload => ({ href, as: 'script' });

/**
 * The shell's server: the build's files, the API behind /api/v1 (so cookies stay first-party),
 * and every page as index.html with its language, head and runtime configuration; a path that is
 * not a routed page answers 404, a path without a language is redirected to the visitor's.
 */
export async function buildShellServer(config: ShellConfig): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.LOG_LEVEL === 'silent' ? false : { level: config.LOG_LEVEL },
    trustProxy: 'loopback,uniquelocal',
  });
  const template = buildFile(path.join(config.DIST_DIR, 'index.html'));
  const latestBuild = buildFile(path.join(config.DIST_DIR, 'builds/latest.json'));
  const firstLoad = buildFile(path.join(config.DIST_DIR, FIRST_LOAD_FILE));
  const remotes = remoteLocations(config);
  const runtime: Omit<RuntimeConfig, 'buildId'> = {
    remotes: {
      catalog: remotes.catalog.url,
      checkout: remotes.checkout.url,
      profile: remotes.profile.url,
      content: remotes.content.url,
    },
    projectName: config.PROJECT_NAME,
    buildCheckIntervalMs: config.BUILD_CHECK_INTERVAL_SECONDS * 1000,
  };
  const remoteOrigins = [
    ...new Set(Object.values(runtime.remotes).map((url) => new URL(url).origin)),
  ];
  const stores = refreshingJson<PublicStore>(`${config.API_URL}/api/v1/store`, {
    // The API's own cache time for the store.
    ttlMs: 30_000,
    timeoutMs: 2000,
    log: app.log,
    what: 'the store for the page head',
  });
  const remoteHints = createRemoteHints(remotes, app.log);
  const catalog = createCatalogData(config.API_URL, app.log);
  const originOf = (request: FastifyRequest) =>
    config.PUBLIC_URL ?? `${request.protocol}://${request.host}`;

  // ETags and compression for what the server makes (pages, sitemaps); files of the build come
  // precompressed, the API's answers compressed by the API.
  await app.register(httpTransport);

  await app.register(httpProxy, {
    upstream: config.API_URL,
    prefix: '/api/v1',
    rewritePrefix: '/api/v1',
    replyOptions: {
      rewriteRequestHeaders: (request, headers) => ({ ...headers, 'x-forwarded-for': request.ip }),
    },
  });

  const cacheHeaders = (reply: FastifyReply, file: string) => {
    reply.header('Cache-Control', cacheControlOf(file));
  };
  // The build's files are served under /assets/ (webpack's publicPath), a new build's included.
  await app.register(fastifyStatic, {
    root: config.DIST_DIR,
    prefix: '/assets/',
    index: false,
    preCompressed: true,
    // The page template is the server's, not a file to hand out (nor its compressed copies).
    allowedPath: (pathname) => !pathname.startsWith('/index.html'),
    cacheControl: false,
    setHeaders: cacheHeaders,
  });
  await app.register(fastifyStatic, {
    root: config.PUBLIC_DIR,
    wildcard: false,
    index: false,
    preCompressed: true,
    decorateReply: false,
    cacheControl: false,
    setHeaders: cacheHeaders,
  });

  app.get('/robots.txt', async (request, reply) =>
    reply
      .header('Content-Type', 'text/plain; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(renderRobots(originOf(request), await stores.get())),
  );
  const xml = (body: string) => ({ body, type: 'application/xml; charset=utf-8' });
  app.get('/sitemap.xml', async (request, reply) => {
    const { body, type } = xml(await renderSitemapIndex(originOf(request), catalog));
    return reply
      .header('Content-Type', type)
      .header('Cache-Control', 'public, max-age=3600')
      .send(body);
  });
  app.get('/sitemaps/:name', async (request, reply) => {
    const name = (request.params as { name: string }).name;
    const part = /^products-([1-9]\d{0,3})\.xml$/.exec(name);
    let body: string | null = null;
    if (name === 'pages.xml') body = await renderPagesSitemap(originOf(request), catalog);
    else if (part) body = await renderProductsSitemap(originOf(request), catalog, Number(part[1]));
    if (!body) return reply.status(404).send();
    return reply
      .header('Content-Type', xml(body).type)
      .header('Cache-Control', 'public, max-age=3600')
      .send(body);
  });

  // Browsers ask for /favicon.ico on their own; the store's icon answers.
  app.get('/favicon.ico', async (_request, reply) => {
    const store = await stores.get();
    return reply.redirect(store?.mainInfo.favicon ?? '/favicon.svg', 302);
  });

  // Open pages poll this to learn of a new build.
  app.get('/builds/latest.json', async (_request, reply) => {
    return reply
      .header('Content-Type', 'application/json')
      .header('Cache-Control', 'no-store')
      .send(await latestBuild());
  });

  app.get('/*', async (request, reply) => {
    const url = new URL(request.url, 'http://shell.local');
    const lang = languageOfPath(url.pathname);
    if (!lang) {
      const detected = detectLanguage(
        cookieFromHeader(request.headers.cookie, COOKIES.language),
        parseAcceptLanguage(request.headers['accept-language']),
      );
      const rest = url.pathname === '/' ? '' : url.pathname;
      reply.header(
        'Set-Cookie',
        `${COOKIES.language}=${detected}; Max-Age=${LANGUAGE_COOKIE_DAYS * 86_400}; Path=/; SameSite=Lax`,
      );
      return reply.redirect(`/${detected}${rest}${url.search}`, 302);
    }

    const match = matchRoute(url.pathname);
    const origin = originOf(request);
    const store = await stores.get();
    const page = await resolvePage(match, { store, catalog, origin, path: url.pathname });
    const routed = page.status === 200;
    const owner: RemoteName | undefined = routed && match ? ownerOf(match.route.name) : undefined;
    const head =
      headOfPage({ store, lang, seo: page.seo, path: url.pathname, origin }) +
      (page.extraHead ? `\n    ${page.extraHead}` : '');
    const preloads: Preload[] = [
      // The shell asks for the store first thing; the answer is on its way before it asks.
      { href: '/api/v1/store', as: 'fetch', crossorigin: 'use-credentials' },
      ...shellScripts(await firstLoadOf(firstLoad), lang).map(scriptPreload),
    ];
    if (owner) {
      preloads.push(
        { href: runtime.remotes[owner], as: 'fetch', crossorigin: 'anonymous' },
        ...(await remoteHints.firstScripts(owner)).map(scriptPreload),
      );
    }
    const html = renderPage(await template(), {
      lang: htmlLang(lang),
      head,
      config: { ...runtime, buildId: JSON.parse(await latestBuild()).id },
      remoteOrigins,
      preloads,
    });
    return reply
      .status(routed ? 200 : 404)
      .header('Content-Type', 'text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .header(
        'Content-Security-Policy',
        contentSecurityPolicy(inlineScriptHashes(html), remoteOrigins),
      )
      .header('X-Content-Type-Options', 'nosniff')
      .header('Referrer-Policy', 'strict-origin-when-cross-origin')
      .send(html);
  });

  return app;
}
