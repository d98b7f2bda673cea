import type { Locator, Page } from '@playwright/test';
import { productOf } from '../fixtures/checkout';
import { expect, test } from '../fixtures/test';
import { SHELL_URL } from '../fixtures/ports';

/**
 * The shop on a phone (390 × 844): a compact header that stays on the screen, the navigation and
 * the settings in a menu drawer, the listing's filters folded behind a button, an Add to cart bar
 * that stands in for a product page's own button while it is off the screen, and a cookie banner that leaves most of the
 * screen to the shop.
 */

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });

/** A returning shopper: the cookie choice is made, the banner stays away. */
async function choiceMade(page: Page) {
  await page
    .context()
    .addCookies([{ name: 'app-cookie-banner', value: 'accepted-all', url: SHELL_URL }]);
}

const scrollTo = (page: Page, y: number) =>
  page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);

/**
 * Where an element is, once it is on the page: the header's search, for one, is swapped for the
 * catalog's own once its code has come, and has no box for the moment between.
 */
async function boxOf(locator: Locator) {
  let box: Awaited<ReturnType<Locator['boundingBox']>> = null;
  await expect.poll(async () => (box = await locator.boundingBox())).not.toBeNull();
  return box!;
}

/** The compact row of controls at the top of the phone's header. */
const ROW_HEIGHT = 72;

test('the header is one compact row and the search, and stays on the screen down the page', async ({
  page,
}) => {
  await choiceMade(page);
  await page.goto('/en/catalog');
  const header = page.getByRole('banner');
  const bar = (await header.boundingBox())!;
  // The row of controls, then the shop's search in a full-width row of its own.
  expect(bar.height).toBeLessThanOrEqual(ROW_HEIGHT + 56);
  const search = await boxOf(header.getByRole('search'));
  expect(search.y).toBeGreaterThanOrEqual(bar.y + 40);
  expect(search.width).toBeGreaterThan(330);

  // The menu button, the brand, the account and the cart share the row; the rest is in the menu.
  const menu = page.getByRole('button', { name: 'Menu' });
  const row = [
    menu,
    header.getByRole('link', { name: 'Verde Market, home page' }),
    page.getByTestId('account-sign-in'),
    page.getByTestId('mini-cart-trigger'),
  ];
  for (const control of row) {
    const box = await boxOf(control);
    expect(box.y).toBeGreaterThanOrEqual(bar.y);
    expect(box.y + box.height).toBeLessThanOrEqual(bar.y + ROW_HEIGHT);
  }
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeHidden();
  await expect(page.getByRole('combobox', { name: 'Currency' })).toBeHidden();

  await expect(page.getByTestId('product-card')).toHaveCount(20);
  await scrollTo(page, 3000);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(3000);
  await expect(menu).toBeInViewport();
  const stuck = (await header.boundingBox())!;
  expect(stuck.y).toBe(0);

  // What the browser brings to the top of the screen (an anchor, a skip link) lands below the
  // header, not under it.
  const firstCard = page.getByTestId('product-card').first();
  await firstCard.evaluate((card) => card.scrollIntoView({ block: 'start', behavior: 'instant' }));
  expect((await firstCard.boundingBox())!.y).toBeGreaterThanOrEqual(stuck.height);
});

test.describe('on a tablet (768 × 1024)', () => {
  test.use({ viewport: { width: 768, height: 1024 } });

  for (const { lang, menu } of [
    { lang: 'pl', menu: 'Menu' },
    { lang: 'ru', menu: 'Меню' },
  ]) {
    test(`the header is one row: menu, brand, search, account and cart (${lang})`, async ({
      page,
    }) => {
      await choiceMade(page);
      await page.goto(`/${lang}/catalog`);
      const header = page.getByRole('banner');
      const controls = [
        page.getByRole('button', { name: menu, exact: true }),
        header.getByRole('search'),
        page.getByTestId('account-sign-in'),
        page.getByTestId('mini-cart-trigger'),
      ];
      for (const control of controls) await expect(control).toBeVisible();
      // Every control within the one row (measured once the header's fragments have come).
      await expect
        .poll(async () => {
          const bar = (await header.boundingBox())!;
          const boxes = await Promise.all(controls.map((control) => control.boundingBox()));
          return (
            bar.height <= ROW_HEIGHT &&
            boxes.every((box) => box !== null && box.y + box.height <= bar.y + bar.height)
          );
        })
        .toBe(true);
    });
  }
});

