import type { ChildProcess } from 'node:child_process';
import { expect, test } from '../fixtures/test';
import { PRESSURE_PORTS } from '../fixtures/ports';
import { startShell } from '../fixtures/processes';
import { DEMO_CATEGORY, DEMO_PRODUCT } from '../size/pages.mjs';

/**
 * A shell of its own whose pressure threshold is 1 ms of event-loop delay: as soon as it works (a
 * few renders in a second), it is under pressure, and pages are sent for the browser to render
 * until it has caught up. A load of the test's own keeps it working meanwhile.
 */
const SHELL = `http://localhost:${PRESSURE_PORTS.shell}`;
const METRICS = `http://127.0.0.1:${PRESSURE_PORTS.metrics}/metrics`;
const PRODUCT_PAGE = `/en/catalog/${DEMO_CATEGORY}/${DEMO_PRODUCT}`;
const BOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
/** The server's page data: only a page rendered on the server has it. */
const RENDERED = 'id="storefront-page"';

/** Pages asked for two at a time until `stop` is called, for at most 60 s. */
function load() {
  let running = true;
  const until = Date.now() + 60_000;
  const worker = async () => {
    while (running && Date.now() < until)
      await fetch(`${SHELL}/en/catalog/${DEMO_CATEGORY}`).then(
        (response) => response.text(),
        () => undefined,
      );
  };
  const workers = [worker(), worker()];
  return async () => {
    running = false;
    await Promise.all(workers);
  };
}

test.describe('a shell under pressure', () => {
  test.describe.configure({ mode: 'serial', timeout: 60_000 });
  let shell: ChildProcess;
  let stopLoad: () => Promise<void>;

  test.beforeAll(async () => {
    shell = await startShell(PRESSURE_PORTS.shell, {
      RENDER_PRESSURE_DELAY_MS: '1',
      METRICS_PORT: String(PRESSURE_PORTS.metrics),
      // Every page rendered for its request: with the page cache, the load's pages and the
      // product's would be kept and sent as they are, however busy the server (a kept page comes
      // before the pressure check: page-route.test.ts tests that).
      PAGE_CACHE_SECONDS: '0',
    });
    stopLoad = load();
  });

  test.afterAll(async () => {
    await stopLoad?.();
    shell?.kill();
  });

  test('sends pages for the browser to render (200), which it does with no error', async ({
    page,
    pageErrors,
    consoleProblems,
  }) => {
    // A page the server did not render: asked for until one comes so (the server is under
    // pressure about half the time, as it sheds the load it is given).
    let html = RENDERED;
    for (let tries = 0; html.includes(RENDERED) && tries < 20; tries += 1) {
      const response = await page.goto(SHELL + PRODUCT_PAGE);
      expect(response?.status()).toBe(200);
      html = (await response?.text()) ?? '';
    }
    expect(html).not.toContain(RENDERED);
    expect(html).toContain('<div id="root"></div>');

    await expect(page.getByRole('heading', { level: 1, name: /Colombia Huila/i })).toBeVisible();
    expect(consoleProblems).toEqual([]);
    expect(pageErrors).toEqual([]);
    const metrics = await (await fetch(METRICS)).text();
    expect(metrics).toMatch(/^shell_renders_shed_total [1-9]\d*$/m);
  });

  test('tells a crawler to come back later rather than send it a page without content', async () => {
    let response = await fetch(SHELL + PRODUCT_PAGE, { headers: { 'user-agent': BOT } });
    for (let tries = 0; response.status === 200 && tries < 40; tries += 1) {
      await response.text();
      response = await fetch(SHELL + PRODUCT_PAGE, { headers: { 'user-agent': BOT } });
    }
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('30');
    const html = await response.text();
    expect(html).toContain(
      '<title data-server-head>Verde Market | Page temporarily unavailable</title>',
    );
    expect(html).toContain('<meta data-server-head name="robots" content="noindex, nofollow">');
  });
});
