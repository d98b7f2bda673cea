import type { ChildProcess } from 'node:child_process';
import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { placeOrderThroughApi } from '../fixtures/guest-order';
import { startOwnApi } from '../fixtures/own-api';
import { FRESHNESS_PORTS } from '../fixtures/ports';
import { startShell } from '../fixtures/processes';
import { startRedis } from '../fixtures/redis';
import { E2E_STAFF } from '../fixtures/topology.mjs';
import { expect, test } from '../fixtures/test';

/**
 * The storefront shows a staff change at once: two replicas of the shell, with the page cache on
 * as in production (kept far longer than the test takes, so only the change can explain a fresh
 * page), share a Redis in front of an API of their own that tells them of changes through it. A
 * product's pages are kept on both; a manager cancels an order through replica A's proxy, which
 * puts the product back on the shelf; the next request on either replica shows it, and a
 * shopper's client navigation right after the change does too.
 *
 * The API is the test's own (a fresh database, seeded on start), not the suite's: the suite's runs
 * without Redis, and what is under test is its message to the replicas through Redis.
 */

const SHELL_A = `http://localhost:${FRESHNESS_PORTS.shellA}`;
const SHELL_B = `http://localhost:${FRESHNESS_PORTS.shellB}`;

/** A product of the kitchen's first listing page, with enough on the shelf to leave two. */
interface Product {
  id: string;
  slug: string;
  name: string;
  stock: number;
}
const LISTING = '/en/catalog/kitchen';

test.describe.configure({ mode: 'serial', timeout: 120_000 });

let redis: Awaited<ReturnType<typeof startRedis>>;
let api: Awaited<ReturnType<typeof startOwnApi>>;
let shells: ChildProcess[] = [];
let product: Product;
let productPath: string;
let order: { id: string };

test.beforeAll(async () => {
  test.setTimeout(120_000);
  redis = await startRedis();
  api = await startOwnApi(FRESHNESS_PORTS.api, `${SHELL_A},${SHELL_B}`, {
    REDIS_URL: redis.url,
    STAFF_ACCOUNTS: `MANAGER:${E2E_STAFF.MANAGER.email}:${E2E_STAFF.MANAGER.password}`,
    ORDER_RATE_LIMIT: '500',
  });
  const replica = (port: number) =>
    startShell(port, {
      API_URL: api.url,
      // One shop behind both, as replicas behind a balancer are: the same pages, the same keys.
      PUBLIC_URL: SHELL_A,
      REDIS_URL: redis.url,
      PAGE_CACHE_SECONDS: '600',
      PAGE_STALE_SECONDS: '600',
    });
  shells = [await replica(FRESHNESS_PORTS.shellA), await replica(FRESHNESS_PORTS.shellB)];

  const listing = await fetch(`${api.url}/api/v1/product?category=kitchen&lang=en`);
  const { items } = (await listing.json()) as { items: Product[] };
  // On the listing's first page (20 cards), as a shopper sees it.
  product = items.slice(0, 20).find((item) => item.stock >= 5)!;
  productPath = `${LISTING}/${product.slug}`;
  // A replica's first renders (its remotes' server builds loading on a busy machine, the API's
  // first reads of a new database) can outlast a render's deadline: a page rendered so is not
  // kept. Each is warmed on an address of its own (one it could not be served from Redis).
  for (const shell of [SHELL_A, SHELL_B])
    await expect
      .poll(async () => (await fetchPage(shell, `${productPath}?warm=${shell.slice(-4)}`)).stock, {
        timeout: 60_000,
      })
      .toBeTruthy();
});

test.afterAll(async () => {
  for (const shell of shells) shell.kill();
  await api?.stop();
  await redis?.stop();
});

/** A page as a browser without a session gets it from a replica. */
async function fetchPage(shell: string, path: string) {
  const response = await fetch(`${shell}${path}`);
  const html = await response.text();
  return {
    cache: response.headers.get('x-cache'),
    /** The product's own stock badge (the first on its page), or its card's on a listing. */
    stock: stockIn(html),
  };
}

