import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { SHELL_URL } from '../fixtures/ports';
import { productOf, type CatalogProduct } from '../fixtures/checkout';
import { fillGuestCheckout, placeOrder, placeOrderThroughApi } from '../fixtures/guest-order';

/** Opens a product page and puts one unit in the cart, as a shopper does. */
async function addToCart(page: Page, product: CatalogProduct) {
  await page.goto(`/pl/catalog/${product.category.slug}/${product.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await page.getByTestId('add-to-cart').click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Dodano do koszyka' })).toContainText(
    product.name,
  );
}

/** The name the guest of these tests orders under. */
const ANNA = { firstName: 'Anna', lastName: 'Kowalska' };

/** A total as the page shows it in złoty ("78,70 zł"), in grosze. */
async function amountOf(page: Page, testId: string): Promise<number> {
  const text = (await page.getByTestId(testId).textContent()) ?? '';
  const match = /(\d[\d\s\u00a0]*),(\d{2})\s*zł/.exec(text);
  expect(match, `${testId}: ${text}`).not.toBeNull();
  return Number(match![1]!.replace(/\D/g, '')) * 100 + Number(match![2]);
}

test('a guest checks out with a parcel locker and a promo code, then tracks the order', async ({
  page,
  request,
  staffApi,
  pageErrors,
}) => {
  // A whole journey through several pages: more than the default 30 s on a busy machine.
  test.slow();
  const [teaProduct, honeyProduct] = [
    await productOf(request, 'earl-grey-bergamot-cornflower-100g', 'pl'),
    await productOf(request, 'buckwheat-honey-podlasie-400g', 'pl'),
  ];
  const code = `E2E${randomUUID().slice(0, 8).toUpperCase()}`;
  const created = await staffApi.post('/api/v1/promo-code', {
    data: { code, type: 'AMOUNT', value: 1000 },
  });
  expect(created.status()).toBe(201);

  await addToCart(page, teaProduct);
  await addToCart(page, honeyProduct);

  // Two of the tea, from the mini cart in the header.
  await page.getByTestId('mini-cart-trigger').click();
  const panel = page.getByTestId('mini-cart-panel');
  const teaLine = panel.locator(
    `[data-testid="mini-cart-line"][data-product-id="${teaProduct.id}"]`,
  );
  await teaLine.getByTestId('quantity-increase').click();
  await expect(teaLine.getByTestId('quantity-input')).toHaveValue('2');
  await expect(page.getByTestId('mini-cart-count')).toHaveText('3');
  await panel.getByTestId('mini-cart-checkout').click();
  await expect(page).toHaveURL(`${SHELL_URL}/pl/checkout`);

  await fillGuestCheckout(page, 'pl', {
    email: 'anna.kowalska@example.com',
    name: ANNA,
    delivery: 'INPOST_PARCEL_LOCKER',
    payment: 'BANK_TRANSFER',
  });
  await page.getByTestId('point-code').fill('WAW22A');

  const goods = 2 * 2690 + 3490;
  await expect.poll(() => amountOf(page, 'estimate-total')).toBe(goods);
  await page.getByTestId('promo-code-input').fill(code.toLowerCase());
  await page.getByTestId('promo-code-apply').click();
  await expect(page.getByTestId('estimate')).toContainText(`Kod rabatowy ${code}`);
  await expect(page.getByTestId('estimate-discount')).toHaveText('−10,00 zł');
  await expect.poll(() => amountOf(page, 'estimate-total')).toBe(goods - 1000);

  await placeOrder(page, 'pl');
  const number = ((await page.getByTestId('order-number').textContent()) ?? '').replace(/\D/g, '');
  expect(number).not.toBe('');
  await expect(page.getByTestId('order-line')).toHaveCount(2);
  // The cart is empty once the order is placed.
  await expect(page.getByTestId('mini-cart-count')).toHaveText('0');

  // The code is spent.
  const again = await request.post('/api/v1/order/estimate', {
    headers: { origin: SHELL_URL },
    data: {
      items: [{ productId: teaProduct.id, quantity: 1 }],
      deliveryMethod: 'LOCAL_PICKUP',
      promoCode: code,
    },
  });
  expect(again.status()).toBe(409);

  await page.getByTestId('track-order-link').click();
  await expect(page).toHaveURL(`${SHELL_URL}/pl/order-tracking?number=${number}`);
  await expect(page.getByTestId('tracking-number')).toHaveValue(number);
  await page.getByTestId('tracking-contact').fill('+48 600-100-200');
  await page.getByTestId('tracking-submit').click();
  await expect(page.getByTestId('tracking-status')).toContainText('Złożone');
  await expect(page.getByTestId('timeline-entry')).toHaveCount(1);
  await expect(page.getByTestId('tracking-total')).toContainText('78,70');

  // A wrong contact learns nothing.
  await page.getByTestId('tracking-contact').fill('someone.else@example.com');
  await page.getByTestId('tracking-submit').click();
  await expect(page.getByTestId('tracking-not-found')).toBeVisible();
  expect(pageErrors).toEqual([]);
});

test('a product sold out meanwhile is named in a toast and the form stays filled', async ({
  page,
  request,
}, testInfo) => {
  // Each attempt sells out a product of its own: a retry finds the first one sold out already.
  const slug = ['cantucci-almond-biscotti-250g', 'honey-gingerbread-hearts-200g'][testInfo.retry]!;
  const product = await productOf(request, slug, 'pl');
  await addToCart(page, product);
  await page.goto('/pl/checkout');
  await fillGuestCheckout(page, 'pl', { email: 'jan.nowak@example.com', name: ANNA });

  // Another shopper buys everything that is left.
  await placeOrderThroughApi(request, 'pl', { productId: product.id, quantity: product.stock });

  await page.getByTestId('place-order').click();
  const toast = page.getByTestId('toast').filter({ hasText: product.name });
  await expect(toast).toBeVisible();
  await expect(page).toHaveURL(`${SHELL_URL}/pl/checkout`);
  await expect(page.getByLabel('E-mail')).toHaveValue('jan.nowak@example.com');
  await expect(page.getByLabel('Imię', { exact: true })).toHaveValue('Anna');
  await expect(page.getByTestId('line-unavailable')).toBeVisible();
  await expect(page.getByTestId('place-order')).toBeDisabled();
});
