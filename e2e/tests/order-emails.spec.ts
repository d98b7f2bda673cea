import { randomUUID } from 'node:crypto';
import { expect, test } from '../fixtures/test';
import { SHELL_URL } from '../fixtures/ports';
import { openCheckoutWith, productOf } from '../fixtures/checkout';
import { placeGuestOrder } from '../fixtures/guest-order';
import { emailTo } from '../fixtures/outbox';

test('in Ukrainian, the order’s confirmation and a staff status change are emailed in Ukrainian', async ({
  page,
  request,
  staffApi,
  pageErrors,
}) => {
  test.slow();
  const email = `olena.${randomUUID().slice(0, 8)}@example.com`;
  const product = await productOf(request, 'sencha-kyoto-loose-leaf-100g', 'ua');
  await openCheckoutWith(page, 'ua', [product]);
  const order = await placeGuestOrder(page, 'ua', { email });
  await expect(page.getByTestId('order-number')).toHaveText(String(order.number));

  const confirmation = await emailTo(staffApi, email, 'order-placed');
  expect(confirmation.subject).toBe(`Verde Market: замовлення № ${order.number} прийнято`);
  expect(confirmation.text).toContain('Вітаємо, Olena!');
  expect(confirmation.text).toContain(`${product.name} × 1`);
  expect(confirmation.text).toContain('Доставка: Самовивіз із магазину');
  expect(confirmation.text).toContain('Оплата: Готівкою під час отримання');
  // Paid in cash: nothing to transfer.
  expect(confirmation.text).not.toContain('Як оплатити');
  const link = `${SHELL_URL}/ua/order-tracking?number=${order.number}`;
  expect(confirmation.text).toContain(link);

  // The link opens the order's tracking with its number filled in.
  await page.goto(link);
  await expect(page.getByTestId('tracking-number')).toHaveValue(String(order.number));

  const confirmed = await staffApi.patch(`/api/v1/order/${order.id}/status`, {
    data: { status: 'CONFIRMED' },
  });
  expect(confirmed.status()).toBe(200);
  const news = await emailTo(staffApi, email, 'order-status');
  expect(news.subject).toBe(`Verde Market: замовлення № ${order.number} підтверджено`);
  expect(news.text).toContain('Статус замовлення: Підтверджено');
  expect(news.text).toContain(link);

  // The shopper sees the same status when tracking the order.
  await page.getByTestId('tracking-contact').fill(email);
  await page.getByTestId('tracking-submit').click();
  await expect(page.getByTestId('tracking-status')).toHaveText('Підтверджено');
  expect(pageErrors).toEqual([]);
});
