import type { APIRequestContext, Page } from '@playwright/test';
import type { AdminCategory } from '@storefront/shared/admin';
import { AXE_CASES, expectNoViolation, inMode } from '../fixtures/accessibility';
import { createProductThroughApi, uniqueWord } from '../fixtures/admin-products';
import { tabTo } from '../fixtures/keyboard';
import { SHELL_URL } from '../fixtures/ports';
import { openBackOffice, signInAsStaff } from '../fixtures/staff';
import { expect, test } from '../fixtures/test';

/*
 * The back office's categories: made, renamed and hidden by keyboard alone and seen (or no
 * longer seen) by shoppers on their next request; removed only once their products have
 * somewhere to go. Each test's categories have names of their own, hidden or removed after it,
 * so the storefront the other specs read stays as seeded.
 */

const names = (tag: string) => ({
  en: `Herbs ${tag}`,
  pl: `Zioła ${tag}`,
  ru: `Травы ${tag}`,
  ua: `Трави ${tag}`,
});

const descriptions = {
  en: 'Dried herbs for infusions.',
  pl: 'Suszone zioła do naparów.',
  ru: 'Сушёные травы для настоев.',
  ua: 'Сушені трави для настоїв.',
};

/** A category made through the API, shown, at the end of the shop's lists. */
async function categoryThroughApi(api: APIRequestContext, tag = uniqueWord()) {
  const response = await api.post('/api/v1/admin/categories', {
    headers: { origin: SHELL_URL },
    data: {
      slug: `e2e-herbs-${tag}`,
      name: names(tag),
      description: descriptions,
      position: 900,
      hidden: false,
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as AdminCategory;
}

async function removeThroughApi(api: APIRequestContext, id: string) {
  const read = await api.get(`/api/v1/admin/categories/${id}`);
  if (read.status() !== 200) return;
  const { version } = (await read.json()) as AdminCategory;
  await api.delete(`/api/v1/admin/categories/${id}?version=${version}`, {
    headers: { origin: SHELL_URL },
  });
}

/** Types into a field reached by Tab alone, over what it held. */
async function typeInto(page: Page, field: ReturnType<Page['getByTestId']>, text: string) {
  await tabTo(page, field, 80);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(text);
}

/** Saves the form by keyboard and waits for what it said. */
async function saveByKeyboard(page: Page) {
  await tabTo(page, page.getByTestId('category-save'), 80);
  await page.keyboard.press('Enter');
}

test('keyboard only: an admin creates a category in four languages, shoppers see it in Polish, then renamed in Ukrainian, then not at all once hidden', async ({
  page,
  context,
  browser,
  staffApi,
}) => {
  test.setTimeout(150_000);
  const tag = uniqueWord();
  const slug = `e2e-herbs-${tag}`;
  const text = names(tag);
  const shopper = await browser.newPage();
  let categoryId: string | undefined;
  try {
    await signInAsStaff(context, 'ADMIN');
    await openBackOffice(page, '/en/admin');
    await tabTo(page, page.getByTestId('admin-nav-categories'));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(
      'Categories',
    );
    await tabTo(page, page.getByTestId('category-new-link'));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(
      'New category',
    );

    for (const lang of ['pl', 'en', 'ru', 'ua'] as const) {
      await typeInto(page, page.getByTestId(`category-name-${lang}`), text[lang]);
      await typeInto(page, page.getByTestId(`category-description-${lang}`), descriptions[lang]);
    }
    await typeInto(page, page.getByTestId('category-slug'), slug);
    await typeInto(page, page.getByTestId('category-position'), '900');
    await saveByKeyboard(page);
    await expect(page).toHaveURL(/\/en\/admin\/categories\/[0-9a-f-]{36}$/);
    categoryId = page.url().split('/').at(-1)!;
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(text.en);

    await shopper.goto(`/pl/catalog/${slug}`);
    await expect(shopper.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(text.pl);
    const choice = shopper.getByRole('combobox', { name: 'Kategoria' });
    await expect(choice.locator(`option[value="${slug}"]`)).toHaveText(text.pl);

    // Renamed in Ukrainian: the Ukrainian listing is named so on the shopper's next request.
    await typeInto(page, page.getByTestId('category-name-ua'), `Трави й квіти ${tag}`);
    await saveByKeyboard(page);
    const result = page.getByTestId('category-result');
    await expect(result).toHaveText('Saved. Shoppers see it on their next page.');
    await expect(result).toBeFocused();
    await shopper.goto(`/ua/catalog/${slug}`);
    await expect(shopper.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(
      `Трави й квіти ${tag}`,
    );

    // Hidden: its listing is gone, and the catalog's category choice no longer has it.
    const hidden = page.getByTestId('category-hidden');
    await tabTo(page, hidden, 80);
    await page.keyboard.press('Space');
    await expect(hidden).toBeChecked();
    await saveByKeyboard(page);
    await expect(result).toBeFocused();
    const gone = await shopper.goto(`/pl/catalog/${slug}`);
    expect(gone?.status()).toBe(404);
    await shopper.goto('/pl/catalog/tea');
    await expect(choice.locator('option[value="tea"]')).toHaveCount(1);
    await expect(choice.locator(`option[value="${slug}"]`)).toHaveCount(0);

    // Still in the back office, marked hidden.
    await openBackOffice(page, '/en/admin/categories');
    const row = page.getByTestId('categories-table-row').filter({ hasText: slug });
    await expect(row).toContainText('Hidden');
  } finally {
    await shopper.close();
    if (categoryId) await removeThroughApi(staffApi, categoryId);
  }
});

test('a category with products is removed only once a target is chosen; its products move there', async ({
  page,
  context,
  staffApi,
}) => {
  test.setTimeout(90_000);
  const [leaving, staying] = [
    await categoryThroughApi(staffApi),
    await categoryThroughApi(staffApi),
  ];
  const product = await createProductThroughApi(staffApi);
  const moved = await staffApi.put(`/api/v1/admin/products/${product.id}`, {
    data: {
      ...(await (await staffApi.get(`/api/v1/admin/products/${product.id}`)).json()),
      category: leaving.slug,
    },
  });
  expect(moved.status()).toBe(200);
  try {
    await signInAsStaff(context, 'ADMIN');
    await openBackOffice(page, `/en/admin/categories/${leaving.id}`);
    await page.getByRole('button', { name: 'Remove…' }).click();
    const dialog = page.getByRole('dialog', { name: `Remove the category ${leaving.name.en}?` });
    await expect(dialog).toContainText('Products in it: 1, hidden ones too.');
    const target = dialog.getByLabel('Move its products to');
    await expect(target).toBeFocused();

    await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'Not removed: it still has products. Choose where they go.',
    );
    await expect(target).toBeFocused();
    expect((await staffApi.get(`/api/v1/admin/categories/${leaving.id}`)).status()).toBe(200);

    await target.selectOption({ label: staying.name.en });
    await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
    await expect(page).toHaveURL(/\/en\/admin\/categories$/);
    await expect(page.getByTestId('toast')).toContainText(
      `${leaving.name.en} removed; its products (1) are in ${staying.name.en} now.`,
    );
    expect((await staffApi.get(`/api/v1/admin/categories/${leaving.id}`)).status()).toBe(404);
    const after = await (await staffApi.get(`/api/v1/admin/products/${product.id}`)).json();
    expect(after.category).toBe(staying.slug);
  } finally {
    await removeThroughApi(staffApi, leaving.id);
    // The (hidden) product stays in the category it moved to, which is hidden from shoppers.
    const read = (await (
      await staffApi.get(`/api/v1/admin/categories/${staying.id}`)
    ).json()) as AdminCategory;
    await staffApi.put(`/api/v1/admin/categories/${staying.id}`, {
      data: {
        slug: read.slug,
        name: read.name,
        description: read.description,
        position: read.position,
        hidden: true,
        version: read.version,
      },
    });
  }
});

for (const [lang, mode] of AXE_CASES) {
  test(`the categories' and brands' pages have no WCAG A or AA violation, ${lang}, ${mode}`, async ({
    page,
    context,
    staffApi,
  }) => {
    test.setTimeout(90_000);
    await inMode(context, mode);
    await signInAsStaff(context, 'ADMIN');
    const category = await categoryThroughApi(staffApi);
    const product = await createProductThroughApi(staffApi);
    const read = await (await staffApi.get(`/api/v1/admin/products/${product.id}`)).json();
    await staffApi.put(`/api/v1/admin/products/${product.id}`, {
      data: { ...read, category: category.slug },
    });
    try {
      await openBackOffice(page, `/${lang}/admin/categories`);
      await expect(page.getByTestId('categories-table')).toBeVisible();
      await expectNoViolation(page, `${lang} ${mode}: the categories`);

      await openBackOffice(page, `/${lang}/admin/categories/new`);
      await page.getByTestId('category-save').click();
      await expect(page.getByRole('alert').first()).toBeVisible();
      await expectNoViolation(page, `${lang} ${mode}: a new category, refused`);

      await openBackOffice(page, `/${lang}/admin/categories/${category.id}`);
      await page.getByTestId('category-remove-open').click();
      await page.getByTestId('category-remove-confirm').click();
      await expect(page.getByTestId('category-remove-dialog').getByRole('alert')).toBeVisible();
      await expectNoViolation(page, `${lang} ${mode}: a removal refused`);
      await page.keyboard.press('Escape');

      await openBackOffice(page, `/${lang}/admin/brands`);
      await expect(page.getByTestId('brands-table')).toBeVisible();
      await expectNoViolation(page, `${lang} ${mode}: the brands`);
      await page.getByTestId('brands-table-row').first().getByRole('link').click();
      await expect(page.getByTestId('brand-form')).toBeVisible();
      await expectNoViolation(page, `${lang} ${mode}: a brand's form`);
    } finally {
      const current = (await (
        await staffApi.get(`/api/v1/admin/categories/${category.id}`)
      ).json()) as AdminCategory;
      await staffApi.delete(
        `/api/v1/admin/categories/${category.id}?version=${current.version}&moveTo=brewing`,
        { headers: { origin: SHELL_URL } },
      );
    }
  });
}
