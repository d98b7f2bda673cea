import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { CART_KEY, cartWithOne } from '../fixtures/cart.mjs';
import { signedInCustomer } from '../fixtures/account';
import { expect, test } from '../fixtures/test';
import { DEMO_CATEGORY, DEMO_PRODUCT } from '../size/pages.mjs';

/**
 * axe's WCAG 2.0 and 2.1 A and AA rules on the shop's main pages, in English and Ukrainian, in
 * the light and the dark color mode. The one rule left out is `meta-viewport`: the shop's viewport
 * (maximum-scale=1, user-scalable=no) is the product's choice.
 */

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const ALLOWED = ['meta-viewport'];

/** The violations of the page as it stands, one line each, with the elements they were found on. */
async function violationsOf(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(TAGS)
    .disableRules(ALLOWED)
    .analyze();
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}: ` +
      violation.nodes
        .slice(0, 5)
        .map((node) => `${node.target.join(' ')} ${node.failureSummary?.replace(/\s+/g, ' ')}`)
        .join(' | '),
  );
}

/** Opens a page in a color mode, waits for its content and fragments, and expects no violation. */
async function expectAccessible(
  page: Page,
  path: string,
  mode: 'light' | 'dark',
  ready: (page: Page) => Promise<void>,
) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('data-color-mode', mode);
  await ready(page);
  await page.waitForLoadState('networkidle');
  expect(await violationsOf(page), path).toEqual([]);
}

const heading = (page: Page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible();

for (const lang of ['en', 'ua'] as const) {
  for (const mode of ['light', 'dark'] as const) {
    test(`the main pages have no WCAG A or AA violation, in ${lang}, in the ${mode} mode`, async ({
      page,
      context,
    }) => {
      test.slow();
      await context.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
        'color-mode',
        mode,
      ] as const);
      await expectAccessible(page, `/${lang}`, mode, heading);
      await expectAccessible(page, `/${lang}/catalog`, mode, async () => {
        await expect(page.getByTestId('product-card').first()).toBeVisible();
      });
      const productPath = `/${lang}/catalog/${DEMO_CATEGORY}/${DEMO_PRODUCT}`;
      await expectAccessible(page, productPath, mode, heading);

      const product = await (
        await page.request.get(`/api/v1/product/${DEMO_PRODUCT}?lang=${lang}`)
      ).json();
      await context.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
        CART_KEY,
        cartWithOne(product),
      ] as const);
      await expectAccessible(page, `/${lang}/checkout`, mode, async () => {
        await expect(page.getByTestId('estimate-total')).toBeVisible();
      });

      await signedInCustomer(context, lang, 'axe');
      await expectAccessible(page, `/${lang}/profile/details`, mode, async () => {
        await expect(page.getByTestId('details-language')).toBeVisible();
      });
    });
  }
}
