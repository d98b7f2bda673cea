import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { DEFAULT_PUBLIC_STORE } from '@storefront/shared/core';
import { httpTransport } from '@storefront/shared/http-transport';
import Fastify from 'fastify';
import type { RenderRequest, RenderedPage, Renderer } from '@storefront/shell/ssr';
import { createShellMetrics } from './metrics';
import type { PageCache } from './page-cache';
import { registerPageRoute } from './page-route';
import { renderSlots } from './pressure';
import type { Releases } from './remote-releases';

/**
 * The page route on a renderer of the test's own, for the page route's tests: the route with the
 * metrics, render slots, pressure and (if given) page cache of a real shell server, a template,
 * and a log whose error lines a test can read.
 */
const TEMPLATE = `<!doctype html><html lang="en-US"><head><!--storefront-head--><!--storefront-config--><!--storefront-scripts--></head><body><div id="root"></div></body></html>`;
export const BOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
export const PRODUCT = '/pl/catalog/coffee/some-beans';

type Render = (request: RenderRequest) => Promise<RenderedPage>;

export const page = (status: number, after: string | AsyncIterable<string> = '') =>
  ({
    status,
    seo: { title: 'Some beans' },
    html: '<main>Some beans</main>',
    styles: '',
    layoutOnly: false,
    complete: true,
    after,
  }) as RenderedPage;

async function startRoute(
  render: Render,
  {
    underPressure = false as boolean | (() => boolean),
    pageCache = null as PageCache | null,
    maxRenders = 0,
    /** Told of each request as it comes, with how many have come. */
    onRequest = (() => undefined) as (count: number) => void,
  } = {},
) {
  const slots = renderSlots(maxRenders);
  const lines: { level: number; msg: string }[] = [];
  const app = Fastify({
    logger: {
      level: 'debug',
      stream: new Writable({
        write(chunk: Buffer, _encoding, done) {
          lines.push(JSON.parse(chunk.toString()) as { level: number; msg: string });
          done();
        },
      }),
    },
  });
  await app.register(httpTransport, { streams: true });
  let requests = 0;
  app.addHook('onRequest', async () => onRequest((requests += 1)));
  const metrics = createShellMetrics(null);
  let renders = 0;
  registerPageRoute(app, {
    renderer: {
      render: (request: RenderRequest) => {
        renders += 1;
        return render(request);
      },
    } as unknown as Renderer,
    runtime: {
      projectName: 'storefront',
      buildCheckIntervalMs: 300_000,
      publicOrigin: 'https://shop.example',
    },
    remoteOrigins: [],
    preconnectOrigins: () => [],
    template: async () => TEMPLATE,
    buildId: async () => 'build-1',
    firstLoad: async () => null,
    releases: () => ({}) as Releases,
    remoteScripts: async () => [],
    publicStore: async () => ({
      ...DEFAULT_PUBLIC_STORE,
      mainInfo: { ...DEFAULT_PUBLIC_STORE.mainInfo, name: 'Verde Market' },
    }),
    origin: 'https://shop.example',
    startRender: metrics.startRender,
    renderShed: metrics.renderShed,
    renderSlot: () =>
      (typeof underPressure === 'function' ? underPressure() : underPressure) ? null : slots.take(),
    pageCache,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
    renders: () => renders,
    metrics: () => metrics.registry.metrics(),
    /** The log's error lines (pino's level 50 and above). */
    errors: () => lines.filter((line) => line.level >= 50),
  };
}

export const titleOf = (html: string) => /<title data-server-head>([^<]*)<\/title>/.exec(html)?.[1];
export const robotsOf = (html: string) =>
  /<meta data-server-head name="robots" content="([^"]*)">/.exec(html)?.[1];

/** Resolves once `signal` is aborted. */
export const abortedSignal = (signal: AbortSignal | undefined) =>
  new Promise<void>((resolve) => {
    if (signal?.aborted) resolve();
    signal?.addEventListener('abort', () => resolve(), { once: true });
  });

type TestRoute = Awaited<ReturnType<typeof startRoute>>;

/** Starts the page route for a test (see startRoute), and closes each after its test. */
export function testRoutes() {
  const started: TestRoute[] = [];
  afterEach(async () => {
    await Promise.all(started.splice(0).map((route) => route.app.close()));
  });
  return {
    async start(...args: Parameters<typeof startRoute>): Promise<TestRoute> {
      const route = await startRoute(...args);
      started.push(route);
      return route;
    },
  };
}
