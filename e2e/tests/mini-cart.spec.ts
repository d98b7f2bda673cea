import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { productOf, putInCart, type CatalogProduct } from '../fixtures/checkout';

/** The seeded store's lowest free-delivery threshold (InPost courier), in grosze. */
const FREE_FROM = 25000;

async function openMiniCart(page: Page, lang: string, product: CatalogProduct) {
  await putInCart(page, [product]);
  await page.goto(`/${lang}/contact-us`);
  await page.getByTestId('mini-cart-trigger').click();
  const panel = page.getByTestId('mini-cart-panel');
  await expect(panel.getByTestId('mini-cart-line')).toHaveCount(1);
  return panel;
}

const zloty = (grosze: number, lang: 'en' | 'pl') =>
  lang === 'en'
    ? `PLN ${(grosze / 100).toFixed(2)}`
    : `${(grosze / 100).toFixed(2).replace('.', ',')} zł`;

test('the mini cart shows its lines with pictures and how far free delivery is, in Polish', async ({
  page,
  request,
}) => {
  const product = await productOf(request, 'sencha-kyoto-loose-leaf-100g', 'pl');
  const price = product.discountPrice ?? product.price;
  const panel = await openMiniCart(page, 'pl', product);

  const thumbnail = panel.getByTestId('mini-cart-line').locator('img');
  await expect(thumbnail).toBeVisible();
  await expect
    .poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);

  const freeDelivery = panel.getByTestId('free-delivery');
  // The amount says for which method: InPost's courier has the lowest threshold.
  await expect(freeDelivery).toHaveText(
    `${zloty(FREE_FROM - price, 'pl')} do darmowej dostawy: Kurier InPost`,
  );
  const bar = freeDelivery.getByRole('progressbar', { name: 'Postęp do darmowej dostawy' });
  await expect(bar).toHaveAttribute('aria-valuenow', String((price / FREE_FROM) * 100));

  // Enough of it for InPost's free delivery (Taxi's starts higher): the bar is full and says
  // which method delivers free.
  const enough = Math.ceil(FREE_FROM / price);
  expect(enough * price).toBeLessThan(30000);
  await panel.getByTestId('quantity-input').fill(String(enough));
  await expect(freeDelivery).toHaveText('Darmowa dostawa: Kurier InPost');
  await expect(bar).toHaveAttribute('aria-valuenow', '100');
});

test('the cart button and the quantity buttons explain themselves in tooltips, in English', async ({
  page,
  request,
}) => {
  const product = await productOf(request, 'sencha-kyoto-loose-leaf-100g', 'en');
  const price = product.discountPrice ?? product.price;
  await page.goto('/en/contact-us');
  const trigger = page.getByTestId('mini-cart-trigger');
  await trigger.hover();
  await expect(page.getByRole('tooltip')).toHaveText('Cart, 0 items');

  const panel = await openMiniCart(page, 'en', product);
  await expect(panel.getByTestId('free-delivery')).toHaveText(
    `${zloty(FREE_FROM - price, 'en')} to free delivery with InPost courier`,
  );
  await panel.getByTestId('quantity-increase').hover();
  await expect(page.getByRole('tooltip')).toHaveText(`One more ${product.name}`);
});
