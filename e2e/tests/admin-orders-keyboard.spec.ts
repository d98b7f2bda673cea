import { productOf } from '../fixtures/checkout';
import { placeOrderThroughApi } from '../fixtures/guest-order';
import { tabTo } from '../fixtures/keyboard';
import { openBackOffice, signInAsStaff } from '../fixtures/staff';
import { expect, test } from '../fixtures/test';
import { DEMO_PRODUCT } from '../size/pages.mjs';

test('keyboard only: a manager finds an order by its number and confirms it', async ({
  page,
  context,
  request,
}) => {
  test.slow();
  const product = await productOf(request, DEMO_PRODUCT, 'en');
  const order = await placeOrderThroughApi(request, 'en', { productId: product.id });
  await signInAsStaff(context, 'MANAGER');
  await openBackOffice(page, '/en/admin');
  const h1 = page.getByRole('main').getByRole('heading', { level: 1 });

  await tabTo(page, page.getByTestId('admin-nav-orders'));
  await page.keyboard.press('Enter');
  await expect(h1).toHaveText('Orders');
  await expect(h1).toBeFocused();

  await tabTo(page, page.getByTestId('orders-search'));
  await page.keyboard.type(String(order.number));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`\\?q=${order.number}$`));
  const link = page.getByRole('link', { name: `Order ${order.number}` });
  await expect(page.getByTestId('order-row')).toHaveCount(1);

  await tabTo(page, link);
  await page.keyboard.press('Enter');
  await expect(h1).toHaveText(`Order ${order.number}`);
  await expect(h1).toBeFocused();

  await tabTo(page, page.getByTestId('move-CONFIRMED'));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Move order ${order.number} to “Confirmed”` });
  await expect(dialog.getByTestId('status-note')).toBeFocused();
  await page.keyboard.type('Confirmed by phone');
  await tabTo(page, dialog.getByTestId('status-confirm'));
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('order-status')).toHaveText('Confirmed');
  // The focus is on what says the order moved, not lost on the page.
  await expect(page.getByTestId('order-changed')).toBeFocused();
  await expect(page.getByTestId('order-changed')).toHaveText(
    `Order ${order.number} is now “Confirmed”.`,
  );
});
