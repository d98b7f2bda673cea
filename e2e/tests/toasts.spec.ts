import { expect, test } from '../fixtures/test';
import { withSharedModule } from '../fixtures/shared-module';
import { productOf } from '../fixtures/checkout';

test('never more than five toasts show, and F8 reaches them', async ({ page }) => {
  await page.goto('/en/contact-us');
  await expect(page.getByRole('form')).toBeVisible();

  await withSharedModule(
    page,
    "for (let i = 1; i <= 7; i += 1) shared.toast.add({ title: 'Toast ' + i });",
  );
  const toasts = page.getByTestId('toast');
  await expect(toasts).toHaveCount(5);
  await expect(toasts.first()).toContainText('Toast 3');
  await expect(toasts.last()).toContainText('Toast 7');

  await page.keyboard.press('F8');
  await expect(
    page.getByRole('region', { name: 'Notifications (F8)' }).locator('ol'),
  ).toBeFocused();

  // Escape closes the focused toast.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Escape');
  await expect(toasts).toHaveCount(4);
});

test('a toast closes by itself after its duration', async ({ page }) => {
  await page.goto('/pl/contact-us');
  await expect(page.getByRole('form')).toBeVisible();
  await withSharedModule(page, "shared.toast.add({ title: 'Zapisano', duration: 1000 });");
  await expect(page.getByTestId('toast')).toHaveCount(1);
  await expect(page.getByTestId('toast')).toHaveCount(0, { timeout: 5000 });
});

for (const { lang, added } of [
  { lang: 'en', added: 'Added to your cart' },
  { lang: 'ru', added: 'Добавлено в корзину' },
] as const) {
  test(`adding a product seven times shows one toast with a count (${lang})`, async ({
    page,
    request,
  }) => {
    const product = await productOf(request, 'sencha-kyoto-loose-leaf-100g', lang);
    expect(product.stock).toBeGreaterThanOrEqual(7);
    await page.goto(`/${lang}/catalog/${product.category.slug}/${product.slug}`);
    const addToCart = page.getByTestId('add-to-cart');
    for (let n = 1; n <= 7; n += 1) {
      await addToCart.click();
      await expect(page.getByTestId('toast')).toHaveCount(1);
    }
    const toast = page.getByTestId('toast');
    await expect(toast).toContainText(added);
    await expect(toast).toContainText(product.name);
    await expect(toast.getByText('×7', { exact: true })).toBeVisible();
  });
}

test('a repeated toast starts its time again', async ({ page }) => {
  await page.goto('/pl/contact-us');
  await expect(page.getByRole('form')).toBeVisible();
  const add = "shared.toast.add({ title: 'Zapisano', duration: 2000 });";
  await withSharedModule(page, add);
  await page.waitForTimeout(1500);
  await withSharedModule(page, add);
  await expect(page.getByTestId('toast').getByText('×2', { exact: true })).toBeVisible();
  // Past the first toast's 2 s, the repeat still shows; then it closes on its own.
  await page.waitForTimeout(1000);
  await expect(page.getByTestId('toast')).toHaveCount(1);
  await expect(page.getByTestId('toast')).toHaveCount(0, { timeout: 3000 });
});
