// `npm run bench:ready -w @storefront/e2e`: when a phone can first add to the cart. Starts the
// production topology on its own ports (fresh PGlite), opens the product page (and a category
// listing) at 390 × 844 with the CPU slowed four times, and notes the moments an Add to cart
// button is enabled and hydrated (React's handlers attached to it) somewhere on the page, and on
// the screen, from the start of the navigation. Prints the median of BENCH_RUNS runs (5) per page. A measure, not a test.
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable, topologyPorts } from '../fixtures/topology.mjs';
import { startTopology } from '../fixtures/run-topology.mjs';
import { DEMO_CATEGORY, DEMO_PRODUCT } from '../size/pages.mjs';
import { median } from './table.mjs';

// Shifted like the e2e suite's (E2E_PORT_OFFSET), so checkouts side by side keep apart.
const OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 0);
const PORTS = topologyPorts(3350 + OFFSET, 4350 + OFFSET);
const ORIGIN = `http://localhost:${PORTS.shell}`;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const CPU_SLOWDOWN = 4;
const PAGES = [
  { name: 'product', path: `/en/catalog/${DEMO_CATEGORY}/${DEMO_PRODUCT}` },
  { name: 'category', path: `/en/catalog/${DEMO_CATEGORY}` },
];

/**
 * Milliseconds from the navigation's start until an Add to cart button can be used: anywhere on
 * the page, and on the screen (null when none is, within 15 s).
 */
async function readyAt(browser, url) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(url, { waitUntil: 'commit' });
    const usableAt = async (onScreen, timeout) => {
      const handle = await page.waitForFunction(
        (screenOnly) => {
          const usable = [...document.querySelectorAll('[data-testid="add-to-cart"]')].some(
            (button) => {
              const { top, bottom } = button.getBoundingClientRect();
              return (
                !button.disabled &&
                (!screenOnly || (top >= 0 && bottom <= window.innerHeight)) &&
                Object.keys(button).some((key) => key.startsWith('__reactProps'))
              );
            },
          );
          return usable ? performance.now() : null;
        },
        onScreen,
        { polling: 50, timeout },
      );
      return Math.round(await handle.jsonValue());
    };
    const anywhere = await usableAt(false, 15_000).catch(() => null);
    const onScreen = await usableAt(true, anywhere === null ? 1 : 15_000).catch(() => null);
    return { anywhere, onScreen };
  } finally {
    await context.close();
  }
}

const shown = (value) => value ?? '–';

const medianOf = (values) => {
  const measured = values.filter((value) => value !== null);
  return measured.length === values.length ? `${median(measured)} ms` : 'not within 15 s';
};

const executablePath = await chromiumExecutable();
if (!executablePath) throw new Error('No Chromium found.');
const topology = await startTopology(PORTS, 'add-to-cart-ready');
const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
try {
  // A first visit warms the servers (their caches, the remotes' server builds) for every run alike.
  for (const { path } of PAGES) await readyAt(browser, ORIGIN + path);
  for (const { name, path } of PAGES) {
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await readyAt(browser, ORIGIN + path));
    const anywhere = runs.map((run) => run.anywhere);
    const onScreen = runs.map((run) => run.onScreen);
    console.log(
      `${name}: Add to cart usable on the page after ${medianOf(anywhere)} (${anywhere.map(shown).join(', ')}),` +
        ` on the screen after ${medianOf(onScreen)} (${onScreen.map(shown).join(', ')})`,
    );
  }
} finally {
  await browser.close();
  await topology.stop();
}
