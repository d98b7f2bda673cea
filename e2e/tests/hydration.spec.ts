import type { ConsoleMessage, Page, Request } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { signedInCustomer } from '../fixtures/account';
import { putInCart } from '../fixtures/checkout';
import { SHELL_URL } from '../fixtures/ports';
import { DEMO_CATEGORY, DEMO_PRODUCT } from '../size/pages.mjs';

/**
 * Every page type arrives rendered by the server and is hydrated, not rendered again: no console
 * error or warning (React reports a hydration mismatch there), the browser does not ask the API
 * again for what the server's render already had, and it fetches each script once (the page's
 * loader and the federation runtimes share the chunks' script elements).
 */

const LANGUAGES = ['en', 'ua'] as const;

/** API answers that are about the visitor: the server never renders them, the browser asks. */
const PERSONAL_API = /^\/api\/v1\/(auth\/me|user\/|order|promo-code)/;
/** Pictures are not data: the page's images load as the browser needs them. */
const IMAGES = /^\/api\/v1\/images\//;

interface Watched {
  problems: string[];
  /** The API requests the browser made, as `METHOD path?query`. */
  apiRequests: string[];
  /** The scripts the browser fetched, from any origin. */
  scripts: string[];
}

/** Console errors and warnings, uncaught errors and API requests of the page from now on. */
function watch(page: Page): Watched {
  const watched: Watched = { problems: [], apiRequests: [], scripts: [] };
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning')
      watched.problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => watched.problems.push(`uncaught: ${error.message}`));
  page.on('request', (request: Request) => {
    if (request.resourceType() === 'script') watched.scripts.push(request.url());
    const url = new URL(request.url());
    if (url.origin === SHELL_URL && url.pathname.startsWith('/api/v1/'))
      watched.apiRequests.push(`${request.method()} ${url.pathname}${url.search}`);
  });
  return watched;
}

/** Opens a page and waits until it is hydrated and its network has settled. */
async function open(page: Page, path: string): Promise<Watched> {
  const watched = watch(page);
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  // The server rendered the page's content: the browser hydrates it.
  expect(await response!.text(), path).toContain('<main id="main"');
  await page.waitForLoadState('networkidle');
  return watched;
}

/** Nothing went wrong, and the browser asked only for answers about the visitor. */
function expectHydratedOnly(watched: Watched, path: string) {
  expect(watched.problems, path).toEqual([]);
  const repeated = watched.apiRequests.filter((request) => {
    const path = request.split(' ')[1]!;
    return !PERSONAL_API.test(path) && !IMAGES.test(path);
  });
  expect(repeated, `${path}: API requests the server had answered`).toEqual([]);
  const twice = watched.scripts.filter((script, index) => watched.scripts.indexOf(script) < index);
  expect(twice, `${path}: scripts fetched twice`).toEqual([]);
}

const PUBLIC_PAGES = [
  { name: 'home', path: '', heading: 'Verde Market' },
  { name: 'listing', path: '/catalog' },
  { name: 'category', path: `/catalog/${DEMO_CATEGORY}` },
  { name: 'product', path: `/catalog/${DEMO_CATEGORY}/${DEMO_PRODUCT}` },
  { name: 'order tracking', path: '/order-tracking' },
  { name: 'contact', path: '/contact-us' },
  { name: 'legal', path: '/privacy-policy' },
] as const;

for (const lang of LANGUAGES) {
  test.describe(`hydration in ${lang}`, () => {
    for (const { name, path } of PUBLIC_PAGES) {
      test(`the ${name} page hydrates without errors or repeated requests`, async ({ page }) => {
        const url = `/${lang}${path}`;
        const watched = await open(page, url);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        expectHydratedOnly(watched, url);
      });
    }

    test('the checkout with a product in the cart hydrates, then asks for its estimate', async ({
      page,
      request,
    }) => {
      const product = await (
        await request.get(`/api/v1/product/${DEMO_PRODUCT}?lang=${lang}`)
      ).json();
      await putInCart(page, [product]);
      const url = `/${lang}/checkout`;
      const watched = await open(page, url);
      await expect(page.getByRole('main').getByText(product.name).first()).toBeVisible();
      expectHydratedOnly(watched, url);
      expect(watched.apiRequests).toContain(`POST /api/v1/order/estimate?lang=${lang}`);
    });

    test('the profile pages of a signed-in customer hydrate without errors', async ({
      page,
      context,
    }) => {
      test.slow();
      await signedInCustomer(context, lang, 'hydration');
      for (const path of [
        '/profile',
        '/profile/orders',
        '/profile/details',
        '/profile/favorites',
        '/profile/promo-codes',
      ]) {
        const url = `/${lang}${path}`;
        const watched = await open(page, url);
        await expect(page.getByTestId('account-menu-trigger')).toBeVisible();
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        expectHydratedOnly(watched, url);
      }
    });
  });
}

test('a rendered page fetches its scripts once painted, and loads Intl in a worker meanwhile', async ({
  page,
}) => {
  const started: string[] = [];
  page.on('worker', (worker) => started.push(new URL(worker.url()).pathname));
  const scriptsAt: number[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/assets/main.js')) scriptsAt.push(Date.now());
  });
  const watched = await open(page, `/ua/catalog/${DEMO_CATEGORY}/${DEMO_PRODUCT}`);
  // The entry was asked for after the first contentful paint, not with the page.
  const firstPaint = await page.evaluate(
    () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1,
  );
  const entryAsked = await page.evaluate(
    () =>
      performance
        .getEntriesByType('resource')
        .find((entry) => entry.name.endsWith('/assets/main.js'))?.startTime ?? -1,
  );
  expect(firstPaint).toBeGreaterThan(0);
  expect(entryAsked).toBeGreaterThan(firstPaint);
  expect(scriptsAt).toHaveLength(1);
  expect(started).toContain('/intl-warmup.js');
  // The worker's script is there (a missing one would show as an error in the console).
  expectHydratedOnly(watched, 'product');
  const worker = await page.request.get('/intl-warmup.js');
  expect(worker.status()).toBe(200);
  expect(worker.headers()['content-type']).toContain('javascript');
});

test('a 404 hydrates without errors, once it has read the store it was sent without', async ({
  page,
}) => {
  const watched = watch(page);
  const response = await page.goto('/en/no-such-page');
  expect(response?.status()).toBe(404);
  expect(await response!.text()).not.toContain('"endpointName":"getStore"');
  await page.waitForLoadState('networkidle');
  await expect(
    page.getByRole('heading', { name: 'Page not found: /en/no-such-page' }),
  ).toBeVisible();
  // The console reports the page's own status; nothing else.
  expect(watched.problems.filter((problem) => !problem.includes('status of 404'))).toEqual([]);
  const shared = watched.apiRequests.filter((request) => {
    const path = request.split(' ')[1]!;
    return !PERSONAL_API.test(path) && !IMAGES.test(path);
  });
  expect(shared).toEqual(['GET /api/v1/store']);
});
