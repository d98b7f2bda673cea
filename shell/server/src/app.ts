import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { REMOTE_NAMES, type PublicStore } from '@storefront/shared/core';
import { clientDeadlines, limitConnectionsPerAddress } from '@storefront/shared/client-limits';
import { cacheControlOf, httpTransport } from '@storefront/shared/http-transport';
import {
  REQUEST_ID_HEADER,
  observeRequests,
  probeRoutes,
  requestIdOptions,
} from '@storefront/shared/observability';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import type { Registry } from 'prom-client';
import type { RuntimeConfig } from '@storefront/shell/ssr';
import { registerApiProxy } from './api-proxy';
import { checkedInBackground } from './background-check';
import { createBuildFiles } from './build-file';
import type { ShellConfig } from './config';
import {
  renderPagesSitemap,
  renderRobots,
  renderSitemapIndex,
  renderSitemapPart,
} from './crawlers';
import { FIRST_LOAD_FILE, firstLoadOf } from './first-load';
import { loadRenderer } from './load-renderer';
import { subscribeToInvalidations } from './invalidation-subscriber';
import { createInvalidations } from './invalidations';
import { createShellMetrics } from './metrics';
import { configuredPageCache, connectSharedRedis } from './page-cache-setup';
import { registerPageRoute } from './page-route';
import { preconnectOriginsOf } from './preconnect';
import { watchRenderPressure } from './pressure';
import { refreshingJson } from './refreshing-json';
import { createRemoteHints } from './remote-hints';
import { createRemoteReleases, releaseIds, remoteLocations } from './remote-releases';
import { releaseTag } from './shared-pages';

declare module 'fastify' {
  interface FastifyInstance {
    /** The server's metrics, which main.ts serves on a listener of their own. */
    metricsRegistry: Registry;
  }
}

/**
 * The shell's server: the build's files, the API behind /api/v1 (so cookies stay first-party),
 * and every page as index.html with its language, head and runtime configuration; a path that is
 * not a routed page answers 404, a path without a language is redirected to the visitor's.
 */
