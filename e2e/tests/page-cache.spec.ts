import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { signedInCustomer } from '../fixtures/account';
import { productOf } from '../fixtures/checkout';
import { placeOrderThroughApi } from '../fixtures/guest-order';
import { PAGE_CACHE_SHELL_PORT } from '../fixtures/ports';
import { startShell } from '../fixtures/processes';
import { expect, test } from '../fixtures/test';

/**
 * The page cache of the shell's server (shell/server/src/page-cache.ts), on a shell of the test's
 * own that keeps pages for a few seconds, with the suite's API and remotes: what a shopper sees
 * when the catalog changes, in another currency or language, and signed in.
 */

const SHELL = `http://localhost:${PAGE_CACHE_SHELL_PORT}`;
const FRESH_SECONDS = 3;
/**
 * One render at most: its data's deadline and React's (1.5 s and 1 s, shell/src/ssr/renderer.tsx),
 * and a margin for a busy machine and the polling.
 */
const ONE_RENDER_MS = 4000;

/** Products no other test uses: their stock and their kept pages are this test's. */
const BOARD = {
  slug: 'oak-serving-board-40cm',
  path: '/en/catalog/kitchen/oak-serving-board-40cm',
};
const SCOOP = '/catalog/accessories/walnut-coffee-measuring-scoop';
const COASTERS = '/en/catalog/accessories/cork-coasters-set-of-4';

test.describe.configure({ mode: 'serial' });

let shell: ChildProcess;
test.beforeAll(async () => {
  shell = await startShell(PAGE_CACHE_SHELL_PORT, {
    PAGE_CACHE_SECONDS: String(FRESH_SECONDS),
    PAGE_STALE_SECONDS: '30',
  });
});
test.afterAll(() => {
  shell.kill();
});

/** A page as a browser without a session gets it (no cookie jar: only `cookie` is sent). */
async function fetchPage(path: string, cookie?: string) {
  const response = await fetch(`${SHELL}${path}`, { headers: cookie ? { cookie } : {} });
  return {
    status: response.status,
    cache: response.headers.get('x-cache'),
    html: await response.text(),
  };
}

/** The product's own stock badge (the first on its page: related products come after). */
const stockOf = (html: string) => /data-testid="stock"[^>]*>([^<]+)</.exec(html)?.[1];
/** The product's own price, as the page shows it. */
const priceOf = (html: string) => /data-testid="current-price"[^>]*>([^<]+)</.exec(html)?.[1];

test("a product's new stock shows on its page within PAGE_CACHE_SECONDS and one render", async ({
  page,
  request,
  pageErrors,
  staffApi,
}) => {
  const first = await fetchPage(BOARD.path);
  expect(first.status).toBe(200);
  expect(stockOf(first.html)).toBe('In stock');
  expect((await fetchPage(BOARD.path)).cache).toBe('hit');

  // An order leaves two on the shelf: "only a few left".
  const board = await productOf(staffApi, BOARD.slug, 'en');
  // A guest's order, through the test's shell.
  const order = await placeOrderThroughApi(request, 'en', {
    productId: board.id,
    quantity: board.stock - 2,
    shell: SHELL,
  });
  const ordered = Date.now();
  try {
    // The kept page, for now.
    const kept = await fetchPage(BOARD.path);
    expect(kept.cache).toBe('hit');
    expect(stockOf(kept.html)).toBe('In stock');

    const seen: string[] = [];
    await expect
      .poll(
        async () => {
          const { cache, html } = await fetchPage(BOARD.path);
          seen.push(`${cache}: ${stockOf(html)}`);
          return stockOf(html);
        },
        { intervals: [250], timeout: FRESH_SECONDS * 1000 + ONE_RENDER_MS },
      )
      .toBe('Only a few left');
    expect(Date.now() - ordered).toBeLessThanOrEqual(FRESH_SECONDS * 1000 + ONE_RENDER_MS);
    // Past its fresh time the page was served as it was while one request rendered it again.
    expect(seen).toContain('stale: In stock');

    // What a shopper sees, and the kept page hydrates.
    const response = await page.goto(`${SHELL}${BOARD.path}`);
    expect(response?.headers()['x-cache']).toMatch(/^(hit|stale)$/);
    await expect(page.getByTestId('stock').first()).toHaveText('Only a few left');
    expect(pageErrors).toEqual([]);
  } finally {
    // Cancelled: the boards are back on the shelf.
    const cancelled = await staffApi.patch(`/api/v1/order/${order.id}/status`, {
      data: { status: 'CANCELLED' },
    });
    expect(cancelled.status()).toBe(200);
  }
});

