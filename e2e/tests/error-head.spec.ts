import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { shellWithFailingApi } from '../fixtures/failing-api';
import { FAILING_STORE_PORTS } from '../fixtures/ports';
import { followInApp } from '../fixtures/router';

const BOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/**
 * The head as the browser holds it once the page has rendered its own (what a crawler running
 * JavaScript reads): the server's copy is gone then.
 */
async function headOf(page: Page) {
  await expect(page.locator('head [data-server-head]')).toHaveCount(0);
  return page.evaluate(() => ({
    title: document.title,
    description: document.querySelector('meta[name="description"]')?.getAttribute('content'),
    robots: document.querySelector('meta[name="robots"]')?.getAttribute('content'),
  }));
}

async function visitor(browser: Browser, userAgent?: string) {
  const context = await browser.newContext(userAgent ? { userAgent } : {});
  return { context, page: await context.newPage() };
}

test.describe('a bot on an error page', () => {
  test('gets the same head as a person, without the error screen', async ({ browser }) => {
    const person = await visitor(browser);
    const bot = await visitor(browser, BOT);
    const titles = {
      '/en/catalog/coffee/nope': 'Verde Market | Page not found: /en/catalog/coffee/nope',
      '/pl/nie-ma-takiej-strony': 'Verde Market | Nie znaleziono strony: /pl/nie-ma-takiej-strony',
    };
    for (const [path, title] of Object.entries(titles)) {
      await person.page.goto(path);
      await expect(person.page.getByTestId('error-screen')).toBeVisible();
      const expected = await headOf(person.page);
      // The same head the server sent: it says what the page is, and keeps it out of the index.
      expect(expected).toMatchObject({ title, robots: 'noindex, nofollow' });

      const response = await bot.page.goto(path);
      expect(response?.status()).toBe(404);
      expect(await headOf(bot.page)).toEqual(expected);
      await expect(bot.page.getByTestId('error-screen')).toHaveCount(0);
    }
    await person.context.close();
    await bot.context.close();
  });

  test('keeps a title and the robots meta after a navigation in the app', async ({ browser }) => {
    const bot = await visitor(browser, BOT);
    await bot.page.goto('/ua/catalog/coffee');
    await followInApp(bot.page, '/ua/catalog/coffee/nemaye');
    await expect(bot.page).toHaveTitle(
      'Verde Market | Сторінку не знайдено: /ua/catalog/coffee/nemaye',
    );
    expect(await headOf(bot.page)).toMatchObject({ robots: 'noindex, nofollow' });
    await expect(bot.page.getByTestId('error-screen')).toHaveCount(0);
    await bot.context.close();
  });
});

test.describe('a shop whose store cannot be loaded', () => {
  // The API, but its store answers 500.
  shellWithFailingApi(FAILING_STORE_PORTS, (url) => url.startsWith('/api/v1/store'));

  test("answers with the error it shows, under the outage's head, titled without a leading separator", async ({
    page,
  }) => {
    const raw = await page.request.get(`http://localhost:${FAILING_STORE_PORTS.shell}/en`);
    expect(raw.status()).toBe(500);
    const html = await raw.text();
    const serverTitle = /<title data-server-head>([^<]*)<\/title>/.exec(html)?.[1];
    expect(serverTitle).toBe('Page temporarily unavailable');
    expect(html).toContain('<meta data-server-head name="robots" content="noindex, nofollow">');

    await page.goto(`http://localhost:${FAILING_STORE_PORTS.shell}/en`);
    await expect(page.getByRole('heading', { name: 'The shop could not be loaded' })).toBeVisible();
    await expect(page).toHaveTitle('Page temporarily unavailable');
  });
});
