import { AXE_CASES, expectAccessible, expectNoViolation, inMode } from '../fixtures/accessibility';
import { productOf } from '../fixtures/checkout';
import { placeOrderThroughApi } from '../fixtures/guest-order';
import { signInAsStaff } from '../fixtures/staff';
import { expect, test } from '../fixtures/test';
import { DEMO_PRODUCT } from '../size/pages.mjs';

/**
 * axe's WCAG 2.0 and 2.1 A and AA rules (as accessibility.spec.ts runs them) on the back
 * office's orders: the list with its filters and bulk results, an order's page and its status
 * dialog, in English and Ukrainian, light and dark.
 */
for (const [lang, mode] of AXE_CASES) {
  test(`the orders pages have no WCAG A or AA violation (${lang}, ${mode})`, async ({
    page,
    context,
    request,
  }) => {
    test.slow();
    await inMode(context, mode);
    await signInAsStaff(context, 'MANAGER');
    const product = await productOf(request, DEMO_PRODUCT, lang);
    const order = await placeOrderThroughApi(request, lang, { productId: product.id });

    await expectAccessible(page, `/${lang}/admin/orders`, mode, 'order-row');
    await page.getByTestId(`select-${order.number}`).check();
    await page.getByTestId('bulk-status-choice').selectOption('CONFIRMED');
    await page.getByTestId('bulk-status-apply').click();
    await expect(page.getByTestId('bulk-results')).toBeVisible();
    await expectNoViolation(page, 'the bulk change and its results');

    await expectAccessible(page, `/${lang}/admin/orders/${order.id}`, mode, 'history-entry');
    await page.getByTestId('move-PACKED').click();
    await expect(page.getByTestId('status-dialog')).toBeVisible();
    await expectNoViolation(page, 'the status dialog');
    await page.keyboard.press('Escape');

    await expectAccessible(page, `/${lang}/admin/orders?page=999`, mode, 'orders-empty');
  });
}
