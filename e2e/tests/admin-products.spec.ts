import {
  SHOP_LANGUAGES,
  adminProduct,
  hideProduct,
  photo,
  productTexts,
  saveProductForm,
  uniqueWord,
  zloty,
} from '../fixtures/admin-products';
import { putInCart, productOf } from '../fixtures/checkout';
import { openBackOffice, signInAsStaff } from '../fixtures/staff';
import { expect, test } from '../fixtures/test';

const LOCALES = { en: 'en-US', pl: 'pl-PL', ru: 'ru-RU', ua: 'uk-UA' } as const;

/** The product the test showed, hidden again after it (the other specs count 64 products). */
let shown: string | undefined;
test.afterEach(async ({ context }) => {
  if (shown) await hideProduct(context.request, shown);
  shown = undefined;
});

test('an administrator creates a product in four languages with two pictures, shows it, and the shop has it on the next request; a new price reaches its page and the cart', async ({
  page,
  context,
  browser,
  pageErrors,
}) => {
  test.setTimeout(120_000);
  const tag = uniqueWord();
  const texts = productTexts(tag);
  const slug = `e2e-kettle-${tag}`;
  await signInAsStaff(context, 'ADMIN');
  await openBackOffice(page, '/en/admin/products');
  await page.getByRole('link', { name: 'New product' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New product' })).toBeVisible();

  const form = page.getByRole('form', { name: 'Product' });
  for (const lang of SHOP_LANGUAGES) {
    const group = form.getByTestId(`product-texts-${lang}`);
    await group.getByTestId(`product-name-${lang}`).fill(texts[lang].name);
    await group.getByTestId(`product-description-${lang}`).fill(texts[lang].description);
  }
  await form.getByLabel('Address name (slug)', { exact: true }).fill(slug);
  await form.getByLabel('Category', { exact: true }).selectOption({ label: 'Brewing equipment' });
  await form.getByLabel('Price, PLN', { exact: true }).fill('149.90');
  await form.getByRole('button', { name: 'Create product', exact: true }).click();

  // Created hidden; its page opens, where its pictures are added.
  await expect(page).toHaveURL(/\/en\/admin\/products\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: texts.pl.name })).toBeVisible();
  const productId = page.url().split('/').at(-1)!;
  shown = productId;
  await page.getByLabel('Add pictures', { exact: true }).setInputFiles([
    { name: 'front.jpg', mimeType: 'image/jpeg', buffer: await photo({ r: 180, g: 110, b: 50 }) },
    { name: 'side.jpg', mimeType: 'image/jpeg', buffer: await photo({ r: 60, g: 120, b: 170 }) },
  ]);
  await expect(page.getByTestId('picture-uploads')).toContainText('front.jpg: added');
  await expect(page.getByTestId('picture-uploads')).toContainText('side.jpg: added');
  await expect(page.getByTestId('picture')).toHaveCount(2);

  await page.getByRole('checkbox', { name: 'Shown in the shop' }).check();
  expect(await saveProductForm(page)).toBe(200);
  const saved = await adminProduct(context.request, productId);
  expect(saved.visible).toBe(true);
  expect(saved.images).toHaveLength(2);

  // A shopper's browser, on the next request: the listing, the search and the page, in each language.
  const shopper = await browser.newContext();
  const shop = await shopper.newPage();
  for (const lang of SHOP_LANGUAGES) {
    const name = texts[lang].name;
    await shop.goto(`/${lang}/catalog/brewing`);
    await expect(shop.getByTestId('product-card').filter({ hasText: name })).toHaveCount(1);
    await shop.goto(`/${lang}/catalog?q=${tag}`);
    await expect(shop.getByTestId('product-card')).toHaveCount(1);
    await expect(shop.getByTestId('product-card')).toContainText(name);
    await shop.goto(`/${lang}/catalog/brewing/${slug}`);
    await expect(shop.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(shop.getByTestId('current-price').first()).toHaveText(zloty(14990, LOCALES[lang]));
    await expect(shop.getByTestId('gallery-image').first()).toHaveAttribute(
      'src',
      /\/api\/v1\/images\/uploads\/[0-9a-f-]{36}\.webp/,
    );
  }
  const inCart = await productOf(shopper.request, slug, 'pl');

  // A new price, on the product page and in the cart's estimate at the next request.
  await page.getByLabel('Price, PLN', { exact: true }).fill('129.50');
  expect(await saveProductForm(page)).toBe(200);
  await shop.goto(`/pl/catalog/brewing/${slug}`);
  await expect(shop.getByTestId('current-price').first()).toHaveText(zloty(12950, 'pl-PL'));
  await putInCart(shop, [inCart]);
  await shop.goto('/pl/checkout');
  // The cart kept the price it was put in at; the estimate brings the new one to its line (the
  // product has no stock yet: the estimate prices the line, and leaves it out of the total).
  const line = shop.getByTestId('checkout-line');
  await expect(line).toHaveCount(1);
  await expect(line.getByTestId('line-total')).toHaveText(zloty(12950, 'pl-PL'));
  await shopper.close();
  expect(pageErrors).toEqual([]);
});
