import type { APIRequestContext } from '@playwright/test';
import type { MainInfoSettingsView } from '@storefront/shared/admin';
import {
  AXE_CASES,
  expectAccessible,
  expectNoViolation,
  staffInMode,
} from '../fixtures/accessibility';
import { tabTo } from '../fixtures/keyboard';
import { openBackOffice, signInAsStaff } from '../fixtures/staff';
import { expect, test } from '../fixtures/test';

/*
 * The store's main info, changed in the back office. Every page's header and title read the
 * shop's name, so this file runs in the settings' Playwright project after the others
 * (playwright.config.ts), one test at a time, and each test gives back what it found.
 */
test.describe.configure({ mode: 'serial' });

const SETTINGS = '/api/v1/admin/settings/main-info';

async function infoNow(api: APIRequestContext): Promise<MainInfoSettingsView> {
  const response = await api.get(SETTINGS);
  expect(response.status()).toBe(200);
  return response.json();
}

async function restore(api: APIRequestContext, found: MainInfoSettingsView) {
  const { version } = await infoNow(api);
  const response = await api.put(SETTINGS, { data: { section: found.section, version } });
  expect(response.status(), await response.text()).toBe(200);
}

test('keyboard only: an admin renames the shop; the storefront shows the new name on its next page', async ({
  page,
  context,
  staffApi,
}) => {
  test.slow();
  const found = await infoNow(staffApi);
  try {
    await signInAsStaff(context, 'ADMIN');
    await openBackOffice(page, '/en/admin');
    await tabTo(page, page.getByTestId('admin-nav-settings_main_info'));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Main info');
    const name = page.getByTestId('main-info-name');
    await expect(name).toHaveValue(found.section.name);
    await tabTo(page, name, 120);
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('Verde Roastery');
    await tabTo(page, page.getByTestId('main-info-settings-save'), 200);
    await page.keyboard.press('Enter');
    const result = page.getByTestId('main-info-settings-result');
    await expect(result).toHaveText('Main info saved. Shoppers see it on their next page.');
    await expect(result).toBeFocused();
    expect((await infoNow(staffApi)).section.name).toBe('Verde Roastery');

    await page.goto('/pl/contact-us');
    await expect(page.getByRole('banner')).toContainText('Verde Roastery');
    await expect(page).toHaveTitle(/Verde Roastery/);
  } finally {
    await restore(staffApi, found);
  }
});

test('a main language the storefront is not offered in is refused in the page language, beside the choice, and nothing is saved', async ({
  page,
  context,
  staffApi,
}) => {
  const found = await infoNow(staffApi);
  await signInAsStaff(context, 'ADMIN');
  await openBackOffice(page, '/pl/admin/settings/main-info');
  const main = page.getByRole('combobox', { name: 'Język główny' });
  await main.selectOption('de');
  await page.getByTestId('main-info-settings-save').click();
  await expect(page.getByTestId('main-info-languages').getByRole('alert')).toHaveText(
    'Sklep jest dostępny tylko po angielsku, polsku, rosyjsku i ukraińsku: język główny musi być jednym z nich.',
  );
  await expect(main).toBeFocused();
  await expect(main).toHaveAttribute('aria-invalid', 'true');
  const now = await infoNow(staffApi);
  expect(now.version).toBe(found.version);
  expect(now.section.languageCode).toBe(found.section.languageCode);
});

for (const [lang, mode] of AXE_CASES) {
  test(`the main info page and its refusals have no WCAG A or AA violation, in ${lang}, in the ${mode} mode`, async ({
    page,
    context,
  }) => {
    test.slow();
    await staffInMode(context, 'ADMIN', mode);
    const path = `/${lang}/admin/settings/main-info`;
    await expectAccessible(page, path, mode, 'main-info-settings-form');
    await page.getByTestId('main-info-main-language').selectOption('de');
    await page.getByTestId('main-info-settings-save').click();
    await expect(page.getByTestId('main-info-languages').getByRole('alert')).toBeVisible();
    const rate = page.getByTestId('main-info-currency-USD-rate');
    await rate.fill('abc');
    await page.getByTestId('main-info-settings-save').click();
    await expect(rate).toBeFocused();
    await expectNoViolation(page, `${path}: its refusals`);
  });
}
