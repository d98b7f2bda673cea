import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';

/**
 * A listing's sort, filters and category change the address as they are used; the control in use
 * keeps the focus, so a keyboard user steps through the choices and does not fall to the page.
 */

/** The name of the focused control's label, from document.activeElement. */
const focusedLabel = (page: Page) =>
  page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.labels?.[0]?.innerText);

test('ArrowDown steps through the sort options, the address following and the focus staying', async ({
  page,
}) => {
  await page.goto('/en/catalog');
  const sort = page.getByRole('combobox', { name: 'Sort by' });
  await sort.focus();
  await page.keyboard.press('ArrowDown');
  await expect(page).toHaveURL(/\?sort=price-asc$/);
  await expect(sort).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page).toHaveURL(/\?sort=price-desc$/);
  await expect(sort).toBeFocused();
  await expect(sort).toHaveValue('price-desc');
  expect(await focusedLabel(page)).toMatch(/^Sort by/);
  // The next key still goes to the select, not to the page's scroll.
  await page.keyboard.press('ArrowUp');
  await expect(page).toHaveURL(/\?sort=price-asc$/);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('Space toggles "In stock only" back and forth, the checkbox keeping the focus', async ({
  page,
}) => {
  await page.goto('/pl/catalog?sort=name');
  const inStock = page.getByRole('checkbox', { name: 'Tylko dostępne' });
  await inStock.focus();
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(/\?stock=1&sort=name$/);
  await expect(inStock).toBeFocused();
  await expect(inStock).toBeChecked();
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(/\?sort=name$/);
  await expect(inStock).toBeFocused();
  await expect(inStock).not.toBeChecked();
});

test('a category chosen from the keyboard opens its listing with the select still focused', async ({
  page,
}) => {
  await page.goto('/en/catalog');
  const category = page.getByRole('combobox', { name: 'Category' });
  await category.focus();
  await page.keyboard.press('ArrowDown');
  await expect(page).toHaveURL(/\/en\/catalog\/[a-z-]+$/);
  await expect(category).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(category).toBeFocused();
  expect(await focusedLabel(page)).toMatch(/^Category/);
});