test('the menu drawer holds the navigation, languages, currency and color mode, in Ukrainian', async ({
  page,
  context,
}) => {
  await choiceMade(page);
  await page.goto('/ua/contact-us');
  const menu = page.getByRole('button', { name: 'Меню' });
  const drawer = page.getByRole('dialog', { name: 'Меню' });
  await menu.click();
  await expect(drawer).toBeVisible();
  const navigation = drawer.getByRole('navigation', { name: 'Основна навігація' });
  await expect(navigation.getByRole('link', { name: 'Каталог', exact: true })).toBeVisible();
  await expect(drawer.getByRole('navigation', { name: 'Мова' }).getByRole('link')).toHaveText([
    'pl',
    'en',
    'ru',
    'ua',
  ]);

  await drawer.getByRole('combobox', { name: 'Валюта' }).selectOption('EUR');
  const currency = (await context.cookies(SHELL_URL)).find((c) => c.name === 'app-currency');
  expect(currency?.value).toBe('EUR');
  await drawer.getByRole('combobox', { name: 'Колірна тема' }).selectOption('dark');
  await expect(page.locator('html')).toHaveAttribute('data-color-mode', 'dark');

  // Modal: the focus stays inside; Escape closes it and gives the focus back to the button.
  for (let step = 0; step < 20; step += 1) await page.keyboard.press('Tab');
  expect(await drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);
  await expect(menu).toBeFocused();

  // A link of the drawer goes to its page and closes the drawer.
  await menu.click();
  await navigation.getByRole('link', { name: 'Каталог', exact: true }).click();
  await expect(page).toHaveURL(`${SHELL_URL}/ua/catalog`);
  await expect(drawer).toHaveCount(0);

  await menu.click();
  await drawer.getByRole('link', { name: 'Polski' }).click();
  await expect(page).toHaveURL(`${SHELL_URL}/pl/catalog`);
  await expect(page.getByRole('heading', { level: 1, name: 'Katalog' })).toBeVisible();
  await expect(drawer).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible();
});

test("a listing's filters stay folded until the Filters button opens them, in Polish", async ({
  page,
}) => {
  await choiceMade(page);
  await page.goto('/pl/catalog?brand=kumo-craft&stock=1');
  const filters = page.getByRole('search', { name: 'Filtruj produkty' });
  const toggle = page.getByRole('button', { name: /^Filtry/ });
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await expect(filters).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toHaveAccessibleName('Filtry Aktywne filtry: 2');

  await toggle.click();
  await expect(filters).toBeVisible();
  await expect(filters.getByLabel('Marka')).toHaveValue('kumo-craft');
  // A filter applied from the open panel leaves it open.
  await filters.getByLabel('Sortuj według').selectOption('price-asc');
  await expect(page).toHaveURL(/sort=price-asc/);
  await expect(filters).toBeVisible();

  await toggle.click();
  await expect(filters).toBeHidden();
});

/** Whether one of the elements is on the first screen, whole and shown. */
async function oneOnScreen(locator: Locator): Promise<boolean> {
  for (const element of await locator.all()) {
    const box = await element.boundingBox();
    if (box && box.y >= 0 && box.y + box.height <= PHONE.height && (await element.isVisible()))
      return true;
  }
  return false;
}

