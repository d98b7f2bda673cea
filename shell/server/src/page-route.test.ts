/**
 * @jest-environment node
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { DEFAULT_PUBLIC_STORE } from '@storefront/shared/core';
import { httpTransport } from '@storefront/shared/http-transport';
import Fastify from 'fastify';
import type { RenderRequest, RenderedPage, Renderer } from '@storefront/shell/ssr';
import { createShellMetrics } from './metrics';
import { createPageCache, type PageCache } from './page-cache';
import { registerPageRoute } from './page-route';
import { renderSlots } from './pressure';
import type { Releases } from './remote-releases';

/**
 * The page route on a renderer of the test's own: what it answers when a page cannot be shown
 * now, when the server is too busy to render, and when the visitor goes mid-render; and how each
 * goes with the page cache (a kept page first, a render others wait on never stopped).
 */
const TEMPLATE = `<!doctype html><html lang="en-US"><head><!--storefront-head--><!--storefront-config--><!--storefront-scripts--></head><body><div id="root"></div></body></html>`;
const BOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const PRODUCT = '/pl/catalog/coffee/some-beans';

type Render = (request: RenderRequest) => Promise<RenderedPage>;

const page = (status: number, after: string | AsyncIterable<string> = '') =>
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
  const metrics = createShellMetrics(null);
  let renders = 0;
  registerPageRoute(app, {
    renderer: {
      render: (request: RenderRequest) => {
        renders += 1;
        return render(request);
      },
    } as unknown as Renderer,
    runtime: { projectName: 'storefront', buildCheckIntervalMs: 300_000 },
    remoteOrigins: [],
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

const titleOf = (html: string) => /<title data-server-head>([^<]*)<\/title>/.exec(html)?.[1];
const robotsOf = (html: string) =>
  /<meta data-server-head name="robots" content="([^"]*)">/.exec(html)?.[1];

/**
 * Asks for `url` and closes the connection, as a visitor who leaves, once `ready` holds (given
 * whether any of the answer has come). Not after a fixed time: on a busy machine the render may
 * not have begun by then, or its layout not have come.
 */
function leaveWhen(
  url: string,
  ready: (received: boolean) => boolean,
  headers: http.OutgoingHttpHeaders = {},
) {
  return new Promise<void>((resolve) => {
    let received = false;
    const request = http.get(url, { headers }, (response) => {
      response.on('data', () => (received = true));
    });
    const watch = setInterval(() => {
      if (!ready(received)) return;
      clearInterval(watch);
      request.destroy();
      resolve();
    }, 5);
    request.on('error', () => {
      clearInterval(watch);
      resolve();
    });
  });
}

/** Resolves once `signal` is aborted. */
const abortedSignal = (signal: AbortSignal | undefined) =>
  new Promise<void>((resolve) => {
    if (signal?.aborted) resolve();
    signal?.addEventListener('abort', () => resolve(), { once: true });
  });

let route: Awaited<ReturnType<typeof startRoute>> | null = null;
afterEach(async () => {
  await route?.app.close();
  route = null;
});

describe('a page that cannot be shown now', () => {
  it('answers 503 with Retry-After and the outage head in its language, kept out of the index', async () => {
    route = await startRoute(async () => page(503));
    const response = await fetch(route.url + PRODUCT);
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('30');
    const html = await response.text();
    expect(titleOf(html)).toBe('Verde Market | Strona chwilowo niedostępna');
    expect(robotsOf(html)).toBe('noindex, nofollow');
    // An outage has no address of its own, and is no page's head (the page's own title).
    expect(html).not.toContain('rel="canonical"');
    expect(html).not.toContain('Some beans</title>');
  });

  it("keeps the API's own 5xx, with the outage head and no Retry-After", async () => {
    route = await startRoute(async () => page(500));
    const response = await fetch(`${route.url}/en/catalog/coffee/some-beans`);
    expect(response.status).toBe(500);
    expect(response.headers.get('retry-after')).toBeNull();
    expect(titleOf(await response.text())).toBe('Verde Market | Page temporarily unavailable');
  });
});

