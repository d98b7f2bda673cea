import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { SHELL_URL } from '../fixtures/ports';

// These tests change the store's analytics ids; they run one after the other.
test.describe.configure({ mode: 'serial' });

const ANALYTICS_HOSTS = /googletagmanager\.com|google-analytics\.com|facebook\.(net|com)/;

async function setIntegrations(
  staffApi: APIRequestContext,
  googleAnalyticsId: string | null,
  facebookPixelId: string | null,
) {
  const response = await staffApi.put('/api/v1/store/integrations', {
    data: { googleAnalyticsId, facebookPixelId },
  });
  expect(response.status()).toBe(200);
}

/** Records requests to analytics hosts and answers them with an empty script (the hosts are offline here). */
async function watchAnalytics(page: Page): Promise<string[]> {
  const requests: string[] = [];
  await page.route(ANALYTICS_HOSTS, (route) => {
    requests.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
  });
  return requests;
}

const consentCommands = (page: Page) =>
  page.evaluate(() =>
    (window.dataLayer ?? [])
      .map((entry) => Array.from(entry as ArrayLike<unknown>))
      .filter((args) => args[0] === 'consent'),
  );

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

test.afterAll(async ({ staffApi }) => {
  await setIntegrations(staffApi, null, null);
});

test('the banner shows on a first visit and not after accepting all', async ({ page, context }) => {
  await page.goto('/en/contact-us');
  const banner = page.getByRole('region', { name: 'Cookies' });
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Read our privacy policy' })).toHaveAttribute(
    'href',
    '/en/privacy-policy',
  );

  await banner.getByRole('button', { name: 'Accept all' }).click();
  await expect(banner).toBeHidden();
  const cookie = (await context.cookies(SHELL_URL)).find(
    (candidate) => candidate.name === 'app-cookie-banner',
  );
  expect(cookie?.value).toBe('accepted-all');

  await page.reload();
  await expect(page.getByRole('form')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Cookies' })).toHaveCount(0);
});

test('the banner is keyboard accessible and remembers a rejection', async ({ page, context }) => {
  await page.goto('/pl/privacy-policy');
  const reject = page.getByRole('button', { name: 'Odrzuć niekonieczne' });
  await reject.focus();
  await page.keyboard.press('Enter');
  await expect(reject).toBeHidden();
  const cookie = (await context.cookies(SHELL_URL)).find(
    (candidate) => candidate.name === 'app-cookie-banner',
  );
  expect(cookie?.value).toBe('rejected-non-essential');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Pliki cookie' })).toHaveCount(0);
});

test('with no analytics id nothing loads, whatever the choice', async ({ page, staffApi }) => {
  await setIntegrations(staffApi, null, null);
  const requests = await watchAnalytics(page);
  await page.goto('/en');
  await page.getByRole('button', { name: 'Accept all' }).click();
  await page.waitForTimeout(500);
  expect(requests).toEqual([]);
  expect(await page.evaluate(() => window.dataLayer)).toBeUndefined();
});

test('no analytics request before a choice; accept-all grants the four storages', async ({
  page,
  staffApi,
}) => {
  await setIntegrations(staffApi, 'G-E2ETEST01', '1234567890123');
  const requests = await watchAnalytics(page);
  await page.goto('/en/contact-us');
  await expect(page.getByRole('form')).toBeVisible();
  await page.waitForTimeout(1500);
  expect(requests).toEqual([]);

  await page.getByRole('button', { name: 'Accept all' }).click();
  await expect
    .poll(() => requests.some((url) => url.includes('googletagmanager.com/gtag/js?id=G-E2ETEST01')))
    .toBe(true);
  await expect.poll(() => requests.some((url) => url.includes('connect.facebook.net'))).toBe(true);
  const granted = {
    ad_user_data: 'granted',
    ad_personalization: 'granted',
    ad_storage: 'granted',
    analytics_storage: 'granted',
  };
  const denied = {
    ad_user_data: 'denied',
    ad_personalization: 'denied',
    ad_storage: 'denied',
    analytics_storage: 'denied',
  };
  expect(await consentCommands(page)).toEqual([
    ['consent', 'default', denied],
    ['consent', 'update', granted],
  ]);
});

test('rejecting non-essential cookies keeps the storages denied and loads no pixel', async ({
  page,
  staffApi,
}) => {
  await setIntegrations(staffApi, 'G-E2ETEST01', '1234567890123');
  const requests = await watchAnalytics(page);
  await page.goto('/en/contact-us');
  await page.getByRole('button', { name: 'Reject non-essential' }).click();
  await expect.poll(() => requests.some((url) => url.includes('googletagmanager.com'))).toBe(true);
  expect(requests.some((url) => url.includes('facebook'))).toBe(false);
  const updates = (await consentCommands(page)).filter((args) => args[1] === 'update');
  expect(updates).toEqual([
    [
      'consent',
      'update',
      {
        ad_user_data: 'denied',
        ad_personalization: 'denied',
        ad_storage: 'denied',
        analytics_storage: 'denied',
      },
    ],
  ]);
});

test('the cookie settings reopen from the footer and by URL, and change the choice', async ({
  page,
  context,
}) => {
  await page.goto('/en/terms-and-conditions?overlay=cookie-settings');
  const dialog = page.getByRole('dialog', { name: 'Cookie settings' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Analytics and marketing cookies').check();
  await dialog.getByRole('button', { name: 'Save my choice' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(`${SHELL_URL}/en/terms-and-conditions`);
  let cookie = (await context.cookies(SHELL_URL)).find(
    (candidate) => candidate.name === 'app-cookie-banner',
  );
  expect(cookie?.value).toBe('accepted-all');

  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Analytics and marketing cookies').uncheck();
  await dialog.getByRole('button', { name: 'Save my choice' }).click();
  cookie = (await context.cookies(SHELL_URL)).find(
    (candidate) => candidate.name === 'app-cookie-banner',
  );
  expect(cookie?.value).toBe('rejected-non-essential');
});

test('an unknown overlay in the URL is dropped', async ({ page }) => {
  await page.goto('/en/contact-us?overlay=no-such-overlay');
  await expect(page.getByRole('form')).toBeVisible();
  await expect(page).toHaveURL(`${SHELL_URL}/en/contact-us`);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
