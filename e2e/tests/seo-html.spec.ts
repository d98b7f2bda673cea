import { expect, test, type APIRequestContext } from '@playwright/test';
import { SHELL_URL } from '../fixtures/ports';

/** The first response's HTML, as a crawler or a link preview sees it (no JavaScript runs). */
async function rawHead(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  const html = await response.text();
  const meta = (attribute: string, key: string) =>
    new RegExp(`<meta data-server-head ${attribute}="${key}" content="([^"]*)">`).exec(html)?.[1];
  return {
    status: response.status(),
    html,
    title: /<title data-server-head>([^<]*)<\/title>/.exec(html)?.[1],
    description: meta('name', 'description'),
    robots: meta('name', 'robots'),
    og: (key: string) => meta('property', `og:${key}`),
    canonical: /<link data-server-head rel="canonical" href="([^"]*)">/.exec(html)?.[1],
    hreflang: [
      ...html.matchAll(
        /<link data-server-head rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g,
      ),
    ].map((match) => [match[1], match[2]]),
  };
}

test('the home page carries the store title, description, robots, Open Graph, canonical and hreflang', async ({
  request,
}) => {
  const head = await rawHead(request, '/en');
  expect(head.status).toBe(200);
  expect(head.title).toBe('Verde Market | coffee, tea and brewing gear');
  expect(head.description).toMatch(/^Specialty coffee, loose-leaf tea/);
  expect(head.robots).toBe('index, follow');
  expect(head.og('locale')).toBe('en_US');
  expect(head.og('site_name')).toBe('Verde Market');
  expect(head.og('title')).toBe(head.title);
  expect(head.og('type')).toBe('website');
  expect(head.og('url')).toBe(`${SHELL_URL}/en`);
  expect(head.canonical).toBe(`${SHELL_URL}/en`);
  expect(head.hreflang).toEqual([
    ['en', `${SHELL_URL}/en`],
    ['pl', `${SHELL_URL}/pl`],
    ['ru', `${SHELL_URL}/ru`],
    ['uk', `${SHELL_URL}/ua`],
    ['x-default', `${SHELL_URL}/en`],
  ]);
  expect(head.html).toContain(
    '<meta name="viewport" content="width=device-width,initial-scale=1,maximum-scale=1,user-scalable=no"',
  );
});

test('a legal page in Polish carries its own title and description in Polish', async ({
  request,
}) => {
  const head = await rawHead(request, '/pl/privacy-policy');
  expect(head.html).toContain('<html lang="pl-PL">');
  expect(head.title).toBe('Verde Market | Polityka prywatności');
  expect(head.description).toMatch(/^Jak Verde Market zbiera/);
  expect(head.og('locale')).toBe('pl_PL');
  expect(head.og('description')).toBe(head.description);
  expect(head.canonical).toBe(`${SHELL_URL}/pl/privacy-policy`);
  expect(head.hreflang).toHaveLength(5);
});

test('the not-found page answers 404 with its own head, never indexed', async ({ request }) => {
  const head = await rawHead(request, '/ru/no-such-page');
  expect(head.status).toBe(404);
  expect(head.title).toBe('Verde Market | Страница не найдена: /ru/no-such-page');
  expect(head.robots).toBe('noindex, nofollow');
  // A page that does not exist has no address of its own to name, in any language.
  expect(head.canonical).toBeUndefined();
  expect(head.hreflang).toEqual([]);
});

test('the sitemaps list every routable page in the four languages; robots.txt points to them', async ({
  request,
}) => {
  const locations = async (path: string) =>
    [...(await (await request.get(path)).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) =>
      match[1]!.replace(SHELL_URL, ''),
    );
  expect(await locations('/sitemap.xml')).toEqual([
    '/sitemaps/pages.xml',
    '/sitemaps/catalog-1.xml',
  ]);

  const pages = await locations('/sitemaps/pages.xml');
  const listed = [
    '',
    '/catalog',
    '/catalog/featured',
    '/catalog/discounts',
    '/catalog/latest-arrivals',
  ];
  const content = ['/contact-us', '/privacy-policy', '/terms-and-conditions', '/order-tracking'];
  for (const lang of ['en', 'pl', 'ru', 'ua']) {
    for (const path of [...listed, ...content]) expect(pages).toContain(`/${lang}${path}`);
  }
  // A shopper's own pages (checkout, its completion) are never listed.
  expect(pages.filter((page) => page.includes('checkout'))).toEqual([]);
  expect(pages).toHaveLength(4 * (5 + 4));

  // The catalog lists its own pages: the categories and the products.
  const catalog = await locations('/sitemaps/catalog-1.xml');
  expect(catalog).toHaveLength(4 * (8 + 64));
  expect(catalog).toContain('/pl/catalog/tea');
  expect(catalog).toContain('/ua/catalog/tea/sencha-kyoto-loose-leaf-100g');

  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Allow: /');
  expect(robots).toContain('Disallow: /api/');
  expect(robots).toContain(`Sitemap: ${SHELL_URL}/sitemap.xml`);
});

test('the error screen is not shown to crawlers', async ({ browser }) => {
  const context = await browser.newContext({
    userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  });
  const page = await context.newPage();
  const response = await page.goto('/en/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByTestId('error-screen')).toHaveCount(0);
  await context.close();
});
