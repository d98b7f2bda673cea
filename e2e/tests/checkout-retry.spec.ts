import { expect, test } from '../fixtures/test';
import { openCheckoutWith, productOf } from '../fixtures/checkout';
import { fillGuestCheckout, placeOrder } from '../fixtures/guest-order';
import { watchToasts } from '../fixtures/toasts';

test('in Ukrainian, a lost answer to "Place order" says so, and pressing again gives the same order', async ({
  page,
  request,
}) => {
  const product = await productOf(request, 'sencha-kyoto-loose-leaf-100g', 'ua');
  await openCheckoutWith(page, 'ua', [product]);
  await fillGuestCheckout(page, 'ua', { email: 'olena.retry@example.com' });
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
    'Зʼєднання перервалося до відповіді магазину, тож замовлення, можливо, вже оформлене. ' +
      'Натисніть «Оформити замовлення» ще раз: ви отримаєте те саме замовлення, і гроші не буде списано двічі.',
  );
  // Said once, beside the button: no toast about an unexpected error.
  expect(await toasts()).toEqual([]);
  expect(placed?.number).toBeGreaterThan(0);

  await placeOrder(page, 'ua');
  await expect(page.getByTestId('order-number')).toContainText(String(placed!.number));
});
