import type { APIRequestContext } from '@playwright/test';
import type { ContactInfoSettingsView } from '@storefront/shared/admin';
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
 * The store's contact details, changed in the back office. Every page's footer shows them, so
 * this file runs in the settings' Playwright project after the others (playwright.config.ts),
 * one test at a time, and each test gives back what it found.
 */
test.describe.configure({ mode: 'serial' });

const SETTINGS = '/api/v1/admin/settings/contact-info';

async function contactNow(api: APIRequestContext): Promise<ContactInfoSettingsView> {
  const response = await api.get(SETTINGS);
  expect(response.status()).toBe(200);
  return response.json();
}

test('keyboard only: an admin changes the shop’s phone; the footer and the contact page show it on their next request', async ({
  page,
  context,
  staffApi,
}) => {
  test.slow();
  const found = await contactNow(staffApi);
  try {
    await signInAsStaff(context, 'ADMIN');
    await openBackOffice(page, '/en/admin');
    await tabTo(page, page.getByTestId('admin-nav-settings_contact_info'));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(
      'Contact details',
    );
    const phone = page.getByRole('textbox', { name: 'Phone', exact: true });
    await tabTo(page, phone, 120);
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.press('Backspace');
    await page.keyboard.type('601234567');
    await expect(phone).toHaveValue('601 234 567');
    await tabTo(page, page.getByTestId('contact-info-settings-save'), 60);
    await page.keyboard.press('Enter');
    const result = page.getByTestId('contact-info-settings-result');
    await expect(result).toHaveText('Contact details saved. Shoppers see them on their next page.');
    await expect(result).toBeFocused();
    expect((await contactNow(staffApi)).section.phoneNumber).toBe('+48601234567');

    await page.goto('/en/contact-us');
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: '+48601234567' }),
    ).toHaveAttribute('href', 'tel:+48601234567');
    await expect(page.getByRole('main')).toContainText('+48601234567');
  } finally {
    const { version } = await contactNow(staffApi);
    const restored = await staffApi.put(SETTINGS, { data: { section: found.section, version } });
    expect(restored.status(), await restored.text()).toBe(200);
  }
});

for (const [lang, mode] of AXE_CASES) {
  test(`the contact details page and its refusals have no WCAG A or AA violation, in ${lang}, in the ${mode} mode`, async ({
    page,
    context,
  }) => {
    await staffInMode(context, 'ADMIN', mode);
    const path = `/${lang}/admin/settings/contact-info`;
    await expectAccessible(page, path, mode, 'contact-info-settings-form');
    const telegram = page.getByTestId('contact-info-telegram');
    await telegram.fill('a b');
    await page.getByTestId('contact-info-settings-save').click();
    await expect(telegram).toBeFocused();
    await expect(page.getByTestId('contact-info-messengers').getByRole('alert')).toBeVisible();
    await expectNoViolation(page, `${path}: a refused Telegram name`);
  });
}
