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
  type RemoteName,
} from '@storefront/shared/core';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
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
import { contentSecurityPolicy, createNonce, renderPage } from './html';
import { headOfPage, htmlLang } from './page-head';
import { createStoreCache } from './store-cache';

/** Webpack names every chunk but the entries with an 8-character content hash. */
const HASHED = /\.[0-9a-f]{8}\.js(\.map)?$/;

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
  const runtime: Omit<RuntimeConfig, 'buildId'> = {
    remotes: {
      catalog: config.CATALOG_REMOTE_URL,
      checkout: config.CHECKOUT_REMOTE_URL,
      profile: config.PROFILE_REMOTE_URL,
      content: config.CONTENT_REMOTE_URL,
    },
    projectName: config.PROJECT_NAME,
    buildCheckIntervalMs: config.BUILD_CHECK_INTERVAL_SECONDS * 1000,
  };
  const remoteOrigins = [
    ...new Set(Object.values(runtime.remotes).map((url) => new URL(url).origin)),
  ];
  const stores = createStoreCache(config.API_URL, app.log);
  const catalog = createCatalogData(config.API_URL, app.log);
  const originOf = (request: FastifyRequest) =>
    config.PUBLIC_URL ?? `${request.protocol}://${request.host}`;

  await app.register(httpProxy, {
    upstream: config.API_URL,
    prefix: '/api/v1',
    rewritePrefix: '/api/v1',
    replyOptions: {
      rewriteRequestHeaders: (request, headers) => ({ ...headers, 'x-forwarded-for': request.ip }),
    },
  });

  const cacheHeaders = (
    res: { setHeader: (name: string, value: string) => unknown },
    file: string,
  ) => {
    res.setHeader(
      'Cache-Control',
      HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache',
    );
  };
  // The build's files are served under /assets/ (webpack's publicPath), a new build's included.
  await app.register(fastifyStatic, {
    root: config.DIST_DIR,
    prefix: '/assets/',
    index: false,
    allowedPath: (pathname) => pathname !== '/index.html',
    cacheControl: false,
    setHeaders: cacheHeaders,
  });
  await app.register(fastifyStatic, {
    root: config.PUBLIC_DIR,
    wildcard: false,
    index: false,
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
    const nonce = createNonce();
    const html = renderPage(
      await template(),
      {
        lang: htmlLang(lang),
        head,
        config: { ...runtime, buildId: JSON.parse(await latestBuild()).id },
        remoteOrigins,
        preloadManifests: owner ? [runtime.remotes[owner]] : [],
      },
      nonce,
    );
    return reply
      .status(routed ? 200 : 404)
      .header('Content-Type', 'text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .header('Content-Security-Policy', contentSecurityPolicy(nonce, remoteOrigins))
      .header('X-Content-Type-Options', 'nosniff')
      .header('Referrer-Policy', 'strict-origin-when-cross-origin')
      .send(html);
  });

  return app;
}
