import type { ChildProcess } from 'node:child_process';
import http from 'node:http';
import { expect, test } from '../fixtures/test';
import { FAILING_CATALOG_PORTS, PORTS } from '../fixtures/ports';
import { startShell } from '../fixtures/processes';
import { forward } from '../fixtures/proxy';
import { DEMO_CATEGORY, DEMO_PRODUCT } from '../size/pages.mjs';

const SHELL = `http://localhost:${FAILING_CATALOG_PORTS.shell}`;

test.describe('a catalog whose API fails', () => {
  let shell: ChildProcess;
  // The API, but the demo product and the categories answer 500.
  const proxy = http.createServer((request, response) => {
    const url = request.url ?? '';
    if (url.startsWith(`/api/v1/product/${DEMO_PRODUCT}`) || url.startsWith('/api/v1/category')) {
      response.writeHead(500, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ statusCode: 500, code: 'UNKNOWN_ERROR', message: 'down' }));
    } else forward(PORTS.api, request, response);
  });

  test.beforeAll(async () => {
    await new Promise<void>((resolve) =>
      proxy.listen(FAILING_CATALOG_PORTS.api, '127.0.0.1', resolve),
    );
    shell = await startShell(FAILING_CATALOG_PORTS.shell, {
      API_URL: `http://127.0.0.1:${FAILING_CATALOG_PORTS.api}`,
    });
  });

  test.afterAll(async () => {
    shell.kill();
    await new Promise((resolve) => proxy.close(resolve));
  });

  test('a product page says it is unavailable for now, with the status, not that it is missing', async ({
    page,
  }) => {
    const path = `/en/catalog/${DEMO_CATEGORY}/${DEMO_PRODUCT}`;
    expect((await page.request.get(SHELL + path)).status()).toBe(500);

    await page.goto(SHELL + path);
    await expect(
      page.getByRole('heading', { name: 'This page is unavailable right now' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(page.getByText(/does not exist|not found/i)).toHaveCount(0);

    // A product the catalog does not have is still missing.
    const missing = await page.request.get(`${SHELL}/en/catalog/${DEMO_CATEGORY}/no-such-product`);
    expect(missing.status()).toBe(404);
  });

  test('a category page in Polish says the same in Polish', async ({ page }) => {
    const path = `/pl/catalog/${DEMO_CATEGORY}`;
    expect((await page.request.get(SHELL + path)).status()).toBe(500);

    await page.goto(SHELL + path);
    await expect(
      page.getByRole('heading', { name: 'Ta strona jest chwilowo niedostępna' }),
    ).toBeVisible();
  });
});
