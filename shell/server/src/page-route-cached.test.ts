/**
 * @jest-environment node
 */
import { leaveWhen } from '@storefront/shared/testing/leaving-visitor';
import { createPageCache } from './page-cache';
import { BOT, PRODUCT, page, testRoutes, abortedSignal } from './test-page-route';

/**
 * The page route with the page cache: a kept page sent first (even under pressure), no outage
 * kept, and a render others wait on never stopped when its own visitor leaves.
 */
const routes = testRoutes();

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
    const route = await routes.start(async () => page(200), {
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
    const route = await routes.start(async () => page(503), { pageCache: cacheOf() });
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
    let nextCame = () => {};
    const next = new Promise<void>((resolve) => (nextCame = resolve));
    const route = await routes.start(
      async (request) => {
        signals.push(request.signal);
        // It runs until the next request has come, and a moment more for that one to find it.
        await next;
        await new Promise((resolve) => setTimeout(resolve, 100));
        return page(200);
      },
      { pageCache: cacheOf(), onRequest: (count) => count === 2 && nextCame() },
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
    const route = await routes.start(
      async (request) => {
        signal = request.signal;
        await abortedSignal(request.signal);
        throw request.signal!.reason;
      },
      { pageCache: cacheOf() },
    );
    await leaveWhen(route.url + PRODUCT, () => route.renders() > 0, { cookie: 'sid=a-session' });
    expect(signal).toBeDefined();
    await abortedSignal(signal);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(signal?.aborted).toBe(true);
    expect(await route.metrics()).toMatch(/^shell_renders_total\{outcome="abandoned"\} 1$/m);
    expect(route.errors()).toEqual([]);
  });
});