/** The stock badge of the product: the page's first, or the one of its card on a listing. */
function stockIn(html: string): string | undefined {
  const card = html.split('data-testid="product-card"').find((part) => part.includes(product.name));
  const where = html.includes('data-testid="product-card"') && card ? card : html;
  return /data-testid="stock"[^>]*>([^<]+)</.exec(where)?.[1];
}

/** A manager of the shop, signed in through a replica's proxy, as their browser would be. */
async function managerThrough(shell: string): Promise<APIRequestContext> {
  const manager = await playwrightRequest.newContext({
    baseURL: shell,
    extraHTTPHeaders: { origin: shell },
  });
  const login = await manager.post('/api/v1/auth/login', { data: E2E_STAFF.MANAGER });
  expect(login.status()).toBe(200);
  return manager;
}

test('a product left with two is kept so on both replicas', async ({ request }) => {
  // A shopper's order (not a staff change: the pages follow it within their age).
  order = await placeOrderThroughApi(request, 'en', {
    productId: product.id,
    quantity: product.stock - 2,
    shell: SHELL_A,
  });
  expect(await fetchPage(SHELL_A, productPath)).toEqual({
    cache: 'miss',
    stock: 'Only a few left',
  });
  expect(await fetchPage(SHELL_A, productPath)).toEqual({ cache: 'hit', stock: 'Only a few left' });
  // Replica B is served the page A rendered, through Redis, and keeps it.
  expect(await fetchPage(SHELL_B, productPath)).toEqual({ cache: 'hit', stock: 'Only a few left' });
  for (const shell of [SHELL_A, SHELL_B]) await fetchPage(shell, LISTING);
  expect(await fetchPage(SHELL_B, LISTING)).toEqual({ cache: 'hit', stock: 'Only a few left' });
});

test("a staff change through replica A shows on the next request on A and on B, and a shopper's next client navigation", async ({
  browser,
}) => {
  // A shopper opened the product from the listing a moment ago (the browser fetched it).
  const shopper = await browser.newContext({ baseURL: SHELL_A });
  const before = await shopper.newPage();
  await before.goto(LISTING);
  await before.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await before.getByRole('link', { name: product.name }).click();
  await expect(before).toHaveURL(`${SHELL_A}${productPath}`);
  await expect(before.getByTestId('stock').first()).toHaveText('Only a few left');

  // The manager cancels the order: the units are back on the shelf.
  const manager = await managerThrough(SHELL_A);
  const cancelled = await manager.patch(`/api/v1/order/${order.id}/status`, {
    data: { status: 'CANCELLED' },
  });
  expect(cancelled.status()).toBe(200);
  expect(cancelled.headers()['x-storefront-invalidate']?.split(' ')).toEqual(
    expect.arrayContaining(['listings', `product:${product.id}`]),
  );
  await manager.dispose();

  // The next request on A (which forwarded the write) renders the page anew, then keeps it.
  expect(await fetchPage(SHELL_A, productPath)).toEqual({ cache: 'miss', stock: 'In stock' });
  expect(await fetchPage(SHELL_A, productPath)).toEqual({ cache: 'hit', stock: 'In stock' });
  // B dropped its copies too, told by the API through Redis: its listing is a miss, then kept;
  // its product page is the one A has just rendered, shared through Redis.
  expect(await fetchPage(SHELL_B, LISTING)).toEqual({ cache: 'miss', stock: 'In stock' });
  expect(await fetchPage(SHELL_B, LISTING)).toEqual({ cache: 'hit', stock: 'In stock' });
  expect(await fetchPage(SHELL_B, productPath)).toEqual({ cache: 'hit', stock: 'In stock' });

  // The shopper, in another tab, goes from the listing to the product again: the browser asks
  // the API (its copy of the product's answer is revalidated, not reused) and shows the change.
  const after = await shopper.newPage();
  await after.goto(LISTING);
  await after.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  const answer = after.waitForResponse((response) =>
    response.url().includes(`/api/v1/product/${product.slug}?`),
  );
  await after.getByRole('link', { name: product.name }).click();
  await expect(after).toHaveURL(`${SHELL_A}${productPath}`);
  expect((await answer).headers()['cache-control']).toBe('public, no-cache');
  await expect(after.getByTestId('stock').first()).toHaveText('In stock');
  await shopper.close();
});