// The Colombian coffee's own button is cut by the first screen's foot; the Sencha's is below it.
for (const { lang, slug, add, quickBuy } of [
  {
    lang: 'pl',
    slug: 'sencha-kyoto-loose-leaf-100g',
    add: 'Dodaj do koszyka',
    quickBuy: 'Szybki zakup',
  },
  {
    lang: 'ua',
    slug: 'sencha-kyoto-loose-leaf-100g',
    add: 'До кошика',
    quickBuy: 'Швидка покупка',
  },
  {
    lang: 'en',
    slug: 'colombia-huila-whole-beans-250g',
    add: 'Add to cart',
    quickBuy: 'Quick buy',
  },
] as const) {
  test(`a product's first screen holds its name, price and Add to cart, and the toast leaves them uncovered (${lang})`, async ({
    page,
    request,
  }) => {
    await choiceMade(page);
    const product = await productOf(request, slug, lang);
    await page.goto(`/${lang}/catalog/${product.category.slug}/${product.slug}`);
    const price = (await page.getByTestId('current-price').first().textContent())!;
    const bar = page.getByRole('region', { name: quickBuy });
    const name = page
      .getByRole('heading', { level: 1, name: product.name })
      .or(bar.getByText(product.name, { exact: true }));
    await expect.poll(() => oneOnScreen(name)).toBe(true);
    await expect.poll(() => oneOnScreen(page.getByText(price, { exact: true }))).toBe(true);
    const buttons = page.getByRole('button', { name: add });
    await expect.poll(() => oneOnScreen(buttons)).toBe(true);

    // Added from the bar: the toast that says so sits above the bar, which stays usable.
    await bar.getByRole('button', { name: add }).click();
    const toast = page.getByTestId('toast');
    await expect(toast).toBeVisible();
    const barBox = (await bar.boundingBox())!;
    const toastBox = (await toast.boundingBox())!;
    expect(toastBox.y + toastBox.height).toBeLessThanOrEqual(barBox.y);
    await bar.getByRole('button', { name: add }).click({ timeout: 2000 });
    await expect(page.getByTestId('mini-cart-count')).toHaveText('2');
  });
}

test("the Add to cart bar stands in for the page's own button while it is off the screen, in English", async ({
  page,
}) => {
  await choiceMade(page);
  await page.goto('/en/catalog/tea/sencha-kyoto-loose-leaf-100g');
  const name = (await page.getByRole('heading', { level: 1 }).textContent())!;
  const price = (await page.getByTestId('current-price').first().textContent())!;
  const bar = page.getByRole('region', { name: 'Quick buy' });
  // The page's own Add to cart, with its quantity (the bar's and the related cards' are buttons alone).
  const own = page.getByRole('spinbutton', { name: `Quantity of ${name}` });
  await expect(own).toBeAttached();

  // With the page's own button on the screen, the bar is not needed.
  await own.evaluate((field) => field.scrollIntoView({ block: 'center', behavior: 'instant' }));
  await expect(bar).toHaveCount(0);

  await scrollTo(page, 1200);
  await expect(bar).toBeVisible();
  await expect(bar).toContainText(name);
  await expect(bar).toContainText(price);
  const box = (await bar.boundingBox())!;
  expect(box.y + box.height).toBe(PHONE.height);

  await bar.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByTestId('mini-cart-count')).toHaveText('1');

  // At the foot of the page the bar steps aside for the footer.
  await page.evaluate(() =>
    window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }),
  );
  await expect(bar).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toBeInViewport();
});

for (const { lang, label, accept, reject } of [
  { lang: 'en', label: 'Cookies', accept: 'Accept all', reject: 'Reject non-essential' },
  { lang: 'ru', label: 'Файлы cookie', accept: 'Принять все', reject: 'Отклонить необязательные' },
]) {
  test(`the cookie banner takes a third of the screen at most, in ${lang}`, async ({ page }) => {
    await page.goto(`/${lang}/contact-us`);
    const banner = page.getByRole('region', { name: label });
    await expect(banner).toBeVisible();
    const box = (await banner.boundingBox())!;
    expect(box.height).toBeLessThanOrEqual(PHONE.height / 3);
    expect(box.y + box.height).toBe(PHONE.height);

    // Both choices, side by side, and the privacy policy.
    const acceptBox = (await banner.getByRole('button', { name: accept }).boundingBox())!;
    const rejectBox = (await banner.getByRole('button', { name: reject }).boundingBox())!;
    expect(rejectBox.y).toBe(acceptBox.y);
    await expect(banner.getByRole('link')).toHaveAttribute('href', `/${lang}/privacy-policy`);
    await banner.getByRole('button', { name: reject }).click();
    await expect(banner).toHaveCount(0);
  });
}
