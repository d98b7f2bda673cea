import type { ChildProcess } from 'node:child_process';
import http from 'node:http';
import type { Socket } from 'node:net';
import { leaveWhen } from '@storefront/shared/testing/leaving-visitor';
import { expect, test } from '../fixtures/test';
import { OUTAGE_PORTS, PORTS } from '../fixtures/ports';
import { startLoggedShell } from '../fixtures/processes';
import { forward } from '../fixtures/proxy';
import { DEMO_CATEGORY, DEMO_PRODUCT } from '../size/pages.mjs';

/**
 * A shell of its own (its log and metrics read) whose API sits behind a proxy the test controls:
 * it passes every request on, or holds the product requests unanswered (the API hangs), or drops
 * every connection (the API is down). A page whose data cannot be had says so: 503, Retry-After,
 * the outage's head; and a visitor who leaves mid-render stops the render and its API requests.
 */
type Mode = 'pass' | 'products-hang' | 'down';

const SHELL = `http://localhost:${OUTAGE_PORTS.shell}`;
const METRICS = `http://127.0.0.1:${OUTAGE_PORTS.metrics}/metrics`;
const PRODUCT_PAGE = `/en/catalog/${DEMO_CATEGORY}/${DEMO_PRODUCT}`;
const BOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

let mode: Mode = 'pass';
/** The product requests the proxy holds, each with when it was closed (by the shell). */
const held: { url: string; closedAt: number | null }[] = [];
const sockets = new Set<Socket>();

const proxy = http.createServer((request, response) => {
  if (mode === 'down') return void request.socket.destroy();
  if (mode === 'products-hang' && request.url!.startsWith('/api/v1/product')) {
    const entry = { url: request.url!, closedAt: null as number | null };
    held.push(entry);
    response.once('close', () => (entry.closedAt = Date.now()));
    return;
  }
  forward(PORTS.api, request, response);
});
proxy.on('connection', (socket) => {
  sockets.add(socket);
  socket.on('close', () => sockets.delete(socket));
});

const titleOf = (html: string) => /<title data-server-head>([^<]*)<\/title>/.exec(html)?.[1];
const robotsOf = (html: string) =>
  /<meta data-server-head name="robots" content="([^"]*)">/.exec(html)?.[1];

/**
 * Asks for a page and closes the connection, as a visitor who leaves, once the render waits on a
 * product request the proxy holds and, with `afterLayout`, once the page's layout has come (its
 * footer): a render stopped before it asked for its product never asks (nothing to see closed).
 * Answers when the visitor left and what of the page had come by then.
 */
async function leaveMidRender(path: string, { afterLayout }: { afterLayout: boolean }) {
  const before = held.length;
  const received = await leaveWhen(
    `${SHELL}${path}`,
    (page) => held.length > before && (!afterLayout || page.includes('</footer>')),
    { 'accept-encoding': 'br' },
  );
  return { leftAt: Date.now(), received };
}

/** The count of a metric's series, 0 when it has none yet. */
async function metric(series: string): Promise<number> {
  const text = await (await fetch(METRICS)).text();
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

test.describe('a shop whose API hangs or is down', () => {
  test.describe.configure({ mode: 'serial' });
  let shell: ChildProcess;
  let log: () => string;

  test.beforeAll(async () => {
    await new Promise<void>((resolve) => proxy.listen(OUTAGE_PORTS.api, '127.0.0.1', resolve));
    ({ shell, log } = await startLoggedShell(OUTAGE_PORTS.shell, {
      API_URL: `http://127.0.0.1:${OUTAGE_PORTS.api}`,
      METRICS_PORT: String(OUTAGE_PORTS.metrics),
      // Every page rendered for its request: a page kept while the API answered would still be
      // served (the page cache's hit comes first), and a render the cache may keep is not stopped
      // when its visitor leaves (page-cache.spec.ts and page-route.test.ts test both).
      PAGE_CACHE_SECONDS: '0',
    }));
    // A running shop: the store has been read while the API answered.
    expect((await fetch(`${SHELL}${PRODUCT_PAGE}`)).status).toBe(200);
  });

  test.afterAll(async () => {
    mode = 'pass';
    shell?.kill();
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => proxy.close(resolve));
  });

  for (const outage of ['products-hang', 'down'] as const) {
    test(`${outage}: a product page answers 503 with Retry-After and the outage's head, to a shopper and to Googlebot`, async () => {
      mode = outage;
      for (const [path, title] of [
        [PRODUCT_PAGE, 'Verde Market | Page temporarily unavailable'],
        [
          `/pl/catalog/${DEMO_CATEGORY}/${DEMO_PRODUCT}`,
          'Verde Market | Strona chwilowo niedostępna',
        ],
      ]) {
        for (const headers of [{}, { 'user-agent': BOT }] as Record<string, string>[]) {
          const response = await fetch(`${SHELL}${path}`, { headers });
          expect(response.status, path).toBe(503);
          expect(response.headers.get('retry-after')).toBe('30');
          const html = await response.text();
          expect(titleOf(html)).toBe(title);
          expect(robotsOf(html)).toBe('noindex, nofollow');
        }
      }
    });
  }

  test("a shopper's browser shows the translated error screen while the API is down", async ({
    page,
    pageErrors,
  }) => {
    mode = 'down';
    await page.goto(`${SHELL}/pl/catalog/${DEMO_CATEGORY}/${DEMO_PRODUCT}`);
    await expect(
      page.getByRole('heading', { name: 'Ta strona jest chwilowo niedostępna' }),
    ).toBeVisible();
    await expect(page).toHaveTitle('Verde Market | Strona chwilowo niedostępna');
    expect(pageErrors).toEqual([]);
  });

  test('a visitor who leaves mid-render stops the render and its API requests, counted and not logged as an error', async () => {
    mode = 'products-hang';
    const abandoned = await metric('shell_renders_total{outcome="abandoned"}');
    const logged = log().length;
    held.length = 0;

    // Gone before the first byte (the product page waits for its product), and after the
    // layout of a streamed page (the catalog's layout goes first while its list is held).
    for (const [path, afterLayout] of [
      [PRODUCT_PAGE, false],
      ['/en/catalog', true],
    ] as const) {
      const before = held.length;
      const { leftAt, received } = await leaveMidRender(path, { afterLayout });
      expect(received.includes('</footer>'), path).toBe(afterLayout);
      // Its API requests end when the visitor leaves, not at the render's deadlines (1.5 s, 2 s).
      await expect
        .poll(() => held.slice(before).every((request) => request.closedAt !== null), {
          timeout: 1000,
        })
        .toBe(true);
      for (const request of held.slice(before))
        expect(request.closedAt! - leftAt, request.url).toBeLessThan(500);
    }

    await expect.poll(() => metric('shell_renders_total{outcome="abandoned"}')).toBe(abandoned + 2);
    const lines = log().slice(logged).split('\n').filter(Boolean);
    const errors = lines.filter((line) => !line.startsWith('{') || JSON.parse(line).level >= 50);
    expect(errors).toEqual([]);
  });
});