export async function buildShellServer(config: ShellConfig): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.LOG_LEVEL === 'silent' ? false : { level: config.LOG_LEVEL },
    // Nothing is trusted unless named: an empty list is Fastify's `false`.
    trustProxy: config.TRUST_PROXY || false,
    // Each request's id (a well-formed incoming x-request-id, else a new one) is in its log lines,
    // its answer, and every request to the API made for it.
    ...requestIdOptions(),
    ...clientDeadlines({ requestSeconds: config.REQUEST_TIMEOUT_SECONDS }),
  });
  limitConnectionsPerAddress(app.server, {
    max: config.MAX_CONNECTIONS_PER_ADDRESS,
    trustProxy: config.TRUST_PROXY,
  });
  const buildFiles = createBuildFiles();
  app.addHook('onClose', async () => buildFiles.close());
  const template = buildFiles.file(path.join(config.DIST_DIR, 'index.html'));
  const latestBuild = buildFiles.file(path.join(config.DIST_DIR, 'builds/latest.json'));
  const firstLoad = buildFiles.file(path.join(config.DIST_DIR, FIRST_LOAD_FILE));
  const remotes = remoteLocations(config);
  const runtime: Pick<RuntimeConfig, 'projectName' | 'buildCheckIntervalMs' | 'publicOrigin'> = {
    projectName: config.PROJECT_NAME,
    buildCheckIntervalMs: config.BUILD_CHECK_INTERVAL_SECONDS * 1000,
    // A page the browser renders by itself names the shop by it, as the server does (PUBLIC_URL).
    publicOrigin: config.PUBLIC_URL,
  };
  const remoteOrigins = [
    ...new Set(Object.values(remotes).map((location) => new URL(location.url).origin)),
  ];
  // A page connects ahead to the remotes it may need: a shopper's page never to the back office's.
  const preconnectOrigins = preconnectOriginsOf(remotes);
  const stores = refreshingJson<PublicStore>(`${config.API_URL}/api/v1/store`, {
    ttlMs: config.STORE_CACHE_SECONDS * 1000,
    timeoutMs: 2000,
    log: app.log,
    what: 'the store',
  });
  const remoteHints = createRemoteHints(app.log);
  const renderer = await loadRenderer(config, app.log);
  const metrics = createShellMetrics(renderer);
  // REDIS_URL: the replicas share their kept pages, and hear of the staff's changes.
  const redis = await connectSharedRedis(config, app);
  // Pages the same for every visitor with their inputs, kept after their render (pages the
  // browser renders cost next to nothing: kept only when the server renders them).
  const pageCache = renderer
    ? configuredPageCache(config, app, metrics.countPageCache, redis)
    : null;
  metrics.watchPageCache(pageCache);
  // A staff change drops the pages (and the store's copy) it made stale: told by a write's answer
  // through this server's proxy, and by the API through Redis (whichever replica forwarded it).
  const invalidations = createInvalidations({
    pageCache,
    forgetStore: () => stores.forget(),
    count: metrics.countInvalidation,
    log: app.log,
  });
  if (redis) {
    const stop = subscribeToInvalidations(redis, {
      invalidations,
      log: app.log,
      subscribed: metrics.invalidationsSubscribed,
    });
    app.addHook('onClose', stop);
  }
  // Each remote's live release, read while the server runs; a new one is loaded before it is used.
  const releases = createRemoteReleases(remotes, {
    log: app.log,
    intervalMs: config.RELEASE_CHECK_SECONDS * 1000,
    prepare: renderer ? (name, release) => renderer.prepareRelease(name, release) : undefined,
    changed: (name, previous, next) =>
      pageCache?.releaseChanged(releaseTag(name, previous), releaseTag(name, next)),
  });
  app.addHook('onClose', async () => releases.stop());
  await releases.ready();
  const idOf = (request: { id: string }) => ({ [REQUEST_ID_HEADER]: request.id });
  app.decorate('metricsRegistry', metrics.registry);
  await observeRequests(app, { registry: metrics.registry, endpoint: null });
  // Past RENDER_PRESSURE_DELAY_MS of event-loop delay, or with RENDER_CONCURRENCY renders
  // running, pages are sent for the browser to render.
  const renderSlot = await watchRenderPressure(app, {
    maxDelayMs: config.RENDER_PRESSURE_DELAY_MS,
    maxRenders: config.RENDER_CONCURRENCY,
  });
  // The shop's address is configuration: no request (Host, X-Forwarded-*) changes a URL it writes.
  const origin = config.PUBLIC_URL;

  // ETags and compression for what the server makes (pages, sitemaps; a streamed page is flushed
  // as it comes); files of the build come precompressed, the API's answers compressed by the API.
  await app.register(httpTransport, { streams: true });

  await registerApiProxy(app, { apiUrl: config.API_URL, invalidations });

  const cacheHeaders = (reply: FastifyReply, file: string) => {
    reply.header('Cache-Control', cacheControlOf(file));
  };
  // The build's files are served under /assets/ (webpack's publicPath), a new build's included.
  await app.register(fastifyStatic, {
    root: config.DIST_DIR,
    prefix: '/assets/',
    index: false,
    preCompressed: true,
    // The page template is the server's, not a file to hand out (nor its compressed copies);
    // source maps are public only when SOURCE_MAPS_PUBLIC says so.
    allowedPath: (pathname) =>
      !pathname.startsWith('/index.html') &&
      (config.SOURCE_MAPS_PUBLIC || !pathname.endsWith('.map')),
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
      .send(renderRobots(origin, await stores.get(idOf(request)))),
  );
  // The sitemaps list the catalog as it is now (a product a staff member adds or hides shows at
  // once): a crawler's or a CDN's copy is revalidated by its ETag on each use.
  const sendXml = (reply: FastifyReply, body: string) =>
    reply
      .header('Content-Type', 'application/xml; charset=utf-8')
      .header('Cache-Control', 'public, no-cache')
      .send(body);
  app.get('/sitemap.xml', async (request, reply) => {
    const parts = (await renderer?.sitemapParts(releases.current(), request.id)) ?? [];
    const names = parts.flatMap(({ remote, parts: count }) =>
      Array.from({ length: count }, (_, index) => `${remote}-${index + 1}`),
    );
    return sendXml(reply, renderSitemapIndex(origin, names));
  });
  app.get('/sitemaps/:name', async (request, reply) => {
    const { name } = request.params as { name: string };
    if (name === 'pages.xml') return sendXml(reply, renderPagesSitemap(origin));
    const part = /^([a-z]+)-([1-9]\d{0,3})\.xml$/.exec(name);
    const remote = REMOTE_NAMES.find((candidate) => candidate === part?.[1]);
    const pages =
      part && remote
        ? await renderer?.sitemapPart(remote, Number(part[2]), releases.current(), request.id)
        : null;
    if (!pages) return reply.status(404).send();
    return sendXml(reply, renderSitemapPart(origin, pages));
  });

  // Ready: the API is, and the server build is loaded (unless SSR_BUNDLE is empty: the browser
  // renders pages by choice). The remotes' server builds are not asked: a remote that is down
  // costs only its own pages' server render (the browser renders them), so readiness does not
  // flap with it; where each stands is in the metrics (shell_remote_status).
  // The API's readiness, asked every READY_CHECK_SECONDS in the background: /readyz answers
  // from what it last found, so a burst of probes costs the API nothing.
  const apiReady = checkedInBackground(
    async (signal) => {
      const response = await fetch(`${config.API_URL}/readyz`, { signal });
      if (!response.ok) throw new Error(`the API's /readyz answered ${response.status}`);
    },
    { intervalMs: config.READY_CHECK_SECONDS * 1000, deadlineMs: 2000 },
  );
  app.addHook('onClose', async () => apiReady.stop());
  probeRoutes(app, {
    api: apiReady.current,
    'server-build': async () => {
      if (!renderer && config.SSR_BUNDLE) throw new Error('the server build is not loaded');
    },
  });
  // The metrics are on a listener of their own (METRICS_PORT), never on the public port.
  app.get('/metrics', async (_request, reply) => reply.status(404).send());

  // Browsers ask for /favicon.ico on their own; the store's icon answers.
  app.get('/favicon.ico', async (request, reply) => {
    const store = await stores.get(idOf(request));
    return reply.redirect(store?.mainInfo.favicon ?? '/favicon.svg', 302);
  });

  // Open pages poll this to learn of a new build of the shell or a new release of a remote (and
  // a team's `promote` reads what the live shell provides).
  app.get('/builds/latest.json', async (_request, reply) => {
    const build = JSON.parse(await latestBuild()) as Record<string, unknown>;
    return reply
      .header('Content-Type', 'application/json')
      .header('Cache-Control', 'no-store')
      .send({ ...build, remotes: releaseIds(releases.current()) });
  });

  registerPageRoute(app, {
    renderer,
    runtime,
    remoteOrigins,
    preconnectOrigins,
    template,
    buildId: async () => (JSON.parse(await latestBuild()) as { id: string }).id,
    firstLoad: () => firstLoadOf(firstLoad),
    releases: () => releases.current(),
    remoteScripts: (release) => remoteHints.firstScripts(release),
    publicStore: (request) => stores.get(idOf(request)),
    origin,
    startRender: metrics.startRender,
    renderShed: metrics.renderShed,
    renderSlot,
    pageCache,
  });

  return app;
}
