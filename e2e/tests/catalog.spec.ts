import type { ChildProcess } from 'node:child_process';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { jsonLdOfType } from '../fixtures/json-ld';
import { NO_CHECKOUT_SHELL_PORT, SHELL_URL } from '../fixtures/ports';
import { startShell } from '../fixtures/processes';

/** The prices the shopper pays on an English page, in listing order. */
async function prices(page: Page): Promise<number[]> {
  // While a new query loads, the listing keeps the previous products, marked busy.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const texts = await page.getByTestId('current-price').allTextContents();
  return texts.map((text) => Number(text.replace(/[^\d.]/g, '')));
}

test('the home page shows every enabled block with the catalog data', async ({
  page,
  pageErrors,
}) => {
  await page.goto('/pl');
  await expect(page.getByText('Spokojne poranki, lepsza kawa')).toBeVisible();
  for (const title of ['Uczciwe ceny', 'Wybrane po degustacji', 'Szybka dostawa', 'Za granicę']) {
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
  }
  const latest = page.getByTestId('home-latest');
  await expect(latest.getByRole('heading', { name: 'Nowości' })).toBeVisible();
  await expect(latest.getByTestId('product-card')).toHaveCount(8);
  await expect(
    page.getByTestId('home-cta').getByRole('link', { name: 'Przeglądaj katalog' }),
  ).toHaveAttribute('href', '/pl/catalog');
  const favorites = page.getByTestId('home-featured');
  await expect(favorites.getByRole('heading', { name: 'Nasze ulubione' })).toBeVisible();
  await expect(favorites.getByTestId('product-card')).toHaveCount(8);
  expect(pageErrors).toEqual([]);
});

test('a category listing filters and sorts, and keeps both across a reload', async ({ page }) => {
  await page.goto('/en/catalog/tea');
  await expect(page.getByRole('heading', { level: 1, name: 'Tea' })).toBeVisible();
  await expect(page.getByTestId('product-card')).toHaveCount(8);

  // The box follows the URL, which the navigation updates a moment later.
  await page.getByLabel('In stock only').click();
  await expect(page).toHaveURL(`${SHELL_URL}/en/catalog/tea?stock=1`);
  await expect(page.getByLabel('In stock only')).toBeChecked();
  await page.getByLabel('Sort by').selectOption('price-asc');
  await expect(page).toHaveURL(`${SHELL_URL}/en/catalog/tea?stock=1&sort=price-asc`);
  const sorted = await prices(page);
  await expect(page.getByTestId('stock').filter({ hasText: 'Out of stock' })).toHaveCount(0);
  expect(sorted).toEqual([...sorted].sort((a, b) => a - b));
  const names = await page.getByTestId('product-card').getByRole('heading').allTextContents();

  await page.reload();
  await expect(page.getByLabel('In stock only')).toBeChecked();
  await expect(page.getByLabel('Sort by')).toHaveValue('price-asc');
  await expect(page.getByTestId('product-card').getByRole('heading')).toHaveText(names);
});

test('search, price range and paging live in the URL too', async ({ page }) => {
  await page.goto('/pl/catalog?q=sencha');
  await expect(page.getByTestId('product-card').first()).toContainText('Sencha');

  await page.goto('/en/catalog');
  await page.getByLabel('Price from (PLN)').fill('100');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(`${SHELL_URL}/en/catalog?min=100`);
  // The URL changes first; the listing follows once it has rendered the new query.
  await expect.poll(async () => (await prices(page)).every((price) => price >= 100)).toBe(true);

  await page.goto('/en/catalog');
  const first = await page.getByTestId('product-card').first().getByRole('heading').textContent();
  await page
    .getByRole('navigation', { name: 'Pages' })
    .getByRole('link', { name: 'Page 2' })
    .click();
  await expect(page).toHaveURL(`${SHELL_URL}/en/catalog?page=2`);
  await expect(page.getByTestId('product-card').first().getByRole('heading')).not.toHaveText(
    first!,
  );
});

