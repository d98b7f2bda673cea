import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { registeredCustomer, signInFromHeader } from '../fixtures/account';
import { productOf } from '../fixtures/checkout';
import { expect, test } from '../fixtures/test';
import { DEMO_PRODUCT } from '../size/pages.mjs';

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
  await expect(heart).toHaveAccessibleName('Remove Sencha Kyoto loose leaf 100 g from favorites');

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
  await expect(heart).toHaveAccessibleName(/^Usuń .*Sencha.* z ulubionych$/);

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

/** The ids the device keeps, set before the page loads, as hearts marked earlier left them. */
async function keptOnDevice(page: Page, ids: string[]) {
  await page.addInitScript((value) => {
    // Once: a removal on the page is kept across its reloads.
    if (!sessionStorage.getItem('kept')) {
      localStorage.setItem('storefront-favorites', value);
      sessionStorage.setItem('kept', '1');
    }
  }, JSON.stringify(ids));
}

test("a guest in Ukrainian sees the device's favorites, removes one, and is invited to sign in", async ({
  page,
  request,
  pageErrors,
}) => {
  const sencha = await productOf(request, 'sencha-kyoto-loose-leaf-100g', 'ua');
  const other = await productOf(request, DEMO_PRODUCT, 'ua');
  await keptOnDevice(page, [sencha.id, other.id]);
  // The server sends the layout alone: the list is the device's, which only the browser knows.
  const html = await (await request.get('/ua/profile/favorites')).text();
  expect(html).not.toContain(sencha.name);
  await page.goto('/ua/profile/favorites');
  // Not sent to sign in: the page, with the invitation and the cards in the device's order.
  await expect(page).toHaveURL(/\/ua\/profile\/favorites$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Обране');
  await expect(page.getByTestId('favorites-invitation')).toContainText(
    'Ваше обране збережено лише на цьому пристрої.',
  );
  const cards = page.getByTestId('favorite-card');
  await expect(cards).toHaveCount(2);
  await expect(cards.first()).toContainText(sencha.name);
  // The rest of the profile is the account's.
  await expect(page.getByTestId('profile-nav')).toHaveCount(0);

  const remove = cards.first().getByTestId('favorite-remove');
  await remove.focus();
  await page.keyboard.press('Enter');
  await expect(cards).toHaveCount(1);
  // The focus goes on to the next card's Remove, and the removal is said.
  const next = cards.first().getByTestId('favorite-remove');
  await expect(next).toBeFocused();
  await expect(next).toHaveAccessibleName(`Прибрати ${other.name} з обраного`);
  await expect(page.getByRole('status').filter({ hasText: sencha.name })).toHaveText(
    `${sencha.name} більше немає в обраному.`,
  );
  expect(JSON.parse((await deviceFavorites(page)) ?? '[]')).toEqual([other.id]);

  // The last removed: the focus on what was said, the list empty.
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('favorites-empty')).toBeVisible();
  await expect(page.getByTestId('favorites-result')).toBeFocused();
  await expect(page.getByTestId('favorites-result')).toHaveText(
    `${other.name} більше немає в обраному.`,
  );
  expect(await deviceFavorites(page)).toBeNull();
  expect(pageErrors).toEqual([]);
});

test('a guest in English keeps the favorites by signing in from the page; a customer removing one goes on to the next', async ({
  page,
  request,
  pageErrors,
}) => {
  const customer = await registeredCustomer(request, 'en', {
    firstName: 'Ada',
    lastName: 'Lovelace',
    phone: '+48600100200',
  });
  const sencha = await productOf(request, 'sencha-kyoto-loose-leaf-100g', 'en');
  const other = await productOf(request, DEMO_PRODUCT, 'en');
  await keptOnDevice(page, [sencha.id, other.id]);
  await page.goto('/en/profile/favorites');
  await expect(page.getByTestId('favorite-card')).toHaveCount(2);
  await page.getByTestId('favorites-sign-in').click();
  await page.getByTestId('login-email').fill(customer.email);
  await page.getByTestId('login-password').fill(customer.password);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('account-menu-trigger')).toBeVisible();
  // Now the account's page: its navigation, the same favorites, the device's list let go.
  await expect(page.getByTestId('profile-nav')).toBeVisible();
  await expect(page.getByTestId('favorites-invitation')).toHaveCount(0);
  const cards = page.getByTestId('favorite-card');
  await expect(cards).toHaveCount(2);
  await expect.poll(() => deviceFavorites(page)).toBeNull();

  await cards.first().getByTestId('favorite-remove').click();
  await expect(cards).toHaveCount(1);
  const next = cards.first().getByTestId('favorite-remove');
  await expect(next).toBeFocused();
  await expect(next).toHaveAccessibleName(`Remove ${other.name} from favorites`);
  await expect(page.getByTestId('favorites-result')).toHaveText(
    `${sencha.name} is no longer in your favorites.`,
  );
  expect(pageErrors).toEqual([]);
});
