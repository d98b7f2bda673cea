import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { SHELL_URL } from '../fixtures/ports';

/** The header's search form, with its suggestions. */
const suggestions = (page: Page) => page.getByRole('banner').getByRole('search');

/**
 * The header's search once the catalog's fragment has taken it over from the shell's plain form,
 * focused: the combobox with suggestions comes when the shopper reaches for the box.
 */
async function headerSearch(page: Page, name: string) {
  await expect(page.getByRole('banner').locator('[data-boundary="catalog"]')).toBeVisible();
  await suggestions(page).getByRole('searchbox', { name }).focus();
  const box = suggestions(page).getByRole('combobox', { name });
  await expect(box).toBeFocused();
  return box;
}

/** Presses Tab until the header's search box has the focus. */
async function tabToHeaderSearch(page: Page) {
  const inSearch = () =>
    page.evaluate(() => document.activeElement?.closest('header [role="search"]') != null);
  for (let presses = 0; presses < 40 && !(await inSearch()); presses++)
    await page.keyboard.press('Tab');
}

/** Presses ArrowDown until the suggestion named so is the active one. */
async function arrowDownTo(page: Page, name: string | RegExp) {
  const box = suggestions(page).getByRole('combobox');
  const option = suggestions(page).getByRole('option', { name });
  // The suggestions of the words as typed, not those of fewer letters.
  await expect(suggestions(page).getByRole('listbox')).toHaveAttribute('aria-busy', 'false');
  await expect(option).toBeVisible();
  const id = await option.getAttribute('id');
  for (let presses = 0; presses < 10; presses++) {
    await page.keyboard.press('ArrowDown');
    if ((await box.getAttribute('aria-activedescendant')) === id) break;
  }
  await expect(box).toHaveAttribute('aria-activedescendant', id ?? '');
  await expect(option).toHaveAttribute('aria-selected', 'true');
}