test('the product page shows the product in the page language with its JSON-LD', async ({
  page,
  pageErrors,
}) => {
  await page.goto('/ua/catalog/tea/sencha-kyoto-loose-leaf-100g');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Сенча Кіото, листовий чай 100 г' }),
  ).toBeVisible();
  await expect(page.getByTestId('price').first()).toHaveText('38,90 PLN');
  await expect(page.getByRole('main')).toContainText('Японський зелений чай');
  await expect(page.getByRole('navigation', { name: 'Ви тут' })).toContainText('Чай');
  await expect(page.getByTestId('gallery-image')).toHaveAttribute('srcset', /dpr=2 2x/);
  await expect(page).toHaveTitle('Сенча Кіото, листовий чай 100 г | Чай | Verde Market');

  expect(await jsonLdOfType(page, 'Product')).toMatchObject({
    '@type': 'Product',
    name: 'Сенча Кіото, листовий чай 100 г',
    brand: { name: 'Kumo Craft' },
    offers: { price: '38.90', priceCurrency: 'PLN', availability: 'https://schema.org/InStock' },
  });
  expect(pageErrors).toEqual([]);
});

test('the first response of a product page carries its title and JSON-LD', async ({ request }) => {
  const html = await (await request.get('/en/catalog/tea/sencha-kyoto-loose-leaf-100g')).text();
  expect(html).toContain(
    '<title data-server-head>Sencha Kyoto loose leaf 100 g | Tea | Verde Market</title>',
  );
  const jsonLd = /<script type="application\/ld\+json">([^<]+)<\/script>/.exec(html)?.[1];
  expect(JSON.parse(jsonLd!)).toMatchObject({
    '@type': 'Product',
    offers: { priceCurrency: 'PLN' },
  });
});

test('an unknown category and an unknown product give the 404 page', async ({ page }) => {
  let response = await page.goto('/en/catalog/no-such-category');
  expect(response?.status()).toBe(404);
  await expect(
    page.getByRole('heading', { name: 'Page not found: /en/catalog/no-such-category' }),
  ).toBeVisible();

  response = await page.goto('/pl/catalog/tea/no-such-product');
  expect(response?.status()).toBe(404);
  await expect(
    page.getByRole('heading', { name: 'Nie znaleziono strony: /pl/catalog/tea/no-such-product' }),
  ).toBeVisible();
});

test.describe('with the checkout remote stopped', () => {
  let shell: ChildProcess;
  test.beforeAll(async () => {
    // Nothing listens on port 9; the shell still points its checkout remote there.
    shell = await startShell(NO_CHECKOUT_SHELL_PORT, {
      CHECKOUT_REMOTE_URL: 'http://localhost:9/mf-manifest.json',
    });
  });
  test.afterAll(() => {
    shell.kill();
  });

  test('the product page still renders and the add-to-cart slot shows its fallback', async ({
    page,
    pageErrors,
  }) => {
    await page.goto(
      `http://localhost:${NO_CHECKOUT_SHELL_PORT}/en/catalog/coffee/ethiopia-yirgacheffe-whole-beans-250g`,
    );
    await expect(
      page.getByRole('heading', { level: 1, name: 'Ethiopia Yirgacheffe whole beans 250 g' }),
    ).toBeVisible();
    await expect(page.getByTestId('add-to-cart-fallback')).toHaveText(
      'Ordering is unavailable right now. Please try again in a moment.',
    );
    await expect(page.getByRole('banner')).toBeVisible();
    expect(pageErrors).toEqual([]);
  });
});

for (const { lang, add } of [
  { lang: 'pl', add: 'Dodaj do koszyka' },
  { lang: 'ua', add: 'До кошика' },
] as const) {
  test(`a listing card adds its product to the cart, its button named with the product (${lang})`, async ({
    page,
    pageErrors,
  }) => {
    await page.goto(`/${lang}/catalog/tea`);
    const card = page.getByTestId('product-card').first();
    const name = (await card.getByRole('heading', { level: 2 }).textContent())!;
    const button = card.getByRole('button', { name: `${add}: ${name}`, exact: true });
    await expect(button).toBeVisible();
    await button.click();
    await expect(page.getByTestId('mini-cart-count')).toHaveText('1');
    await expect(page.getByTestId('toast')).toContainText(name);
    // The card still opens the product.
    await card.getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    expect(pageErrors).toEqual([]);
  });
}
