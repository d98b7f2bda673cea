import { expect, test } from '../fixtures/test';

test('the chosen currency survives a reload', async ({ page, context }) => {
  await page.goto('/en/contact-us');
  const currency = page.getByRole('combobox', { name: 'Currency' });
  await expect(currency).toHaveValue('PLN');
  // The store offers its main currency first, then the other active ones; CZK is inactive.
  await expect(currency.locator('option')).toHaveText(['PLN', 'EUR', 'UAH', 'USD']);

  await currency.selectOption('EUR');
  const cookie = (await context.cookies()).find((candidate) => candidate.name === 'app-currency');
  expect(cookie?.value).toBe('EUR');

  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Currency' })).toHaveValue('EUR');
});

test('the color mode survives a reload and paints the page', async ({ page }) => {
  await page.goto('/en/privacy-policy');
  const mode = page.getByRole('combobox', { name: 'Color mode' });
  await expect(mode).toHaveValue('system');
  const lightBackground = await page.evaluate(
    () => getComputedStyle(document.body).backgroundColor,
  );

  await mode.selectOption('dark');
  await expect(page.locator('html')).toHaveAttribute('data-color-mode', 'dark');
  expect(await page.evaluate(() => localStorage.getItem('color-mode'))).toBe('dark');
  await expect
    .poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor))
    .not.toBe(lightBackground);

  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Color mode' })).toHaveValue('dark');
  await expect(page.locator('html')).toHaveAttribute('data-color-mode', 'dark');

  await page.getByRole('combobox', { name: 'Color mode' }).selectOption('system');
  await expect(page.locator('html')).not.toHaveAttribute('data-color-mode', /.+/);
});
