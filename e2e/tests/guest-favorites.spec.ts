import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { registeredCustomer, signInFromHeader } from '../fixtures/account';
import { expect, test } from '../fixtures/test';

/** The heart of the product the page is about (related products below have theirs). */
const productHeart = (page: Page) =>
  page.getByRole('heading', { level: 1 }).locator('..').getByTestId('favorite-toggle');

const deviceFavorites = (page: Page) =>
  page.evaluate(() => localStorage.getItem('storefront-favorites'));

test("a guest's favorite in English survives sign-in, and its card puts it in the cart", async ({
  page,
  request,
  pageErrors,
}) => {
  const customer = await registeredCustomer(request, 'en', {
    firstName: 'Grace',
    lastName: 'Hopper',
    phone: '+48600100200',
  });
  await page.goto('/en/catalog/tea/sencha-kyoto-loose-leaf-100g');
  const heart = productHeart(page);
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(heart).toHaveAccessibleName('Remove from favorites');

  // Kept on the device: still marked on the next visit, without an account.
  await page.reload();
  await expect(productHeart(page)).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('account-sign-in')).toBeVisible();

  await signInFromHeader(page, customer);
  await expect(productHeart(page)).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => deviceFavorites(page)).toBeNull();

  await page.goto('/en/profile/favorites');
  const card = page.getByTestId('favorite-card');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Sencha');
  await expect(page.getByTestId('mini-cart-count')).toHaveText('0');
  await card.getByTestId('add-to-cart').click();
  await expect(page.getByTestId('mini-cart-count')).toHaveText('1');

  // The account keeps it: another browser signed in as the customer sees it too.
  const favorites = await request.get('/api/v1/user/favorites?lang=en');
  expect((await favorites.json()).map((product: { slug: string }) => product.slug)).toEqual([
    'sencha-kyoto-loose-leaf-100g',
  ]);
  expect(pageErrors).toEqual([]);
});

test("a guest's favorites in Polish go into the account made at registration", async ({
  page,
  pageErrors,
}) => {
  await page.goto('/pl/catalog/tea/sencha-kyoto-loose-leaf-100g');
  const heart = productHeart(page);
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(heart).toHaveAccessibleName('Usuń z ulubionych');

  await page.getByTestId('account-sign-in').click();
  await page.getByTestId('login-to-register').click();
  await page.getByTestId('register-first-name').fill('Anna');
  await page.getByTestId('register-last-name').fill('Nowak');
  await page.getByTestId('register-email').fill(`anna.${randomUUID().slice(0, 8)}@example.com`);
  await page.getByTestId('register-password').fill('haslo-do-sklepu');
  await page.getByTestId('register-submit').click();
  await expect(page.getByTestId('account-menu-trigger')).toBeVisible();
  await expect.poll(() => deviceFavorites(page)).toBeNull();

  await page.goto('/pl/profile/favorites');
  await expect(page.getByTestId('favorite-card')).toHaveCount(1);
  await expect(page.getByTestId('favorite-card')).toContainText('Sencha');
  await expect(page.getByTestId('favorite-card').getByTestId('add-to-cart')).toHaveText(
    'Dodaj do koszyka',
  );
  expect(pageErrors).toEqual([]);
});
