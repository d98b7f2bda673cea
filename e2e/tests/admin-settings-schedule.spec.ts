import type { APIRequestContext } from '@playwright/test';
import type { ScheduleSettingsView } from '@storefront/shared/admin';
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
 * The store's opening hours, changed in the back office. Every page's footer reads them, so this
 * file runs in the settings' Playwright project after the others (playwright.config.ts), one test
 * at a time, and each test gives back the hours it found.
 */
test.describe.configure({ mode: 'serial' });

const SETTINGS = '/api/v1/admin/settings/schedule';

async function weekNow(api: APIRequestContext): Promise<ScheduleSettingsView> {
  const response = await api.get(SETTINGS);
  expect(response.status()).toBe(200);
  return response.json();
}

test('keyboard only: an admin opens the shop on Sundays from 10:00 to 16:00; the footer shows it', async ({
  page,
  context,
  staffApi,
}) => {
  test.slow();
  const found = await weekNow(staffApi);
  try {
    await signInAsStaff(context, 'ADMIN');
    await openBackOffice(page, '/en/admin');
    await tabTo(page, page.getByTestId('admin-nav-settings_schedule'));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(
      'Opening hours',
    );
    const sunday = page.getByRole('group', { name: 'Sunday', exact: true });
    const open = sunday.getByTestId('schedule-SUNDAY-open');
    await tabTo(page, open, 120);
    if (!(await open.isChecked())) await page.keyboard.press('Space');
    await expect(open).toBeChecked();
    for (const [field, time] of [
      ['opens', '10:00'],
      ['closes', '16:00'],
    ] as const) {
      await page.keyboard.press('Tab');
      await expect(sunday.getByTestId(`schedule-SUNDAY-${field}`)).toBeFocused();
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type(time);
    }
    await tabTo(page, page.getByTestId('schedule-settings-save'));
    await page.keyboard.press('Enter');
    const result = page.getByTestId('schedule-settings-result');
    await expect(result).toHaveText('Opening hours saved. Shoppers see them on their next page.');
    await expect(result).toBeFocused();
    expect((await weekNow(staffApi)).section.SUNDAY).toEqual({
      isActive: true,
      timeInterval: { startTime: 600, endTime: 960 },
    });

    await page.goto('/en/contact-us');
    await expect(page.getByRole('contentinfo')).toContainText(/Sunday\s*10:00–16:00/);
  } finally {
    const { version } = await weekNow(staffApi);
    const restored = await staffApi.put(SETTINGS, { data: { section: found.section, version } });
    expect(restored.status()).toBe(200);
  }
});

for (const [lang, mode] of AXE_CASES) {
  test(`the opening hours page and its refusals have no WCAG A or AA violation, in ${lang}, in the ${mode} mode`, async ({
    page,
    context,
  }) => {
    await staffInMode(context, 'ADMIN', mode);
    const path = `/${lang}/admin/settings/schedule`;
    await expectAccessible(page, path, mode, 'schedule-settings-form');
    const opens = page.getByTestId('schedule-MONDAY-opens');
    await opens.fill('25:00');
    await page.getByTestId('schedule-settings-save').click();
    await expect(opens).toBeFocused();
    await expect(page.getByTestId('schedule-MONDAY').getByRole('alert').first()).toBeVisible();
    await expectNoViolation(page, `${path}: a refused time`);
  });
}
