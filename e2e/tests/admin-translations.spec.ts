import type { APIRequestContext, Page } from '@playwright/test';
import { AXE_CASES, expectNoViolation, inMode } from '../fixtures/accessibility';
import {
  adminProduct,
  createProductThroughApi,
  productTexts,
  uniqueWord,
} from '../fixtures/admin-products';
import { tabTo } from '../fixtures/keyboard';
import { SHELL_URL } from '../fixtures/ports';
import { openBackOffice, signInAsStaff } from '../fixtures/staff';
import { expect, test } from '../fixtures/test';

/*
 * The translations page on the shop's own data. The suite's other specs write texts at the same
 * time, so every figure checked here is of the test's own product (the page's record filter).
 * The seed's shop is written in Polish (its main language) with English, Russian and Ukrainian.
 */

/** A hidden product with its texts in the main language, Polish, only. */
async function polishOnlyProduct(api: APIRequestContext) {
  const tag = uniqueWord();
  const response = await api.post('/api/v1/admin/products', {
    headers: { origin: SHELL_URL },
    data: {
      slug: `e2e-translated-${tag}`,
      texts: { pl: productTexts(tag).pl },
      category: 'brewing',
      brand: null,
      price: 9900,
      salePrice: null,
      featured: false,
      visible: false,
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: string; texts: { pl: { name: string } } };
}

const count = (page: Page, language: string, kind: string, state: string) =>
  page.getByTestId(`count-${language}-${kind}-${state}`);

test('an administrator adds Ukrainian texts to a product that had none, and the Ukrainian count drops by its two fields', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  await signInAsStaff(context, 'ADMIN');
  const product = await polishOnlyProduct(context.request);
  await openBackOffice(page, `/en/admin/translations?record=${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Translations' })).toBeVisible();
  for (const language of ['en', 'ru', 'ua'])
    await expect(count(page, language, 'product', 'missing')).toHaveText('2');
  await expect(page.getByTestId('translation-counts-pl')).toHaveCount(0);

  // The Ukrainian texts alone, chosen with the filter (kept in the address).
  await page
    .getByRole('combobox', { name: 'Language', exact: true })
    .selectOption({ label: 'Ukrainian' });
  await page.getByTestId('translation-filter-apply').click();
  await expect(page).toHaveURL(
    new RegExp(`record=${product.id}.*language=ua|language=ua.*record=${product.id}`),
  );
  const items = page.getByTestId('translation-item');
  await expect(items).toHaveCount(2);
  await expect(items.first()).toContainText(`Product: ${product.texts.pl.name}, Name`);
  await expect(items.first()).toContainText(product.texts.pl.name);
  await items.first().getByLabel('Ukrainian', { exact: true }).fill('Мідний чайник');
  await items.nth(1).getByLabel('Ukrainian', { exact: true }).fill('Чайник з кованої міді.');
  await page.getByRole('button', { name: 'Save the texts', exact: true }).click();

  const result = page.getByTestId('translation-result');
  await expect(result).toHaveText('Texts saved: 2.');
  await expect(result).toBeFocused();
  await expect(count(page, 'ua', 'product', 'missing')).toHaveText('0');
  await expect(count(page, 'en', 'product', 'missing')).toHaveText('2');
  await expect(page.getByTestId('translation-empty')).toBeVisible();
  const saved = (await adminProduct(context.request, product.id)) as unknown as {
    texts: Record<string, { name: string; description: string }>;
  };
  expect(saved.texts.ua).toEqual({ name: 'Мідний чайник', description: 'Чайник з кованої міді.' });
});

test('a main-language description changed on the product form marks its English, Russian and Ukrainian texts outdated, until they are saved again', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  await signInAsStaff(context, 'ADMIN');
  const product = await createProductThroughApi(context.request);
  await openBackOffice(page, `/en/admin/translations?record=${product.id}`);
  await expect(page.getByTestId('translation-empty')).toBeVisible();

  await openBackOffice(page, `/en/admin/products/${product.id}`);
  await page
    .getByTestId('product-description-pl')
    .fill('Czajnik z kutej miedzi na 1,5 l, z drewnianą rączką.');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Product saved', { exact: true })).toBeVisible();

  await openBackOffice(page, `/en/admin/translations?record=${product.id}`);
  for (const language of ['en', 'ru', 'ua']) {
    await expect(count(page, language, 'product', 'outdated')).toHaveText('1');
    await expect(count(page, language, 'product', 'missing')).toHaveText('0');
  }
  const items = page.getByTestId('translation-item');
  await expect(items).toHaveCount(3);
  for (const item of await items.all()) {
    await expect(item).toContainText('Outdated');
    await expect(item).toContainText('Czajnik z kutej miedzi na 1,5 l, z drewnianą rączką.');
  }

  // English rewritten, Russian still right as it is; Ukrainian left for later.
  const english = page.locator('[data-key$="|description|en"]');
  await english
    .getByLabel('English', { exact: true })
    .fill('A 1.5 l kettle of hammered copper, with a wooden handle.');
  await page
    .locator('[data-key$="|description|ru"]')
    .getByRole('checkbox', { name: 'The text still says what the source says' })
    .check();
  await page.getByRole('button', { name: 'Save the texts', exact: true }).click();
  await expect(page.getByTestId('translation-result')).toHaveText('Texts saved: 2.');
  await expect(count(page, 'en', 'product', 'outdated')).toHaveText('0');
  await expect(count(page, 'ru', 'product', 'outdated')).toHaveText('0');
  await expect(count(page, 'ua', 'product', 'outdated')).toHaveText('1');
  await expect(items).toHaveCount(1);
});

const KEYBOARD_TEXT = {
  en: { save: 'Save the texts', saved: 'Texts saved: 1.' },
  ua: { save: 'Зберегти тексти', saved: 'Збережено текстів: 1.' },
} as const;

// English in the light mode and Ukrainian in the dark one, as the back office's other axe specs.
for (const [lang, mode] of AXE_CASES) {
  test(`the translations page with the keyboard alone, and axe, ${lang}, ${mode}`, async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    await inMode(context, mode);
    await signInAsStaff(context, 'ADMIN');
    const product = await polishOnlyProduct(context.request);
    await openBackOffice(page, `/${lang}/admin/translations?record=${product.id}`);
    await expect(page.getByTestId('translation-item')).toHaveCount(6);
    await expectNoViolation(page, `${lang} ${mode}: the translations page`);

    // To the Ukrainian count's language, which filters the list to it.
    await tabTo(page, page.getByTestId('translation-counts-ua').getByRole('link').first());
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/language=ua/);
    await expect(page.getByTestId('translation-item')).toHaveCount(2);

    const name = page.locator('[data-key$="|name|ua"]').getByRole('textbox');
    await tabTo(page, name);
    await page.keyboard.type('Мідний чайник');
    await tabTo(page, page.getByRole('button', { name: KEYBOARD_TEXT[lang].save, exact: true }));
    await page.keyboard.press('Enter');
    const result = page.getByTestId('translation-result');
    await expect(result).toHaveText(KEYBOARD_TEXT[lang].saved);
    await expect(result).toBeFocused();
    await expect(page.getByTestId('translation-item')).toHaveCount(1);
    await expectNoViolation(page, `${lang} ${mode}: the translations page after a save`);
  });
}
