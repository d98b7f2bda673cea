/**
 * @jest-environment node
 */
import { leaveWhen } from '@storefront/shared/testing/leaving-visitor';
import {
  BOT,
  PRODUCT,
  page,
  testRoutes,
  titleOf,
  robotsOf,
  abortedSignal,
} from './test-page-route';

/**
 * The page route on a renderer of the test's own: what it answers when a page cannot be shown
 * now, when the server is too busy to render, and when the visitor goes mid-render.
 */
const routes = testRoutes();

describe('a page that cannot be shown now', () => {
  it('answers 503 with Retry-After and the outage head in its language, kept out of the index', async () => {
    const route = await routes.start(async () => page(503));
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
    const route = await routes.start(async () => page(500));
    const response = await fetch(`${route.url}/en/catalog/coffee/some-beans`);
    expect(response.status).toBe(500);
    expect(response.headers.get('retry-after')).toBeNull();
    expect(titleOf(await response.text())).toBe('Verde Market | Page temporarily unavailable');
  });
});

describe('a server under pressure', () => {
  it('sends a shopper the page for the browser to render, and tells a crawler to come back', async () => {
    const route = await routes.start(async () => page(200), { underPressure: true });
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
    const route = await routes.start(async () => ({ redirect: '/pl/catalog/coffee' }));
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
    const route = await routes.start(
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
    const route = await routes.start(async (request) => {
      signal = request.signal;
      // A render waiting on a hung API: it ends only when it is stopped.
      await abortedSignal(request.signal);
      throw request.signal!.reason;
    });
    await leaveWhen(route.url + PRODUCT, () => route.renders() > 0);
    expect(signal).toBeDefined();
    await abortedSignal(signal);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(signal?.aborted).toBe(true);
    expect(await route.metrics()).toMatch(/^shell_renders_total\{outcome="abandoned"\} 1$/m);
    expect(route.errors()).toEqual([]);
  });

  it('stops a streamed page whose visitor leaves after its layout, with no error logged', async () => {
    let finished: (value: string) => void = () => undefined;
    const rest = new Promise<string>((resolve) => (finished = resolve));
    const route = await routes.start(async (request) => {
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
    await leaveWhen(route.url + PRODUCT, (received) => received.length > 0, {
      'accept-encoding': 'br',
    });
    expect(await rest).toBe('stopped');
    await new Promise((resolve) => setTimeout(resolve, 100));
    const metrics = await route.metrics();
    expect(metrics).toMatch(/^shell_renders_total\{outcome="abandoned"\} 1$/m);
    expect(metrics).not.toMatch(/^shell_renders_total\{outcome="streamed"\}/m);
    expect(route.errors()).toEqual([]);
  });
});
