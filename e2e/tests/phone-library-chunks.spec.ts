import type { Page } from '@playwright/test';
import { openCheckoutWith, productOf } from '../fixtures/checkout';
import { expect, test } from '../fixtures/test';
import { DEMO_CATEGORY, DEMO_PRODUCT } from '../size/pages.mjs';

/**
 * The phone library (libphonenumber-js) is downloaded by the pages and dialogs with a phone field
 * only: never with the shell's first paint, a listing, a product, order tracking or the sign-in
 * dialog. Its code is told by the error names it carries, which minifying keeps.
 */

const LIBRARY_MARKERS = ['INVALID_COUNTRY', 'TOO_SHORT', 'NOT_A_NUMBER'];

/** Collects whether any script the page downloads from now on carries the library. */
function watchScripts(page: Page) {
  const carrying: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.text().catch(() => '');
    if (LIBRARY_MARKERS.every((marker) => body.includes(marker))) carrying.push(response.url());
  });
  return carrying;
}

test('pages without a phone field never download the phone library', async ({ page }) => {
  const carrying = watchScripts(page);
  for (const path of [
    '/en',
    `/pl/catalog/${DEMO_CATEGORY}`,
    `/ua/catalog/${DEMO_CATEGORY}/${DEMO_PRODUCT}`,
    '/ru/order-tracking',
  ]) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  await page.getByTestId('account-sign-in').click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(carrying).toEqual([]);
});

test('the registration dialog, the contact page and the checkout download it', async ({
  page,
  request,
}) => {
  const carrying = watchScripts(page);
  await page.goto('/en');
  await page.getByTestId('account-sign-in').click();
  await page.getByTestId('login-to-register').click();
  await expect(page.getByRole('combobox', { name: 'Country code' })).toBeVisible();
  await expect.poll(() => carrying.length).toBe(1);

  await page.goto('/pl/contact-us');
  await page.waitForLoadState('networkidle');
  await expect.poll(() => carrying.length).toBe(2);

  await openCheckoutWith(page, 'ua', [await productOf(request, DEMO_PRODUCT, 'ua')]);
  await expect.poll(() => carrying.length).toBe(3);
});
