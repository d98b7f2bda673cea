import { expect, test } from '../fixtures/test';
import { SHELL_URL } from '../fixtures/ports';
import { fillCheckoutContact, openCheckoutWith, productOf } from '../fixtures/checkout';
import { watchToasts } from '../fixtures/toasts';

test('in Ukrainian, a lost answer to "Place order" says so, and pressing again gives the same order', async ({
  page,
  request,
}) => {
  const product = await productOf(request, 'sencha-kyoto-loose-leaf-100g', 'ua');
  await openCheckoutWith(page, 'ua', [product]);
  await fillCheckoutContact(page, 'ua', 'olena.retry@example.com');
  await page.getByTestId('delivery-method-LOCAL_PICKUP').check();
  await page.getByTestId('payment-method-CASH').check();
  await expect(page.getByTestId('estimate-total')).toBeVisible();
  const toasts = await watchToasts(page);

  // The first order reaches the shop, but its answer is lost on the way back.
  let placed: { number: number } | undefined;
  await page.route(
    (url) => url.pathname === '/api/v1/order',
    async (route) => {
      if (placed || route.request().method() !== 'POST') return route.fallback();
      const response = await route.fetch();
      expect(response.status()).toBe(201);
      placed = await response.json();
      await route.abort('connectionreset');
    },
  );
  await page.getByTestId('place-order').click();

  await expect(page.getByTestId('order-answer-lost')).toHaveText(
    'З’єднання перервалося до відповіді магазину, тож замовлення, можливо, вже оформлене. ' +
      'Натисніть «Оформити замовлення» ще раз: ви отримаєте те саме замовлення, і гроші не буде списано двічі.',
  );
  // Said once, beside the button: no toast about an unexpected error.
  expect(await toasts()).toEqual([]);
  expect(placed?.number).toBeGreaterThan(0);

  await page.getByTestId('place-order').click();
  await expect(page).toHaveURL(`${SHELL_URL}/ua/checkout-complete`);
  await expect(page.getByTestId('order-number')).toContainText(String(placed!.number));
});