describe('a server under pressure', () => {
  it('sends a shopper the page for the browser to render, and tells a crawler to come back', async () => {
    route = await startRoute(async () => page(200), { underPressure: true });
    const shopper = await fetch(route.url + PRODUCT);
    expect(shopper.status).toBe(200);
    const html = await shopper.text();
    expect(html).toContain('<div id="root"></div>');
    expect(robotsOf(html)).not.toContain('noindex');

    const crawler = await fetch(route.url + PRODUCT, { headers: { 'user-agent': BOT } });
    expect(crawler.status).toBe(503);
    expect(crawler.headers.get('retry-after')).toBe('30');
    const crawled = await crawler.text();
    expect(titleOf(crawled)).toBe('Verde Market | Strona chwilowo niedostępna');
    expect(robotsOf(crawled)).toBe('noindex, nofollow');

    // A path that is no page is still missing. (Its body read: a compressed body still on its
    // way when the server closes would keep its connection, and the close, waiting.)
    const missing = await fetch(`${route.url}/pl/no-such-page`);
    expect(missing.status).toBe(404);
    await missing.text();
    expect(route.renders()).toBe(0);
    expect(await route.metrics()).toMatch(/^shell_renders_shed_total 3$/m);
  });
});

describe('a render that sends the visitor elsewhere', () => {
  it('answers its redirect, and counts the render by that outcome', async () => {
    route = await startRoute(async () => ({ redirect: '/pl/catalog/coffee' }));
    const response = await fetch(route.url + PRODUCT, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/pl/catalog/coffee');
    expect(await route.metrics()).toMatch(/^shell_renders_total\{outcome="redirect"\} 1$/m);
  });
});

describe('a server with as many renders running as it allows', () => {
  it('sends the next page for the browser to render at once, and renders again once one ends', async () => {
    let finish: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (finish = resolve));
    let calls = 0;
    route = await startRoute(
      async () => {
        calls += 1;
        // The first render waits (on its data); the others are quick.
        if (calls === 1) await held;
        if (calls === 3) throw new Error('a render that fails');
        return page(200);
      },
      { maxRenders: 1 },
    );
    const first = fetch(route.url + PRODUCT).then((response) => response.text());
    while (route.renders() === 0) await new Promise((resolve) => setTimeout(resolve, 5));

    const next = await fetch(route.url + PRODUCT);
    expect(next.status).toBe(200);
    const html = await next.text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('<main>Some beans</main>');
    expect((await fetch(route.url + PRODUCT, { headers: { 'user-agent': BOT } })).status).toBe(503);
    expect(route.renders()).toBe(1);
    expect(await route.metrics()).toMatch(/^shell_renders_shed_total 2$/m);

    finish();
    expect(await first).toContain('<main>Some beans</main>');
    expect(await (await fetch(route.url + PRODUCT)).text()).toContain('<main>Some beans</main>');
    // A failed render gives its slot back too.
    expect((await fetch(route.url + PRODUCT)).status).toBe(200);
    expect(await (await fetch(route.url + PRODUCT)).text()).toContain('<main>Some beans</main>');
    expect(route.renders()).toBe(4);
    expect(await route.metrics()).toMatch(/^shell_renders_shed_total 2$/m);
  });
});

describe('a visitor who leaves mid-render', () => {
  it('stops the render (its signal is aborted), counts it, and logs no error', async () => {
    let signal: AbortSignal | undefined;
    route = await startRoute(async (request) => {
      signal = request.signal;
      // A render waiting on a hung API: it ends only when it is stopped.
      await abortedSignal(request.signal);
      throw request.signal!.reason;
    });
    await leaveWhen(route.url + PRODUCT, () => signal !== undefined);
    await abortedSignal(signal);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(signal?.aborted).toBe(true);
    expect(await route.metrics()).toMatch(/^shell_renders_total\{outcome="abandoned"\} 1$/m);
    expect(route.errors()).toEqual([]);
  });

  it('stops a streamed page whose visitor leaves after its layout, with no error logged', async () => {
    let finished: (value: string) => void = () => undefined;
    const rest = new Promise<string>((resolve) => (finished = resolve));
    route = await startRoute(async (request) => {
      async function* after() {
        try {
          // Big enough to pass the compressor's threshold: the layout goes out at once.
          yield `<p>${'rest of the page '.repeat(200)}</p>`;
          await abortedSignal(request.signal);
          yield '<p>never sent</p>';
        } finally {
          finished(request.signal?.aborted ? 'stopped' : 'ended');
        }
      }
      return page(200, after());
    });
    await leaveWhen(route.url + PRODUCT, (received) => received, { 'accept-encoding': 'br' });
    expect(await rest).toBe('stopped');
    await new Promise((resolve) => setTimeout(resolve, 100));
    const metrics = await route.metrics();
    expect(metrics).toMatch(/^shell_renders_total\{outcome="abandoned"\} 1$/m);
    expect(metrics).not.toMatch(/^shell_renders_total\{outcome="streamed"\}/m);
    expect(route.errors()).toEqual([]);
  });
});

