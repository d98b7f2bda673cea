import { expect, test } from '../fixtures/test';
import { shellWithFailingApi } from '../fixtures/failing-api';
import { FAILING_CATALOG_PORTS } from '../fixtures/ports';
import { DEMO_CATEGORY, DEMO_PRODUCT } from '../size/pages.mjs';

const SHELL = `http://localhost:${FAILING_CATALOG_PORTS.shell}`;

test.describe('a catalog whose API fails', () => {
  // The API, but the demo product and the categories answer 500.
  shellWithFailingApi(
    FAILING_CATALOG_PORTS,
    (url) =>
      url.startsWith(`/api/v1/product/${DEMO_PRODUCT}`) || url.startsWith('/api/v1/category'),
  );

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
