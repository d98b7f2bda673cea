import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { SHELL_URL } from '../fixtures/ports';
import { watchToasts } from '../fixtures/toasts';

const newEmail = (name: string) => `${name}.${randomUUID().slice(0, 8)}@example.com`;

/** A customer registered through the API, as another browser would have done. */
async function registered(api: APIRequestContext, language: string, password: string) {
  const email = newEmail('customer');
  const response = await api.post('/api/v1/auth/register', {
    headers: { origin: SHELL_URL },
    data: { email, password, firstName: 'Olena', lastName: 'Shevchenko', language },
  });
  expect(response.status()).toBe(201);
  return email;
}

async function signIn(page: Page, email: string, password: string) {
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('account-menu-trigger')).toBeVisible();
}

async function signOut(page: Page) {
  await page.getByTestId('account-menu-trigger').click();
  await page.getByTestId('account-menu-logout').click();
  await expect(page.getByTestId('account-sign-in')).toBeVisible();
}

test('a shopper in Polish registers, uses the profile, and changes details and password', async ({
  page,
  pageErrors,
}) => {
  // A whole journey through several pages: more than the default 30 s on a busy machine.
  test.slow();
  const email = newEmail('anna');
  await page.goto('/pl');
  await page.getByTestId('account-sign-in').click();
  await page.getByTestId('login-to-register').click();
  await page.getByTestId('register-first-name').fill('Anna');
  await page.getByTestId('register-last-name').fill('Nowak');
  await page.getByTestId('register-email').fill(email);
  await page.getByTestId('register-password').fill('pierwsze-haslo');
  await page.getByTestId('register-submit').click();
  await expect(page.getByTestId('account-menu-trigger')).toBeVisible();

  // The store gives two 10% codes on registration.
  await page.goto('/pl/profile/promo-codes');
  const codes = page.getByTestId('promo-code-row');
  await expect(codes).toHaveCount(2);
  await expect(codes.first()).toHaveAttribute('data-state', 'ACTIVE');
  await expect(codes.first().getByTestId('promo-code-value')).toContainText('10');

  await signOut(page);
  await page.getByTestId('account-sign-in').click();
  await signIn(page, email, 'pierwsze-haslo');

  // A favorite from the product page is on the favorites page.
  await page.goto('/pl/catalog/tea/sencha-kyoto-loose-leaf-100g');
  // The product's own toggle sits beside its name (related products below have theirs).
  const toggle = page
    .getByRole('heading', { level: 1 })
    .locator('..')
    .getByTestId('favorite-toggle');
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/pl/profile/favorites');
  await expect(page.getByTestId('favorite-card')).toHaveCount(1);
  await expect(page.getByTestId('favorite-card')).toContainText('Sencha');

  await page.goto('/pl/profile/details');
  await page.getByTestId('details-first-name').fill('Joanna');
  await page.getByTestId('details-submit').click();
  await expect(page.getByTestId('personal-data-result')).toHaveText('Twoje dane zostały zapisane.');
  await page.getByTestId('details-current-password').fill('pierwsze-haslo');
  await page.getByTestId('details-new-password').fill('drugie-haslo-123');
  await page.getByTestId('password-submit').click();
  await expect(page.getByTestId('password-result')).toContainText('Hasło zostało zmienione.');
  await page.goto('/pl/profile');
  await expect(page.getByTestId('dashboard-greeting')).toContainText('Joanna');

  await signOut(page);
  await page.getByTestId('account-sign-in').click();
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-password').fill('pierwsze-haslo');
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('login-error')).toBeVisible();
  await page.getByTestId('login-password').fill('drugie-haslo-123');
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('account-menu-trigger')).toBeVisible();
  expect(pageErrors).toEqual([]);
});

test('a forgotten password in Ukrainian is reset through the emailed link', async ({
  page,
  request,
  staffApi,
}) => {
  const email = await registered(request, 'ua', 'old-password-1');
  await page.goto('/ua');
  await page.getByTestId('account-sign-in').click();
  await page.getByTestId('login-forgot-password').click();
  await page.getByTestId('forgot-password-email').fill(email);
  await page.getByTestId('forgot-password-submit').click();
  await expect(page.getByTestId('forgot-password-sent')).toBeVisible();

  // The shop runs without SMTP here: the API logs the email, and the owner reads it.
  let link = '';
  await expect
    .poll(
      async () => {
        const outbox = await staffApi.get(
          `/api/v1/email-outbox?recipient=${encodeURIComponent(email)}`,
        );
        const reset = (await outbox.json()).items.find(
          (item: { template: string; text: string | null }) =>
            item.template === 'password-reset' && item.text,
        );
        link = /https?:\/\/\S*reset-token=[\w-]+/.exec(reset?.text ?? '')?.[0] ?? '';
        return link;
      },
      { timeout: 15_000 },
    )
    .toContain('reset-token=');
  expect(link.startsWith(`${SHELL_URL}/ua`)).toBe(true);

  await page.goto(link);
  await page.getByTestId('reset-password-password').fill('new-password-2');
  await page.getByTestId('reset-password-submit').click();
  await signIn(page, email, 'new-password-2');

  // The link works once.
  await page.context().clearCookies();
  await page.goto(link);
  await page.getByTestId('reset-password-password').fill('another-password-3');
  await page.getByTestId('reset-password-submit').click();
  await expect(page.getByTestId('reset-password-error')).toBeVisible();
});

test('a guest opening the profile gets the login dialog and lands on the profile', async ({
  page,
  request,
}) => {
  const email = await registered(request, 'en', 'guest-password-1');
  await page.goto('/en/profile');
  await expect(page.getByTestId('login-email')).toBeVisible();
  await signIn(page, email, 'guest-password-1');
  await expect(page).toHaveURL(`${SHELL_URL}/en/profile`);
  await expect(page.getByTestId('dashboard-greeting')).toContainText('Olena');
  await expect(page.getByTestId('dashboard-orders-empty')).toBeVisible();
});

test('in Ukrainian, a refused password change is said once, beside its field, with no toast', async ({
  page,
  request,
}) => {
  const email = await registered(request, 'ua', 'old-password-1');
  await page.goto('/ua');
  await page.getByTestId('account-sign-in').click();
  await signIn(page, email, 'old-password-1');
  await page.goto('/ua/profile/details');
  const toasts = await watchToasts(page);

  const current = page.getByTestId('details-current-password');
  const next = page.getByTestId('details-new-password');
  await current.fill('not-my-password');
  await next.fill('new-password-2');
  await page.getByTestId('password-submit').click();
  await expect(current).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Поточний пароль неправильний.')).toHaveCount(1);
  await expect(current).toBeFocused();

  // A rule only the API checks (a common password) is said the same way.
  await current.fill('old-password-1');
  await next.fill('password');
  await page.getByTestId('password-submit').click();
  await expect(next).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Цей пароль — один із найпоширеніших')).toBeVisible();
  await expect(current).toHaveAttribute('aria-invalid', 'false');

  // A toast comes with the failed answer, before the form marks its field: none came.
  expect(await toasts()).toEqual([]);
});