describe('with the page cache', () => {
  let clock = 0;
  const cacheOf = () =>
    createPageCache({
      freshMs: 10_000,
      staleMs: 60_000,
      maxBytes: 1024 * 1024,
      log: { error: () => undefined },
      now: () => clock,
    });
  const get = async (url: string, headers: Record<string, string> = {}) => {
    const response = await fetch(url, { headers });
    return {
      status: response.status,
      cache: response.headers.get('x-cache'),
      html: await response.text(),
    };
  };

  it('sends a kept page (fresh or stale) under pressure, and keeps no page it did not render', async () => {
    clock = 0;
    let pressure = false;
    route = await startRoute(async () => page(200), {
      underPressure: () => pressure,
      pageCache: cacheOf(),
    });
    const first = await get(route.url + PRODUCT);
    expect(first).toMatchObject({ status: 200, cache: 'miss' });
    expect(first.html).toContain('<main>Some beans</main>');

    // Under pressure now: the kept page is sent as it is, before pressure is asked.
    pressure = true;
    const hit = await get(route.url + PRODUCT);
    expect(hit).toMatchObject({ status: 200, cache: 'hit' });
    expect(hit.html).toContain('<main>Some beans</main>');
    expect(await route.metrics()).toMatch(/^shell_renders_shed_total 0$/m);

    // Past its freshness: still sent; its render in the background is not done, and it stays.
    clock = 11_000;
    for (let request = 0; request < 2; request += 1) {
      const stale = await get(route.url + PRODUCT);
      expect(stale).toMatchObject({ status: 200, cache: 'stale' });
      expect(stale.html).toContain('<main>Some beans</main>');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(route.renders()).toBe(1);

    // A page not kept: sent for the browser to render, and not kept (nor the crawler's 503).
    const other = `${route.url}/pl/catalog/coffee/other-beans`;
    const shed = await get(other);
    expect(shed).toMatchObject({ status: 200, cache: 'miss' });
    expect(shed.html).toContain('<div id="root"></div>');
    expect((await get(other, { 'user-agent': BOT })).status).toBe(503);
    pressure = false;
    expect(await get(other)).toMatchObject({ status: 200, cache: 'miss' });
    const crawled = await get(other, { 'user-agent': BOT });
    expect(crawled).toMatchObject({ status: 200, cache: 'miss' });
    expect(crawled.html).toContain('<main>Some beans</main>');
    expect(route.renders()).toBe(3);
  });

  it('keeps no outage: a 503 is rendered again for the next request', async () => {
    clock = 0;
    route = await startRoute(async () => page(503), { pageCache: cacheOf() });
    for (let request = 0; request < 2; request += 1) {
      const answer = await fetch(route.url + PRODUCT);
      expect(answer.status).toBe(503);
      expect(answer.headers.get('x-cache')).toBe('miss');
      expect(answer.headers.get('retry-after')).toBe('30');
      expect(answer.headers.get('cache-control')).toBe('no-cache');
      await answer.text();
    }
    expect(route.renders()).toBe(2);
  });

  it('lets a render others may wait on go on when its visitor leaves, and keeps its page', async () => {
    clock = 0;
    const signals: (AbortSignal | undefined)[] = [];
    route = await startRoute(
      async (request) => {
        signals.push(request.signal);
        await new Promise((resolve) => setTimeout(resolve, 300));
        return page(200);
      },
      { pageCache: cacheOf() },
    );
    await leaveWhen(route.url + PRODUCT, () => signals.length > 0);
    // A request that comes meanwhile waits on that render and gets its page.
    const waiting = await get(route.url + PRODUCT);
    expect(waiting).toMatchObject({ status: 200, cache: 'miss' });
    expect(waiting.html).toContain('<main>Some beans</main>');
    expect(await get(route.url + PRODUCT)).toMatchObject({ status: 200, cache: 'hit' });
    expect(route.renders()).toBe(1);
    expect(signals).toEqual([undefined]);
    const metrics = await route.metrics();
    expect(metrics).toMatch(/^shell_renders_total\{outcome="whole"\} 1$/m);
    expect(metrics).not.toMatch(/^shell_renders_total\{outcome="abandoned"\}/m);
    expect(route.errors()).toEqual([]);
  });

  it("stops a signed-in shopper's render (for that request alone) when they leave", async () => {
    clock = 0;
    let signal: AbortSignal | undefined;
    route = await startRoute(
      async (request) => {
        signal = request.signal;
        await abortedSignal(request.signal);
        throw request.signal!.reason;
      },
      { pageCache: cacheOf() },
    );
    await leaveWhen(route.url + PRODUCT, () => signal !== undefined, { cookie: 'sid=a-session' });
    await abortedSignal(signal);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(signal?.aborted).toBe(true);
    expect(await route.metrics()).toMatch(/^shell_renders_total\{outcome="abandoned"\} 1$/m);
    expect(route.errors()).toEqual([]);
  });
});
