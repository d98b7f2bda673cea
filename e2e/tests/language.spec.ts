import type { BrowserContext } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { SHELL_URL } from '../fixtures/ports';
import { followInApp } from '../fixtures/router';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

test.describe('the language of a bare path', () => {
  test('comes from the i18n_redirected cookie first', async ({ page, context }) => {
    await context.addCookies([{ name: 'i18n_redirected', value: 'ua', url: SHELL_URL }]);
    await page.goto('/');
    await expect(page).toHaveURL(`${SHELL_URL}/ua`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'uk-UA');
  });

  test('then from the browser language, keeping the rest of the path', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'pl-PL' });
    const page = await context.newPage();
    await page.goto('/contact-us');
    await expect(page).toHaveURL(`${SHELL_URL}/pl/contact-us`);
    await expect(page.getByRole('heading', { level: 1, name: 'Kontakt' })).toBeVisible();
    await context.close();
  });

  test('maps a Ukrainian browser to ua', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'uk-UA' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page).toHaveURL(`${SHELL_URL}/ua`);
    await context.close();
  });

  test('else English', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'de-DE' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page).toHaveURL(`${SHELL_URL}/en`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await context.close();
  });
});

test('switching the language keeps the page and remembers the choice for 365 days', async ({
  page,
  context,
}) => {
  await page.goto('/en/privacy-policy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Language' })
    .getByRole('link', { name: 'Polski' })
    .click();
  await expect(page).toHaveURL(`${SHELL_URL}/pl/privacy-policy`);
  await expect(page.getByRole('heading', { level: 1, name: 'Polityka prywatności' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl-PL');

  const cookie = (await context.cookies()).find(
    (candidate) => candidate.name === 'i18n_redirected',
  );
  expect(cookie?.value).toBe('pl');
  const lifetime = cookie!.expires - Date.now() / 1000;
  expect(lifetime).toBeGreaterThan(YEAR_SECONDS - 60);
  expect(lifetime).toBeLessThanOrEqual(YEAR_SECONDS + 60);

  // The choice now wins over the browser's language on a bare path.
  await page.goto('/');
  await expect(page).toHaveURL(`${SHELL_URL}/pl`);
});

test.describe('a wrong language prefix', () => {
  test('in upper case is a permanent redirect to the lower-case page, query kept', async ({
    request,
  }) => {
    const response = await request.get('/EN/catalog?q=tea&sort=price-asc', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe('/en/catalog?q=tea&sort=price-asc');
  });

  test('in upper case opens the page in that language', async ({ page }) => {
    await page.goto('/Ua/contact-us');
    await expect(page).toHaveURL(`${SHELL_URL}/ua/contact-us`);
    await expect(page.getByRole('heading', { level: 1, name: 'Контакти' })).toBeVisible();
  });

  test("that the shop does not speak goes to the visitor's language, same page", async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: 'pl-PL' });
    const page = await context.newPage();
    const response = await page.request.get('/de/catalog?q=sencha', {
      headers: { 'accept-language': 'pl-PL' },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe('/pl/catalog?q=sencha');

    await page.goto('/de/catalog/tea?q=sencha');
    await expect(page).toHaveURL(`${SHELL_URL}/pl/catalog/tea?q=sencha`);
    await expect(page.getByRole('heading', { level: 1, name: 'Herbata' })).toBeVisible();
    await context.close();
  });

  test('is corrected by the browser router too, on a link followed without a reload', async ({
    page,
  }) => {
    await page.goto('/en/privacy-policy');
    await followInApp(page, '/EN/catalog?q=tea');
    await expect(page).toHaveURL(`${SHELL_URL}/en/catalog?q=tea`);
    await expect(page.getByRole('heading', { level: 1, name: 'Catalog' })).toBeVisible();
    await followInApp(page, '/fr/contact-us');
    await expect(page).toHaveURL(`${SHELL_URL}/en/contact-us`);
    await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
  });

  test('that is not followed by a page stays a missing page', async ({ request }) => {
    const response = await request.get('/de/no-such-page', { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe('/en/de/no-such-page');
  });
});

test.describe('the language cookie follows the page the shopper opens', () => {
  const languageCookie = async (context: BrowserContext) =>
    (await context.cookies()).find((cookie) => cookie.name === 'i18n_redirected');

  test('landing on a page records its language, in the server’s response', async ({
    page,
    context,
    request,
  }) => {
    const raw = await request.get('/ua/catalog');
    expect(raw.headers()['set-cookie']).toBe(
      `i18n_redirected=ua; Max-Age=${YEAR_SECONDS}; Path=/; SameSite=Lax`,
    );

    await page.goto('/ua/catalog');
    expect((await languageCookie(context))?.value).toBe('ua');
    await page.goto('/');
    await expect(page).toHaveURL(`${SHELL_URL}/ua`);
  });

  test('an English page replaces an older Polish choice', async ({ page, context }) => {
    await context.addCookies([{ name: 'i18n_redirected', value: 'pl', url: SHELL_URL }]);
    await page.goto('/en/catalog/tea');
    await expect(page.getByRole('heading', { level: 1, name: 'Tea' })).toBeVisible();
    expect((await languageCookie(context))?.value).toBe('en');
    await page.goto('/');
    await expect(page).toHaveURL(`${SHELL_URL}/en`);
  });

  test('going back to a page in another language records that language again', async ({
    page,
    context,
  }) => {
    await page.goto('/en/privacy-policy');
    await page
      .getByRole('navigation', { name: 'Language' })
      .getByRole('link', { name: 'Polski' })
      .click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Polityka prywatności' }),
    ).toBeVisible();
    expect((await languageCookie(context))?.value).toBe('pl');

    await page.goBack();
    await expect(page).toHaveURL(`${SHELL_URL}/en/privacy-policy`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await expect.poll(async () => (await languageCookie(context))?.value).toBe('en');
    await page.goto('/');
    await expect(page).toHaveURL(`${SHELL_URL}/en`);
  });
});