test('a page kept for PLN is never served for EUR, nor for another language', async ({
  browser,
}) => {
  const pln = await fetchPage(`/en${SCOOP}`, 'app-currency=PLN');
  expect(pln.cache).toBe('miss');
  expect(priceOf(pln.html)).toMatch(/PLN|zł/);
  const eur = await fetchPage(`/en${SCOOP}`, 'app-currency=EUR');
  expect(eur.cache).toBe('miss');
  expect(priceOf(eur.html)).toMatch(/€/);
  const polish = await fetchPage(`/pl${SCOOP}`, 'app-currency=PLN');
  expect(polish.cache).toBe('miss');
  expect(polish.html).toContain('<html lang="pl-PL">');

  // Each kept page goes to its own currency and language.
  for (const [path, cookie, price] of [
    [`/en${SCOOP}`, 'app-currency=PLN', /PLN|zł/],
    [`/en${SCOOP}`, 'app-currency=EUR', /€/],
    [`/pl${SCOOP}`, 'app-currency=PLN', /zł/],
  ] as const) {
    const again = await fetchPage(path, cookie);
    expect(again.cache, `${path} ${cookie}`).toBe('hit');
    expect(priceOf(again.html), `${path} ${cookie}`).toMatch(price);
  }
  const english = await fetchPage(`/en${SCOOP}`, 'app-currency=PLN');
  expect(english.html).toContain('<html lang="en-US">');

  // A shopper who chose euros sees euros on the kept page, hydrated.
  const context = await browser.newContext();
  await context.addCookies([{ name: 'app-currency', value: 'EUR', url: SHELL }]);
  const page = await context.newPage();
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  const response = await page.goto(`${SHELL}/en${SCOOP}`);
  expect(response?.headers()['x-cache']).toBe('hit');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect(page.getByTestId('current-price').first()).toContainText('€');
  expect(errors).toEqual([]);
  await context.close();
});

test("a signed-in shopper's request makes no entry a guest gets, reads none, and holds nothing of theirs", async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: SHELL });
  await signedInCustomer(context, 'en', 'cache');
  const page = await context.newPage();

  const response = await page.goto(COASTERS);
  expect(response?.headers()['x-cache']).toBe('bypass');
  expect(response?.headers()['cache-control']).toBe('no-cache');
  const html = await response!.text();
  expect(html).toContain('Cork coasters');
  for (const personal of ['Iryna', 'Koval', '@example.com']) expect(html).not.toContain(personal);
  // Signed in all the same: the browser asks who it is.
  await expect(page.getByTestId('account-menu-trigger')).toBeVisible();

  // A guest's first request renders: the signed-in one made no entry...
  const guest = await fetchPage(COASTERS);
  expect(guest.cache).toBe('miss');
  expect((await fetchPage(COASTERS)).cache).toBe('hit');
  // ...and a signed-in request does not read the guest's.
  const again = await page.goto(COASTERS);
  expect(again?.headers()['x-cache']).toBe('bypass');
  await context.close();
});

test('a page whose first visitor leaves before it is sent is still rendered and kept for the next', async () => {
  // A query of the test's own: a key nobody has asked for.
  const path = `${COASTERS}?left=${randomUUID().slice(0, 8)}`;
  await new Promise<void>((resolve) => {
    const request = http.get(`${SHELL}${path}`, (response) => response.resume());
    request.on('error', () => undefined);
    // Gone once the request is sent, while its render waits for its data (the product, the
    // categories).
    request.once('finish', () =>
      setTimeout(() => {
        request.destroy();
        resolve();
      }, 50),
    );
  });
  // The render others would wait on went on without its visitor, and its page was kept: the next
  // request is served it, fresh or (the render's time being longer than its fresh time) stale; a
  // render stopped with its visitor keeps nothing: a miss.
  await new Promise((resolve) => setTimeout(resolve, ONE_RENDER_MS));
  const next = await fetchPage(path);
  expect(next.status).toBe(200);
  expect(next.cache).toMatch(/^(hit|stale)$/);
  expect(next.html).toContain('Cork coasters');
});
