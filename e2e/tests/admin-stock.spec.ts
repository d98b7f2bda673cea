import type { Page } from '@playwright/test';
import { productOf } from '../fixtures/checkout';
import { openBackOffice, signInAsStaff } from '../fixtures/staff';
import { expect, test } from '../fixtures/test';

/*
 * A manager keeps the stock through its records: a correction with a reason, a delivery drafted
 * and received. Each test changes a product of its own (no other spec buys or counts it).
 */

/** The stock list's row of a product, found by its slug. */
const rowOf = (page: Page, slug: string) =>
  page.locator(`[data-testid="stock-row"][data-slug="${slug}"]`);

/** Corrects a product's stock from its row of the stock list, in the dialog the row opens. */
async function correctFromRow(page: Page, slug: string, quantity: number, reason: string) {
  await rowOf(page, slug).getByTestId('correct-stock').click();
  const dialog = page.getByTestId('correction-dialog');
  await expect(dialog.getByTestId('correction-quantity')).toBeFocused();
  await dialog.getByTestId('correction-quantity').fill(String(quantity));
  await dialog.getByTestId('correction-reason').fill(reason);
  await dialog.getByTestId('correction-submit').click();
  return dialog;
}

test('a sold-out product is buyable on the next request once a delivery of it is received', async ({
  page,
  context,
  browser,
  request,
}) => {
  const slug = 'yunomi-tea-cups-set-of-4';
  const product = await productOf(request, slug, 'en');
  expect(product.stock).toBeGreaterThan(0);
  await signInAsStaff(context, 'MANAGER');

  // Sold out first, through a correction.
  await openBackOffice(page, `/en/admin/stock?q=${slug}`);
  await expect(rowOf(page, slug).getByTestId('stock-level')).toHaveText(String(product.stock));
  const dialog = await correctFromRow(page, slug, -product.stock, 'Recount before the delivery');
  await expect(dialog).toBeHidden();
  await expect(rowOf(page, slug).getByTestId('stock-level')).toHaveText('Sold out');
  await expect(rowOf(page, slug).getByTestId('correct-stock')).toBeFocused();

  // A shopper, in a browser of their own, cannot add it to the cart.
  const shopper = await (await browser.newContext()).newPage();
  const productPage = `/en/catalog/${product.category.slug}/${slug}`;
  await shopper.goto(productPage);
  await expect(shopper.getByTestId('add-to-cart')).toBeDisabled();
  await expect(shopper.getByTestId('add-to-cart')).toHaveText('Out of stock');

  // A delivery of six, drafted and received.
  await page.getByTestId('admin-nav-supplies').click();
  await page.getByTestId('new-supply').click();
  await expect(page.getByRole('heading', { level: 1, name: 'New delivery' })).toBeVisible();
  await page.getByLabel('Supplier', { exact: true }).fill('Kumo Craft');
  const picker = page.getByRole('combobox', { name: 'Product' });
  await picker.fill('Yunomi');
  await page.getByRole('option', { name: new RegExp(product.name) }).click();
  await expect(picker).toHaveValue(product.name);
  await page.getByLabel('Quantity').fill('6');
  await page.getByLabel('Unit cost').fill('24.50');
  await page.getByTestId('supply-save').click();
  await expect(page).toHaveURL(/\/en\/admin\/supplies\/[0-9a-f-]{36}$/);
  await page.getByTestId('receive-supply').click();
  await expect(page.getByTestId('supply-state')).toContainText(
    'its quantities were added to stock',
  );
  await expect(page.getByTestId('supply-state')).toBeFocused();
  await expect(page.getByTestId('line-added')).toHaveText('+6 → 6');

  // The shopper's next request for the page offers it.
  await shopper.reload();
  await expect(shopper.getByTestId('add-to-cart')).toBeEnabled();
  await expect(shopper.getByTestId('add-to-cart')).toHaveText('Add to cart');
  await shopper.context().close();

  // Its history says what moved it, newest first.
  await page.getByRole('link', { name: product.name }).click();
  await expect(page.getByTestId('history-stock')).toHaveText('6');
  await expect(page.getByTestId('history-row').first()).toHaveAttribute('data-kind', 'SUPPLY');
  await expect(page.getByTestId('history-row').nth(1)).toHaveAttribute('data-kind', 'CORRECTION');
  await expect(page.getByTestId('history-row').nth(1)).toContainText('Recount before the delivery');
});

test('a correction below zero is refused with its code and says why in the page language', async ({
  page,
  context,
  request,
}) => {
  const slug = 'double-wall-glass-cup-250ml';
  const product = await productOf(request, slug, 'pl');
  await signInAsStaff(context, 'MANAGER');
  await openBackOffice(page, `/pl/admin/stock?q=${slug}`);
  await expect(rowOf(page, slug).getByTestId('stock-level')).toHaveText(String(product.stock));

  const answer = page.waitForResponse(
    (response) =>
      response.url().includes('/api/v1/admin/stock/corrections') &&
      response.request().method() === 'POST',
  );
  const dialog = await correctFromRow(page, slug, -(product.stock + 1), 'Stłuczka');
  const refused = await answer;
  expect(refused.status()).toBe(409);
  expect((await refused.json()).code).toBe('SUPPLY_PRODUCT_MORE_THAN_AVAILABLE');
  await expect(dialog.getByRole('alert')).toHaveText(
    'Na stanie jest mniej sztuk, niż ta korekta odejmuje: nic nie zmieniono.',
  );
  await expect(dialog.getByTestId('correction-quantity')).toBeFocused();
  await expect(dialog.getByTestId('correction-stock')).toHaveText(
    `Teraz na stanie: ${product.stock}`,
  );

  // Closed, nothing has changed: not in the list, not in the shop.
  await page.keyboard.press('Escape');
  await expect(rowOf(page, slug).getByTestId('correct-stock')).toBeFocused();
  await expect(rowOf(page, slug).getByTestId('stock-level')).toHaveText(String(product.stock));
  expect((await productOf(request, slug, 'pl')).stock).toBe(product.stock);
});
