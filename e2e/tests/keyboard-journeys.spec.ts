import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { SHELL_URL } from '../fixtures/ports';
import { expect, test } from '../fixtures/test';

/**
 * Whole journeys with the keyboard alone: after the first page is opened, no click and no
 * navigation by the test, only keys. After every page change and every dialog opened or closed,
 * the focus is where a keyboard user expects it (never on `<body>`) and visible (`:focus-visible`).
 */

/** The keyboard, counting what is pressed: the keys, and apart from them the texts typed. */
class Keyboard {
  presses = 0;
  texts = 0;

  constructor(private readonly page: Page) {}

  async press(key: string) {
    this.presses += 1;
    await this.page.keyboard.press(key);
  }

  async type(text: string) {
    this.texts += 1;
    await this.page.keyboard.type(text);
  }

  /** Presses Tab (or Shift+Tab) until `target` has the focus, as a shopper looking for it does. */
  async tabTo(target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab', most = 40) {
    await expect(target).toBeVisible();
    for (let presses = 0; presses < most; presses += 1) {
      if (await target.evaluate((element) => element === document.activeElement)) return;
      await this.press(key);
    }
    await expectFocus(target);
  }
}

/** The focus is on `target`, not on `<body>`, and visible. */
async function expectFocus(target: Locator) {
  await expect(target).toBeFocused();
  const page = target.page();
  expect(await page.evaluate(() => document.activeElement !== document.body)).toBe(true);
  expect(await target.evaluate((element) => element.matches(':focus-visible'))).toBe(true);
}

const heading = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });

test('a guest buys from the home page to the completion page with the keyboard alone, in at most 60 presses', async ({
  page,
  pageErrors,
}) => {
  test.slow();
  const keys = new Keyboard(page);
  await page.goto('/en');
  await expect(heading(page)).toBeVisible();

  // The cookie banner first, right after the skip link; answered, the focus goes to the page.
  const banner = page.getByRole('region', { name: 'Cookies' });
  await keys.tabTo(banner.getByRole('button', { name: 'Accept all' }));
  await keys.press('Enter');
  await expect(banner).toHaveCount(0);
  await expectFocus(heading(page));

  // A product from the home page: its page starts on its heading.
  const card = page.getByRole('main').getByTestId('product-card').first();
  const name = (await card.getByRole('link').first().innerText()).trim();
  await keys.tabTo(card.getByRole('link').first());
  await keys.press('Enter');
  await expect(page).toHaveURL(/\/en\/catalog\/[\w-]+\/[\w-]+$/);
  await expectFocus(heading(page));
  await expect(heading(page)).toHaveText(name);

  // Into the cart; F8 reaches the toast, whose action goes to the checkout.
  const addToCart = page.getByTestId('add-to-cart');
  await keys.tabTo(addToCart);
  await keys.press('Enter');
  const toast = page.getByTestId('toast').filter({ hasText: name });
  await expect(toast).toBeVisible();
  await expect(page.getByTestId('mini-cart-count')).toHaveText('1');
  await keys.press('F8');
  const toCheckout = toast.getByRole('button', { name: 'Checkout', exact: true });
  await keys.tabTo(toCheckout);
  await keys.press('Enter');
  await expect(page).toHaveURL(`${SHELL_URL}/en/checkout`);
  await expectFocus(heading(page));
  await expect(heading(page)).toHaveText('Checkout');

  // The contact: each field after the other.
  await keys.tabTo(page.getByTestId('contact-first-name'));
  await keys.type('Olena');
  await keys.press('Tab');
  await expectFocus(page.getByTestId('contact-last-name'));
  await keys.type('Kovalenko');
  await keys.press('Tab');
  await expectFocus(page.getByTestId('contact-email'));
  await keys.type(`keyboard.${randomUUID().slice(0, 8)}@example.com`);
  const phone = page.getByRole('textbox', { name: 'Phone' });
  await keys.tabTo(phone);
  await keys.type('600100200');

  // The delivery method offered first is kept; a way to pay is chosen with Space.
  const payment = page.getByRole('group', { name: 'Payment method' });
  await keys.tabTo(payment.getByRole('radio').first());
  await keys.press('Space');
  await expect(payment.getByRole('radio').first()).toBeChecked();
  await expect(page.getByTestId('estimate-total')).toBeVisible();
  await keys.tabTo(page.getByTestId('place-order'));
  await keys.press('Enter');

  await expect(page).toHaveURL(`${SHELL_URL}/en/checkout-complete`);
  await expect(page.getByTestId('order-number')).toBeVisible();
  await expectFocus(heading(page));
  console.log(
    `A guest's purchase, home page to completion: ${keys.presses} key presses, ${keys.texts} texts typed`,
  );
  expect(keys.presses).toBeLessThanOrEqual(60);
  expect(pageErrors).toEqual([]);
});

