import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { openCheckoutWith, productOf } from '../fixtures/checkout';
import { hydratedPage, minorUnits, staffContext } from '../fixtures/discounts';
import { openBackOffice } from '../fixtures/staff';
import { expect, test } from '../fixtures/test';

/** A category no other spec reads prices of: its promotion cannot disturb them. */
const CATEGORY = 'cups-and-mugs';
const MUG = 'stoneware-mug-forest-green-350ml';
/** Discounted by the shop already, below what 20% off gives: it keeps its own price. */
const ESPRESSO_CUPS = 'espresso-cups-with-saucers-90ml-set-of-2';

const percentOff = (price: number, percent: number) => price - Math.floor((price * percent) / 100);

/** The price a card of the category's listing shows for a product. */
async function cardPrice(page: Page, name: string) {
  const card = page.getByTestId('product-card').filter({ hasText: name });
  return minorUnits(await card.getByTestId('current-price').textContent());
}

test('an admin’s percent promotion on a category shows on its listing, a product page and the cart’s estimate at once; ending it takes it off', async ({
  page,
  browser,
  request,
  pageErrors,
}) => {
  test.slow();
  const mug = await productOf(request, MUG, 'pl');
  const cups = await productOf(request, ESPRESSO_CUPS, 'pl');
  expect(mug.discountPrice).toBeNull();
  const promoted = percentOff(mug.price, 20);

  const adminContext = await staffContext(browser, 'ADMIN');
  const admin = await hydratedPage(adminContext);
  await openBackOffice(admin, '/pl/admin/promotions');
  await admin.getByTestId('promotion-new').click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Nowa promocja' })).toBeVisible();
  await admin.getByTestId('promotion-name-pl').fill(`Kubki −20% ${randomUUID().slice(0, 4)}`);
  await admin.getByTestId('promotion-name-en').fill('Mugs −20%');
  await admin.getByTestId('promotion-value').fill('20');
  await admin.getByTestId('promotion-scope').selectOption('CATEGORIES');
  await admin.getByTestId(`promotion-category-${CATEGORY}`).check();
  await admin.getByTestId('promotion-save').click();
  await expect(admin).toHaveURL(/\/pl\/admin\/promotions\/[0-9a-f-]{36}$/);
  await expect(admin.getByTestId('promotion-value')).toHaveValue('20');

  // The next storefront requests show it: the listing, the product's page, the estimate.
  await page.goto(`/pl/catalog/${CATEGORY}`);
  expect(await cardPrice(page, mug.name)).toBe(promoted);
  // The lowest price counts: the shop's own discount is below 20% off.
  expect(await cardPrice(page, cups.name)).toBe(cups.discountPrice);
  await page.goto(`/pl/catalog/${CATEGORY}/${MUG}`);
  await expect(page.getByTestId('price').first().locator('del')).toBeVisible();
  expect(minorUnits(await page.getByTestId('current-price').first().textContent())).toBe(promoted);
  const discounted = await productOf(request, MUG, 'pl');
  await openCheckoutWith(page, 'pl', [discounted]);
  await page.getByTestId('delivery-method-LOCAL_PICKUP').check();
  await expect
    .poll(async () => minorUnits(await page.getByTestId('estimate-total').textContent()))
    .toBe(promoted);

  // Switched off: the prices are the shop's own again, on the next request.
  await admin.getByTestId('promotion-active').uncheck();
  await admin.getByTestId('promotion-save').click();
  await expect(admin.getByTestId('toast').filter({ hasText: 'Zapisano promocję' })).toBeVisible();
  await page.goto(`/pl/catalog/${CATEGORY}/${MUG}`);
  expect(minorUnits(await page.getByTestId('current-price').first().textContent())).toBe(mug.price);
  await expect(page.getByTestId('price').first().locator('del')).toHaveCount(0);
  await page.goto(`/pl/catalog/${CATEGORY}`);
  expect(await cardPrice(page, mug.name)).toBe(mug.price);
  expect(pageErrors).toEqual([]);
  await adminContext.close();
});
