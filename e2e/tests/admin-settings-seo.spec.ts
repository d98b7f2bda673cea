import type { APIRequestContext, Page } from '@playwright/test';
import type { SeoSettingsView } from '@storefront/shared/admin';
import type { StoreSeo } from '@storefront/shared/core';
import {
  AXE_CASES,
  expectAccessible,
  expectNoViolation,
  staffInMode,
} from '../fixtures/accessibility';
import { hydratedPage, staffContext } from '../fixtures/discounts';
import { tabTo } from '../fixtures/keyboard';
import { openBackOffice, signInAsStaff } from '../fixtures/staff';
import { restoreSection, sectionNow } from '../fixtures/store-settings';
import { expect, test } from '../fixtures/test';

/*
 * The store's SEO texts, changed in the back office, as the storefront's head then serves them.
 * Every page's head reads them, so this file runs in the settings' Playwright project after the
 * others (playwright.config.ts), one test at a time, and each test gives back the texts it found.
 */
test.describe.configure({ mode: 'serial' });

const SENCHA = '/catalog/tea/sencha-kyoto-loose-leaf-100g';

const seoNow = (api: APIRequestContext) => sectionNow<StoreSeo>(api, 'seo');
const restore = (api: APIRequestContext, found: SeoSettingsView) =>
  restoreSection(api, 'seo', found);

/** The preview's title for the Sencha in a language, once it is the Sencha's in that language. */
async function previewedTitle(admin: Page, language: 'en' | 'pl', name: string): Promise<string> {
  const preview = admin.getByTestId('seo-preview-product');
  await preview.getByTestId('seo-preview-product-language').selectOption(language);
  const title = preview.getByTestId('seo-preview-product-title');
  await expect(title).toContainText(name);
  return (await title.textContent()) ?? '';
}

test('a product SEO template with placeholders previews exactly the title the product page then serves, in two languages', async ({
  page,
  browser,
  staffApi,
  pageErrors,
}) => {
  test.slow();
  const found = await seoNow(staffApi);
  const adminContext = await staffContext(browser, 'ADMIN');
  try {
    const admin = await hydratedPage(adminContext);
    await openBackOffice(admin, '/en/admin/settings/seo');
    const template = admin.getByRole('group', { name: 'Product pages template', exact: true });
    await template
      .getByTestId('seo-product-title-en')
      .fill('{product-name} for {price} {separator} {brand} {separator} {site-name}');
    await template
      .getByTestId('seo-product-title-pl')
      .fill('{product-name} za {price} {separator} {brand} {separator} {site-name}');
    const preview = template.getByTestId('seo-preview-product');
    await preview.getByTestId('seo-preview-product-search').fill('Sencha Kyoto');
    await preview
      .getByTestId('seo-preview-product-subject')
      .selectOption('sencha-kyoto-loose-leaf-100g');
    const en = await previewedTitle(admin, 'en', 'Sencha Kyoto loose leaf 100 g for ');
    const pl = await previewedTitle(admin, 'pl', 'Sencha Kyoto, herbata liściasta 100 g za ');
    expect(en).toMatch(/ \| Kumo Craft \| Verde Market$/);
    expect(pl).toMatch(/ \| Kumo Craft \| Verde Market$/);

    await admin.getByTestId('seo-settings-save').click();
    await expect(admin.getByTestId('seo-settings-result')).toHaveText(
      'SEO texts saved. Shoppers and search engines see them on their next page.',
    );

    // A shopper's first response (the server's head), then the page as the browser keeps it.
    for (const [language, title] of [
      ['en', en],
      ['pl', pl],
    ] as const) {
      const html = await (await page.request.get(`/${language}${SENCHA}`)).text();
      const served = /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1];
      expect(served, `the ${language} page's first response`).toBe(title.replace(/&/g, '&amp;'));
      await page.goto(`/${language}${SENCHA}`);
      await expect(page).toHaveTitle(title);
    }
    expect(pageErrors).toEqual([]);
  } finally {
    await adminContext.close();
    await restore(staffApi, found);
  }
});

test('keyboard only: an admin keeps the shop out of search engines; the storefront’s robots say noindex, nofollow', async ({
  page,
  context,
  browser,
  staffApi,
}) => {
  test.slow();
  const found = await seoNow(staffApi);
  expect(found.section.general).toMatchObject({ index: true, follow: true });
  const shopper = await hydratedPage(await browser.newContext());
  try {
    await signInAsStaff(context, 'ADMIN');
    await openBackOffice(page, '/en/admin');
    await tabTo(page, page.getByTestId('admin-nav-settings_seo'));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('SEO texts');
    for (const choice of ['seo-index', 'seo-follow']) {
      const box = page.getByTestId(choice);
      await tabTo(page, box, 80);
      await page.keyboard.press('Space');
      await expect(box).not.toBeChecked();
    }
    await tabTo(page, page.getByTestId('seo-settings-save'), 250);
    await page.keyboard.press('Enter');
    const result = page.getByTestId('seo-settings-result');
    await expect(result).toHaveText(
      'SEO texts saved. Shoppers and search engines see them on their next page.',
    );
    await expect(result).toBeFocused();
    expect((await seoNow(staffApi)).section.general).toMatchObject({ index: false, follow: false });

    await shopper.goto(`/pl${SENCHA}`);
    await expect(shopper.locator('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex, nofollow',
    );
  } finally {
    await restore(staffApi, found);
  }
  await shopper.goto(`/pl${SENCHA}`);
  await expect(shopper.locator('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');
  await shopper.context().close();
});

for (const [lang, mode] of AXE_CASES) {
  test(`the SEO texts page, its preview and its refusals have no WCAG A or AA violation, in ${lang}, in the ${mode} mode`, async ({
    page,
    context,
  }) => {
    test.slow();
    await staffInMode(context, 'ADMIN', mode);
    const path = `/${lang}/admin/settings/seo`;
    await expectAccessible(page, path, mode, 'seo-preview-product-title');
    const title = page.getByTestId('seo-category-title-en');
    await title.fill('{category} {colour}');
    await page.getByTestId('seo-settings-save').click();
    await expect(title).toBeFocused();
    await expect(page.getByTestId('seo-category').getByRole('alert').first()).toBeVisible();
    await expectNoViolation(page, `${path}: a refused placeholder`);
  });
}