test('a customer signs in with the keyboard alone, in Ukrainian', async ({ page, request }) => {
  const email = `keys.${randomUUID().slice(0, 8)}@example.com`;
  const registered = await request.post('/api/v1/auth/register', {
    headers: { origin: SHELL_URL },
    data: {
      email,
      password: 'klavisha-123',
      firstName: 'Oksana',
      lastName: 'Bondar',
      language: 'ua',
    },
  });
  expect(registered.status()).toBe(201);
  await page
    .context()
    .addCookies([{ name: 'app-cookie-banner', value: 'rejected-non-essential', url: SHELL_URL }]);

  const keys = new Keyboard(page);
  await page.goto('/ua/contact-us');
  await expect(heading(page)).toBeVisible();
  const signIn = page.getByTestId('account-sign-in');
  await keys.tabTo(signIn);
  await expectFocus(signIn);
  await keys.press('Enter');

  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expectFocus(dialog.getByTestId('login-email'));
  await keys.type(email);
  await keys.press('Tab');
  await expectFocus(dialog.getByTestId('login-password'));
  await keys.type('klavisha-123');
  await keys.press('Enter');

  // Signed in, the dialog closes and the focus goes back to the header's account button, which
  // now bears the customer's name and opens the account menu.
  await expect(dialog).toHaveCount(0);
  const account = page.getByTestId('account-menu-trigger');
  await expect(account).toHaveAccessibleName(/Oksana/);
  await expectFocus(account);

  // The account menu opens and closes from the keyboard, the focus going back to its button.
  await keys.press('Enter');
  // The menu takes the focus itself, and Tab goes to its first link.
  const menu = page.getByTestId('account-menu');
  await expectFocus(menu);
  await keys.press('Tab');
  await expectFocus(menu.getByRole('link').first());
  await keys.press('Escape');
  await expect(page.getByTestId('account-menu')).toHaveCount(0);
  await expectFocus(account);
});

test('a listing filtered and sorted with the keyboard alone, in Polish', async ({ page }) => {
  await page
    .context()
    .addCookies([{ name: 'app-cookie-banner', value: 'accepted-all', url: SHELL_URL }]);
  const keys = new Keyboard(page);
  await page.goto('/pl/catalog');
  const cards = page.getByTestId('product-card');
  await expect(cards.first()).toBeVisible();

  // The skip link leads to the page's content, past the header.
  await keys.press('Tab');
  await expectFocus(page.getByRole('link', { name: 'Przejdź do treści' }));
  await keys.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();

  // Another category is another page; its select keeps the focus.
  const category = page.getByRole('combobox', { name: 'Kategoria' });
  await keys.tabTo(category);
  await expectFocus(category);
  await keys.press('ArrowDown');
  await expect(page).toHaveURL(/\/pl\/catalog\/[a-z-]+$/);
  await expectFocus(category);
  const path = new URL(page.url()).pathname;

  // Cheapest first, then dearest first.
  const sort = page.getByRole('combobox', { name: 'Sortuj według' });
  await keys.tabTo(sort);
  await keys.press('ArrowDown');
  await expect(page).toHaveURL(`${SHELL_URL}${path}?sort=price-asc`);
  await expectFocus(sort);
  await keys.press('ArrowDown');
  await expect(page).toHaveURL(`${SHELL_URL}${path}?sort=price-desc`);
  await expectFocus(sort);

  // Then in stock only, with Space: the next control after the sort.
  const inStock = page.getByRole('checkbox', { name: 'Tylko dostępne' });
  await keys.tabTo(inStock);
  await keys.press('Space');
  await expect(page).toHaveURL(`${SHELL_URL}${path}?stock=1&sort=price-desc`);
  await expectFocus(inStock);

  // The listing follows: prices from the dearest down (Polish prices: "26,90 zł").
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const prices = (await page.getByTestId('current-price').allTextContents()).map((text) =>
    Number(text.replace(/[^\d,]/g, '').replace(',', '.')),
  );
  expect(prices.length).toBeGreaterThan(1);
  expect([...prices].sort((a, b) => b - a)).toEqual(prices);

  // A product from the filtered listing: its page starts on its heading.
  await keys.tabTo(cards.first().getByRole('link').first());
  await keys.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${path}/[\\w-]+$`));
  await expectFocus(heading(page));
});
