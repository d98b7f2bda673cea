import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { SHELL_URL } from '../fixtures/ports';

/**
 * A new page opens at its top; back and forward return to where the shopper left each page (a
 * listing to the product they opened from it), once the page's content is there again.
 */

const scrollOf = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/**
 * The heading of the first product card wholly on the screen and not under the sticky header (a
 * click on one under it would scroll the page first: Playwright clicks only what it can hit).
 */
async function cardOnScreen(page: Page) {
  const headings = page.getByTestId('product-card').getByRole('heading');
  const index = await headings.evaluateAll((elements) =>
    elements.findIndex((element) => {
      const box = element.getBoundingClientRect();
      const uncovered = element.contains(
        document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2),
      );
      return box.top >= 0 && box.bottom <= window.innerHeight && uncovered;
    }),
  );
  expect(index).toBeGreaterThanOrEqual(0);
  return headings.nth(index);
}

const SETUPS = [
  {
    device: 'a desktop',
    lang: 'en',
    next: 'Next',
    pages: 'Pages',
    viewport: { width: 1280, height: 720 },
  },
  {
    device: 'a phone',
    lang: 'ua',
    next: 'Далі',
    pages: 'Сторінки',
    viewport: { width: 390, height: 844 },
  },
] as const;

for (const { device, lang, next, pages, viewport } of SETUPS) {
  test.describe(`on ${device} (${lang})`, () => {
    test.use({ viewport });

    test('a product opens at its top, and back returns the listing to that product', async ({
      page,
    }) => {
      await page.goto(`/${lang}/catalog`);
      await expect(page.getByTestId('product-card')).toHaveCount(20);
      await page.evaluate(() => window.scrollTo(0, 1800));
      await expect.poll(() => scrollOf(page)).toBe(1800);

      const heading = await cardOnScreen(page);
      const name = (await heading.textContent())!;
      await heading.getByRole('link').click();
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      expect(await scrollOf(page)).toBe(0);
      await page.evaluate(() => window.scrollTo(0, 300));
      await expect.poll(() => scrollOf(page)).toBe(300);

      await page.goBack();
      await expect(page).toHaveURL(`${SHELL_URL}/${lang}/catalog`);
      await expect.poll(() => scrollOf(page)).toBe(1800);
      await expect(
        page.getByTestId('product-card').getByRole('heading', { name, exact: true }),
      ).toBeInViewport();

      await page.goForward();
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      await expect.poll(() => scrollOf(page)).toBe(300);
    });

    test("a listing's next page opens at its top, and back returns to the pagination", async ({
      page,
    }) => {
      await page.goto(`/${lang}/catalog`);
      const nextPage = page.getByRole('link', { name: next, exact: true });
      await nextPage.scrollIntoViewIfNeeded();
      const left = await scrollOf(page);
      expect(left).toBeGreaterThan(1000);
      await nextPage.click();
      await expect(page).toHaveURL(`${SHELL_URL}/${lang}/catalog?page=2`);
      await expect(
        page.getByRole('navigation', { name: pages }).locator('[aria-current="page"]'),
      ).toHaveText('2');
      expect(await scrollOf(page)).toBe(0);

      await page.goBack();
      await expect(page).toHaveURL(`${SHELL_URL}/${lang}/catalog`);
      await expect.poll(() => scrollOf(page)).toBe(left);
      await expect(nextPage).toBeInViewport();
    });
  });
}

test('a reload keeps the place on the page', async ({ page }) => {
  await page.goto('/pl/catalog');
  await page.evaluate(() => window.scrollTo(0, 1500));
  await expect.poll(() => scrollOf(page)).toBe(1500);
  await page.reload();
  await expect.poll(() => scrollOf(page)).toBe(1500);
});
