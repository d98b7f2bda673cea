import { randomUUID } from 'node:crypto';
import { orderRow } from '../fixtures/admin-orders';
import { productOf } from '../fixtures/checkout';
import { placeOrderThroughApi } from '../fixtures/guest-order';
import { SHELL_URL } from '../fixtures/ports';
import { openBackOffice, signInAsStaff } from '../fixtures/staff';
import { expect, test } from '../fixtures/test';
import { DEMO_PRODUCT } from '../size/pages.mjs';

test('five orders selected move to CONFIRMED in one action; a delivered one is reported and left as it was', async ({
  page,
  context,
  request,
  staffApi,
}) => {
  test.slow();
  const batch = `bulk.${randomUUID().slice(0, 8)}`;
  const product = await productOf(request, DEMO_PRODUCT, 'en');
  const orders = [];
  for (let n = 0; n < 6; n += 1)
    orders.push(
      await placeOrderThroughApi(request, 'en', {
        productId: product.id,
        contact: { email: `${batch}.${n}@example.com` },
      }),
    );
  // One of them is delivered already.
  const delivered = orders[2]!;
  let version = 1;
  for (const status of ['CONFIRMED', 'PACKED', 'SHIPPED', 'DELIVERED']) {
    const moved = await staffApi.patch(`${SHELL_URL}/api/v1/admin/orders/${delivered.id}/status`, {
      headers: { origin: SHELL_URL },
      data: { status, version },
    });
    expect(moved.status(), await moved.text()).toBe(200);
    version = (await moved.json()).version;
  }

  await signInAsStaff(context, 'MANAGER');
  await openBackOffice(page, `/en/admin/orders?q=${batch}`);
  await expect(page.getByTestId('order-row')).toHaveCount(6);
  await page.getByTestId('select-all').check();
  await expect(page.getByTestId('bulk-status')).toContainText('Selected: 6');
  await page.getByTestId('bulk-status-choice').selectOption('CONFIRMED');
  await page.getByTestId('bulk-status-apply').click();

  const results = page.getByTestId('bulk-results');
  await expect(results.getByRole('heading')).toHaveText('Moved: 5 of 6');
  await expect(results.getByRole('heading')).toBeFocused();
  for (const order of orders) {
    const result = results.locator(`[data-number="${order.number}"]`);
    if (order === delivered)
      await expect(result).toHaveText(
        `Order ${order.number}: not moved, an order that is “Delivered” cannot become “Confirmed”`,
      );
    else await expect(result).toHaveText(`Order ${order.number}: now “Confirmed”`);
  }
  for (const order of orders)
    await expect(orderRow(page, order.number).getByTestId('order-row-status')).toHaveText(
      order === delivered ? 'Delivered' : 'Confirmed',
    );
});