test('Ukrainian, keyboard only: a word of a product name in capitals and without its diacritic finds the product and opens it', async ({
  page,
  pageErrors,
}) => {
  await page.goto('/ua');
  await expect(page.getByRole('banner').locator('[data-boundary="catalog"]')).toBeVisible();
  const box = suggestions(page).getByRole('combobox', { name: 'Пошук у магазині' });
  await tabToHeaderSearch(page);
  await expect(box).toBeFocused();
  // "Ефіопія Їргачеффе, кава в зернах 250 г", typed in capitals, with І for Ї.
  await page.keyboard.type('ІРГАЧЕФФЕ');
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  const option = page
    .getByRole('banner')
    .getByRole('option', { name: /Ефіопія Їргачеффе, кава в зернах 250 г/ });
  await expect(option).toContainText(/\d+,\d{2}/);
  await expect(option.locator('img')).toHaveAttribute('src', /\/api\/v1\/images\/products\//);

  await arrowDownTo(page, /Ефіопія Їргачеффе/);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(
    `${SHELL_URL}/ua/catalog/coffee/ethiopia-yirgacheffe-whole-beans-250g`,
  );
  await expect(
    page.getByRole('heading', { level: 1, name: 'Ефіопія Їргачеффе, кава в зернах 250 г' }),
  ).toBeVisible();
  await expect(suggestions(page).getByRole('option')).toHaveCount(0);
  expect(pageErrors).toEqual([]);
});

test('Ukrainian: Enter without choosing a suggestion opens the results listing of the words', async ({
  page,
}) => {
  await page.goto('/ua/contact-us');
  const box = await headerSearch(page, 'Пошук у магазині');
  await box.click();
  await page.keyboard.type('Листовий');
  await expect(suggestions(page).getByRole('option', { name: /Сенча Кіото/ })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${SHELL_URL}/ua/catalog?q=${encodeURIComponent('Листовий')}`);
  const cards = page.getByTestId('product-card');
  await expect(cards.filter({ hasText: 'Сенча Кіото, листовий чай 100 г' })).toHaveCount(1);
  await expect(cards.filter({ hasText: 'Молочний улун, листовий чай 100 г' })).toHaveCount(1);
  await expect(suggestions(page).getByRole('option')).toHaveCount(0);
});

test('English: a category suggestion opens the category; Escape closes the list, a second clears the box', async ({
  page,
  pageErrors,
}) => {
  await page.goto('/en/catalog/tea');
  const box = await headerSearch(page, 'Search the shop');
  await box.click();
  await page.keyboard.type('SWEE');
  await expect(suggestions(page).getByRole('option', { name: /Sweets\s*Category/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(suggestions(page).getByRole('option')).toHaveCount(0);
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await expect(box).toHaveValue('SWEE');
  await page.keyboard.press('Escape');
  await expect(box).toHaveValue('');

  await page.keyboard.type('sweets');
  await arrowDownTo(page, /Sweets\s*Category/);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${SHELL_URL}/en/catalog/sweets`);
  await expect(page.getByRole('heading', { level: 1, name: 'Sweets' })).toBeVisible();
  expect(pageErrors).toEqual([]);
});

test('English and Polish: a product by a word of its name, chosen with the mouse, also typed without diacritics', async ({
  page,
}) => {
  await page.goto('/en');
  const box = await headerSearch(page, 'Search the shop');
  await box.fill('kyoto');
  await page
    .getByRole('banner')
    .getByRole('option', { name: /Sencha Kyoto loose leaf 100 g/ })
    .click();
  await expect(page).toHaveURL(`${SHELL_URL}/en/catalog/tea/sencha-kyoto-loose-leaf-100g`);

  await page.goto('/pl');
  const polish = await headerSearch(page, 'Szukaj w sklepie');
  await polish.fill('herbata lisciasta');
  await expect(
    suggestions(page).getByRole('option', { name: /Sencha Kyoto, herbata liściasta 100 g/ }),
  ).toBeVisible();
  await polish.fill('zzzqqq');
  await expect(page.getByText('Nic nie znaleziono dla „zzzqqq”')).toBeVisible();
  await expect(polish).toHaveAttribute('aria-expanded', 'false');
});

test('without JavaScript the header search is a plain form that opens the results listing, in the same place as the enhanced one', async ({
  browser,
}) => {
  const plainContext = await browser.newContext({ javaScriptEnabled: false });
  const page = await plainContext.newPage();
  await page.goto(`${SHELL_URL}/en/catalog/tea`);
  const plain = page.getByRole('banner').getByRole('searchbox', { name: 'Search the shop' });
  const before = await plain.boundingBox();
  await plain.fill('sencha');
  await plain.press('Enter');
  await expect(page).toHaveURL(`${SHELL_URL}/en/catalog?q=sencha`);
  await expect(page.getByTestId('product-card').first()).toContainText('Sencha');
  await plainContext.close();

  // With scripts, the enhanced box takes the plain one's place exactly: nothing moves.
  const context = await browser.newContext();
  const enhanced = await context.newPage();
  await enhanced.goto(`${SHELL_URL}/en/catalog/tea`);
  const box = await headerSearch(enhanced, 'Search the shop');
  expect(await box.boundingBox()).toEqual(before);
  await context.close();
});

test('on a phone the search has a full-width row of its own, and keeps what is typed at once while its suggestions load', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto(`${SHELL_URL}/pl`);
  await expect(page.getByRole('banner').locator('[data-boundary="catalog"]')).toBeVisible();
  const width = (await suggestions(page).boundingBox())?.width ?? 0;
  expect(width).toBeGreaterThan(330);

  // Typed straight away, before the combobox has come: nothing is lost and the focus stays.
  await suggestions(page).getByRole('searchbox', { name: 'Szukaj w sklepie' }).focus();
  await page.keyboard.type('herbata');
  const box = suggestions(page).getByRole('combobox', { name: 'Szukaj w sklepie' });
  await expect(box).toHaveValue('herbata');
  await expect(box).toBeFocused();
  await expect(
    suggestions(page).getByRole('option', { name: /Sencha Kyoto, herbata liściasta 100 g/ }),
  ).toBeVisible();
  await context.close();
});
