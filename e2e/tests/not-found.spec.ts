import { expect, test } from '../fixtures/test';
import { SHELL_URL } from '../fixtures/ports';
import { followInApp } from '../fixtures/router';

test('an unknown path answers 404 and shows "Page not found: {path}"', async ({
  page,
  pageErrors,
}) => {
  const response = await page.goto('/en/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(
    page.getByRole('heading', { name: 'Page not found: /en/no-such-page' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute(
    'href',
    '/en',
  );
  // The header and footer are there to go on from.
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  expect(pageErrors).toEqual([]);
});

test('the not-found page is not indexed', async ({ request }) => {
  const response = await request.get('/en/nowhere');
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain(
    '<meta data-server-head name="robots" content="noindex, nofollow">',
  );
});

test.describe('a product or category that does not exist', () => {
  test('says the page does not exist and offers the catalog and a search', async ({
    page,
    pageErrors,
  }) => {
    const response = await page.goto('/en/catalog/coffee/nope');
    expect(response?.status()).toBe(404);
    const screen = page.getByTestId('error-screen');
    await expect(
      screen.getByRole('heading', { name: 'Page not found: /en/catalog/coffee/nope' }),
    ).toBeVisible();
    await expect(screen).toContainText('There is no such page here');
    await expect(screen).not.toContainText('Something went wrong');
    await expect(screen.getByRole('link', { name: 'Browse the catalog' })).toHaveAttribute(
      'href',
      '/en/catalog',
    );

    await screen.getByRole('searchbox', { name: 'Search the shop' }).fill('sencha');
    await screen.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(`${SHELL_URL}/en/catalog?q=sencha`);
    await expect(page.getByTestId('product-card').first()).toContainText('Sencha');
    expect(pageErrors).toEqual([]);
  });

  test('says so on a phone too, reached by a link in the shop, in Polish', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto('/pl/catalog/tea');
    await expect(page.getByRole('heading', { level: 1, name: 'Herbata' })).toBeVisible();
    await followInApp(page, '/pl/catalog/tea/nie-ma');
    const screen = page.getByTestId('error-screen');
    await expect(
      screen.getByRole('heading', { name: 'Nie znaleziono strony: /pl/catalog/tea/nie-ma' }),
    ).toBeVisible();
    await expect(screen).toContainText('Taka strona nie istnieje');
    await expect(screen).not.toContainText('Coś poszło nie tak');
    await expect(screen.getByRole('searchbox', { name: 'Szukaj w sklepie' })).toBeVisible();
    await screen.getByRole('link', { name: 'Przeglądaj katalog' }).click();
    await expect(page).toHaveURL(`${SHELL_URL}/pl/catalog`);
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await context.close();
  });

  test('an unknown category in Ukrainian, and any unknown path, offer the same', async ({
    page,
  }) => {
    for (const path of ['/ua/catalog/nemaye', '/ua/nemaye/takoyi']) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      const screen = page.getByTestId('error-screen');
      await expect(screen).toContainText('Такої сторінки немає');
      await expect(screen.getByRole('link', { name: 'Перейти до каталогу' })).toHaveAttribute(
        'href',
        '/ua/catalog',
      );
      await expect(screen.getByRole('searchbox', { name: 'Пошук у магазині' })).toBeVisible();
    }
  });
});

test.describe('a listing page past the last', () => {
  test('answers 404, not indexed, for one past the end and for one deeper than any list', async ({
    request,
  }) => {
    // 64 products, 20 a page: page 4 is the last.
    const last = await request.get('/en/catalog?page=4');
    expect(last.status()).toBe(200);
    for (const path of ['/en/catalog?page=5', '/en/catalog?page=999', '/pl/catalog/tea?page=3']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(await response.text()).toContain('content="noindex, nofollow"');
    }
  });

  test('says the page does not exist, in the browser too, and never loads forever', async ({
    page,
    pageErrors,
  }) => {
    const response = await page.goto('/en/catalog?page=999');
    expect(response?.status()).toBe(404);
    const screen = page.getByTestId('error-screen');
    await expect(
      screen.getByRole('heading', { name: 'Page not found: /en/catalog' }),
    ).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);

    await page.goto('/ua/catalog?page=4');
    await expect(page.getByTestId('product-card')).toHaveCount(4);
    await followInApp(page, '/ua/catalog?page=5');
    await expect(
      screen.getByRole('heading', { name: 'Сторінку не знайдено: /ua/catalog' }),
    ).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    expect(pageErrors).toEqual([]);
  });
});

test.describe('another form of a page address', () => {
  test('in upper case is a permanent redirect to the lower-case slug, query kept', async ({
    request,
    page,
  }) => {
    for (const [asked, target] of [
      ['/en/catalog/Coffee?sort=price-asc', '/en/catalog/coffee?sort=price-asc'],
      [
        '/pl/catalog/Tea/Sencha-Kyoto-Loose-Leaf-100g',
        '/pl/catalog/tea/sencha-kyoto-loose-leaf-100g',
      ],
      ['/EN/catalog', '/en/catalog'],
    ]) {
      const response = await request.get(asked!, { maxRedirects: 0 });
      expect(response.status(), asked).toBe(301);
      expect(response.headers().location).toBe(target);
    }
    const response = await page.goto('/en/catalog/Coffee');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(`${SHELL_URL}/en/catalog/coffee`);
    await expect(page.getByRole('heading', { level: 1, name: 'Coffee' })).toBeVisible();
  });

  test('with a trailing slash is a permanent redirect to the path without it, query kept', async ({
    request,
  }) => {
    for (const [asked, target] of [
      ['/en/catalog/?q=tea', '/en/catalog?q=tea'],
      ['/en/', '/en'],
      ['/ua/catalog/tea/', '/ua/catalog/tea'],
    ]) {
      const response = await request.get(asked!, { maxRedirects: 0 });
      expect(response.status(), asked).toBe(301);
      expect(response.headers().location).toBe(target);
    }
    const followed = await request.get('/en/catalog/?q=tea');
    expect(followed.status()).toBe(200);
    expect(followed.url()).toBe(`${SHELL_URL}/en/catalog?q=tea`);
  });
});

for (const lang of ['en', 'pl', 'ru', 'ua'] as const) {
  test(`a product that does not exist says "page not found" the same way in its title and heading (${lang})`, async ({
    page,
  }) => {
    const path = `/${lang}/catalog/coffee/no-such-product`;
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    const heading = (await page.getByRole('heading', { level: 1 }).textContent())!;
    expect(heading).toMatch(new RegExp(`: ${path}$`));
    expect(await page.title()).toContain(heading);
  });
}
