import type { ChildProcess } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { jsonLdOfType } from '../fixtures/json-ld';
import { NO_JAVASCRIPT_SHELL_PORT } from '../fixtures/ports';
import { startShell } from '../fixtures/processes';

/**
 * What a visitor without JavaScript (and a crawler that runs none) gets: every page arrives
 * rendered by the server, with real links to follow from the home page to a product.
 *
 * On a shell of its own with the page cache on, as in production: a page the cache may keep is
 * rendered whole (within the data's deadline). The suite's shell keeps no page, so a page whose
 * data took longer than LAYOUT_FIRST_AFTER_MS (400 ms, a busy machine's usual wait) was streamed,
 * its content sent after the layout for a script to show: without JavaScript, a spinner.
 */
test.use({ javaScriptEnabled: false, baseURL: `http://localhost:${NO_JAVASCRIPT_SHELL_PORT}` });
test.describe.configure({ mode: 'serial' });

let shell: ChildProcess;
test.beforeAll(async () => {
  shell = await startShell(NO_JAVASCRIPT_SHELL_PORT);
});
test.afterAll(() => {
  shell?.kill();
});

const PRODUCT = { category: 'coffee', slug: 'colombia-huila-whole-beans-250g' };

const TEXTS = {
  en: {
    infoBlocks: ['Fair prices', 'Chosen by tasting', 'Fast delivery', 'Across borders'],
    category: 'Coffee',
    product: 'Colombia Huila whole beans 250 g',
    price: 'PLN 39.90',
    inStock: 'In stock',
    description: 'Grown at 1,700 m on the slopes of the Huila region',
    attribute: ['Origin', 'Colombia'],
    breadcrumbs: 'You are here',
    needsJavaScript: 'Adding to the cart needs JavaScript',
    contact: 'Contact us',
    message: 'Message',
    notFound: 'Page not found: /en/catalog/coffee/no-such-product',
  },
  ua: {
    infoBlocks: ['Чесні ціни', 'Дібрано дегустацією', 'Швидка доставка', 'За кордон'],
    category: 'Кава',
    product: 'Колумбія Уїла, кава в зернах 250 г',
    price: '39,90 PLN',
    inStock: 'У наявності',
    description: 'Вирощена на висоті 1700 м на схилах регіону Уїла',
    attribute: ['Походження', 'Колумбія'],
    breadcrumbs: 'Ви тут',
    needsJavaScript: 'Для додавання до кошика потрібен JavaScript',
    contact: 'Контакти',
    message: 'Повідомлення',
    notFound: 'Сторінку не знайдено: /ua/catalog/coffee/no-such-product',
  },
} as const;

for (const lang of ['en', 'ua'] as const) {
  const texts = TEXTS[lang];

  test.describe(`without JavaScript in ${lang}`, () => {
    test('the home page shows its blocks and product rows, and links lead to a product', async ({
      page,
    }) => {
      const response = await page.goto(`/${lang}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: 'Verde Market' })).toBeVisible();
      for (const title of texts.infoBlocks) {
        await expect(page.getByRole('heading', { name: title })).toBeVisible();
      }
      await expect(page.getByTestId('home-latest').getByTestId('product-card')).toHaveCount(8);
      await expect(page.getByTestId('home-featured').getByTestId('product-card')).toHaveCount(8);

      // Home → category → product, by the links the server rendered.
      await page
        .getByRole('banner')
        .getByRole('link', { name: texts.category, exact: true })
        .click();
      await expect(page).toHaveURL(`/${lang}/catalog/${PRODUCT.category}`);
      await expect(page.getByRole('heading', { level: 1, name: texts.category })).toBeVisible();
      const cards = page.getByTestId('product-card');
      await expect(cards).toHaveCount(8);
      const card = cards.filter({ hasText: texts.product });
      await expect(card.getByTestId('current-price')).toHaveText(texts.price);
      for (const price of await cards.getByTestId('current-price').allTextContents()) {
        expect(price).toMatch(/\d/);
      }
      await card.getByRole('link', { name: texts.product }).click();
      await expect(page).toHaveURL(`/${lang}/catalog/${PRODUCT.category}/${PRODUCT.slug}`);
      await expect(page.getByRole('heading', { level: 1, name: texts.product })).toBeVisible();
    });

    test('a product page says everything about the product', async ({ page }) => {
      const response = await page.goto(`/${lang}/catalog/${PRODUCT.category}/${PRODUCT.slug}`);
      expect(response?.status()).toBe(200);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: texts.product })).toBeVisible();
      await expect(main.getByTestId('current-price').first()).toHaveText(texts.price);
      await expect(main.getByTestId('stock').first()).toHaveText(texts.inStock);
      await expect(main).toContainText(texts.description);
      const [name, value] = texts.attribute;
      await expect(main.locator('dt', { hasText: name })).toBeVisible();
      await expect(main.locator('dd', { hasText: value }).first()).toBeVisible();
      const breadcrumbs = page.getByRole('navigation', { name: texts.breadcrumbs });
      await expect(breadcrumbs.getByRole('link', { name: texts.category })).toHaveAttribute(
        'href',
        `/${lang}/catalog/${PRODUCT.category}`,
      );
      // Buying needs JavaScript, and the page says so where the button would be (in a
      // <noscript>, which this browser, JavaScript off by a switch, does not show).
      expect(await response!.text()).toMatch(
        new RegExp(`<noscript><p[^>]*>${texts.needsJavaScript}`),
      );
      expect(await jsonLdOfType(page, 'Product')).toMatchObject({
        '@type': 'Product',
        name: texts.product,
        offers: {
          price: '39.90',
          priceCurrency: 'PLN',
          availability: 'https://schema.org/InStock',
        },
      });
    });

    test('the contact page shows its form', async ({ page }) => {
      const response = await page.goto(`/${lang}/contact-us`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: texts.contact })).toBeVisible();
      const form = page.getByRole('form');
      await expect(form).toBeVisible();
      await expect(form.getByLabel(texts.message)).toBeVisible();
    });

    test('an unknown product answers 404 with the not-found text', async ({ page }) => {
      const path = `/${lang}/catalog/${PRODUCT.category}/no-such-product`;
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('main')).toContainText(path);
      await expect(page.getByRole('heading', { name: texts.notFound })).toBeVisible();
    });
  });
}

test.describe('without JavaScript on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the navigation shows in the header, since the menu drawer would need scripts', async ({
    page,
  }) => {
    await page.goto('/en/contact-us');
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
    const navigation = page.getByRole('navigation', { name: 'Main navigation' });
    await navigation.getByRole('link', { name: 'Catalog', exact: true }).click();
    await expect(page).toHaveURL(/\/en\/catalog$/);
  });
});
