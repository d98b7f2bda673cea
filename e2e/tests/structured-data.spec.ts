import { expect, test, type Page } from '@playwright/test';
import { jsonLdIn, type JsonLd } from '../fixtures/json-ld';
import { SHELL_URL } from '../fixtures/ports';

// What a crawler that runs no JavaScript reads: the JSON-LD blocks of the first response, beside
// the links the page shows.
test.use({ javaScriptEnabled: false });

async function open(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  const blocks = jsonLdIn(await response!.text());
  const ofType = (type: string) => blocks.find((block) => block['@type'] === type);
  return { blocks, ofType };
}

const itemsOf = (list: JsonLd | undefined) =>
  (list?.itemListElement ?? []) as {
    position: number;
    name: string;
    item?: string;
    url?: string;
  }[];

/** The product cards' names and absolute URLs, in the order the page shows them. */
async function cardsOf(page: Page) {
  const links = page.getByTestId('product-card').getByRole('heading').getByRole('link');
  return Promise.all(
    (await links.all()).map(async (link) => ({
      name: (await link.textContent())!,
      url: SHELL_URL + (await link.getAttribute('href'))!,
    })),
  );
}

for (const { lang, locale } of [
  { lang: 'en', locale: 'en-US' },
  { lang: 'pl', locale: 'pl-PL' },
] as const) {
  test(`the home page describes the shop and its search (${lang})`, async ({ page }) => {
    const { ofType } = await open(page, `/${lang}`);
    const organization = ofType('Organization');
    expect(organization).toMatchObject({
      name: 'Verde Market',
      url: `${SHELL_URL}/${lang}`,
      contactPoint: { '@type': 'ContactPoint' },
      sameAs: expect.arrayContaining([expect.stringMatching(/^https:\/\//)]),
    });
    const website = ofType('WebSite');
    expect(website).toMatchObject({
      name: 'Verde Market',
      url: `${SHELL_URL}/${lang}`,
      inLanguage: locale,
      publisher: { '@id': organization!['@id'] },
      potentialAction: {
        '@type': 'SearchAction',
        target: { urlTemplate: `${SHELL_URL}/${lang}/catalog?q={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    });

    // The template is the catalog's real search: filled in, it lists what was searched for.
    const template = (website!.potentialAction as { target: { urlTemplate: string } }).target;
    await page.goto(template.urlTemplate.replace('{search_term_string}', 'sencha'));
    await expect(page.getByTestId('product-card').first()).toContainText(/sencha/i);
  });
}

test('a category page carries its breadcrumb trail and the products of the page, in Russian', async ({
  page,
}) => {
  const { ofType } = await open(page, '/ru/catalog/tea');
  expect(itemsOf(ofType('BreadcrumbList'))).toEqual([
    { '@type': 'ListItem', position: 1, name: 'Главная', item: `${SHELL_URL}/ru` },
    { '@type': 'ListItem', position: 2, name: 'Каталог', item: `${SHELL_URL}/ru/catalog` },
    { '@type': 'ListItem', position: 3, name: 'Чай', item: `${SHELL_URL}/ru/catalog/tea` },
  ]);
  const cards = await cardsOf(page);
  expect(cards.length).toBeGreaterThan(1);
  const list = ofType('ItemList');
  expect(list).toMatchObject({ name: 'Чай', numberOfItems: cards.length });
  expect(itemsOf(list)).toEqual(
    cards.map((card, index) => ({ '@type': 'ListItem', position: index + 1, ...card })),
  );
});

test("a listing's second page numbers its products on from the first", async ({ page }) => {
  const { ofType } = await open(page, '/en/catalog?page=2');
  const cards = await cardsOf(page);
  expect(cards.length).toBeGreaterThan(0);
  expect(itemsOf(ofType('ItemList'))).toEqual(
    cards.map((card, index) => ({ '@type': 'ListItem', position: 21 + index, ...card })),
  );
});

test('a product page carries its breadcrumb trail to itself, in Ukrainian', async ({ page }) => {
  const { ofType } = await open(page, '/ua/catalog/tea/sencha-kyoto-loose-leaf-100g');
  expect(ofType('Product')).toMatchObject({ name: 'Сенча Кіото, листовий чай 100 г' });
  expect(itemsOf(ofType('BreadcrumbList'))).toEqual([
    { '@type': 'ListItem', position: 1, name: 'Головна', item: `${SHELL_URL}/ua` },
    { '@type': 'ListItem', position: 2, name: 'Каталог', item: `${SHELL_URL}/ua/catalog` },
    { '@type': 'ListItem', position: 3, name: 'Чай', item: `${SHELL_URL}/ua/catalog/tea` },
    {
      '@type': 'ListItem',
      position: 4,
      name: 'Сенча Кіото, листовий чай 100 г',
      item: `${SHELL_URL}/ua/catalog/tea/sencha-kyoto-loose-leaf-100g`,
    },
  ]);
});
