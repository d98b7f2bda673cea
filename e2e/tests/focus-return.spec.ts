import { randomUUID } from 'node:crypto';
import { expect, test } from '../fixtures/test';
import { SHELL_URL } from '../fixtures/ports';

/**
 * Closing an overlay (a dialog, the mini cart, the account menu) gives the focus back to the
 * control that opened it, so a keyboard or screen-reader user goes on from where they were.
 */

test('a dialog gives the focus back to the button that opened it', async ({ page }) => {
  await page.goto('/en/catalog/coffee');
  const dialog = page.getByRole('dialog');
  const signIn = page.getByTestId('account-sign-in');
  await signIn.click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(signIn).toBeFocused();

  // From the keyboard, through a second dialog opened from the first: back to the first opener.
  await page.keyboard.press('Enter');
  await expect(dialog.getByTestId('login-email')).toBeVisible();
  await dialog.getByTestId('login-to-register').click();
  await expect(dialog.getByTestId('register-email')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(signIn).toBeFocused();

  const settings = page.getByRole('button', { name: 'Cookie settings' });
  await settings.click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(settings).toBeFocused();
});

test('on a phone in Polish: the favorite toggle, the mini cart, the sign-in and the account menu get it back', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const email = `focus.${randomUUID().slice(0, 8)}@example.com`;
  const registered = await page.request.post('/api/v1/auth/register', {
    headers: { origin: SHELL_URL },
    data: { email, password: 'focus-haslo-1', firstName: 'Ola', lastName: 'Nowak', language: 'pl' },
  });
  expect(registered.status()).toBe(201);
  await page.request.post('/api/v1/auth/logout', { headers: { origin: SHELL_URL } });

  await page.goto('/pl/catalog/tea/sencha-kyoto-loose-leaf-100g');
  const dialog = page.getByRole('dialog');
  const favorite = page
    .getByRole('heading', { level: 1 })
    .locator('..')
    .getByTestId('favorite-toggle');
  // A guest's favorite is marked on the device, and the toggle keeps the focus.
  await favorite.click();
  await expect(favorite).toHaveAttribute('aria-pressed', 'true');
  await expect(favorite).toBeFocused();

  const cart = page.getByTestId('mini-cart-trigger');
  await cart.click();
  await expect(page.getByTestId('mini-cart-panel')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('mini-cart-panel')).toHaveCount(0);
  await expect(cart).toBeFocused();

  // The sign-in dialog closed gives the focus back to the button that opened it.
  const signIn = page.getByTestId('account-sign-in');
  await signIn.click();
  await expect(dialog.getByTestId('login-email')).toBeVisible();
  await dialog.getByRole('button', { name: 'Zamknij' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(signIn).toBeFocused();

  // Signed in, the dialog closes by itself.
  await signIn.click();
  await dialog.getByTestId('login-email').fill(email);
  await dialog.getByTestId('login-password').fill('focus-haslo-1');
  await dialog.getByTestId('login-submit').click();
  await expect(dialog).toHaveCount(0);
  await expect(favorite).toHaveAttribute('aria-pressed', 'true');

  const account = page.getByTestId('account-menu-trigger');
  await account.click();
  await expect(page.getByTestId('account-menu')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('account-menu')).toHaveCount(0);
  await expect(account).toBeFocused();
  await context.close();
});
