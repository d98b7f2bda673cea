import type { APIRequestContext } from '@playwright/test';
import { AXE_CASES, expectAccessible, expectNoViolation, inMode } from '../fixtures/accessibility';
import { productOf } from '../fixtures/checkout';
import { signInAsStaff } from '../fixtures/staff';
import { expect, test } from '../fixtures/test';

/*
 * axe's WCAG 2.0 and 2.1 A and AA rules (as accessibility.spec.ts runs them) on the back
 * office's stock pages and their dialogs, in English and Ukrainian, light and dark.
 */

const PRODUCT = 'bamboo-matcha-whisk-chasen';

/** A delivery of one unit of the product, drafted by the owner; received when asked. */
async function delivery(api: APIRequestContext, productId: string, receive: boolean) {
  const drafted = await api.post('/api/v1/admin/supplies', {
    data: { supplier: 'Kumo Craft', lines: [{ productId, quantity: 1, unitCost: 1990 }] },
  });
  expect(drafted.status()).toBe(201);
  const { id } = await drafted.json();
  if (receive) {
    const received = await api.post(`/api/v1/admin/supplies/${id}/receive`, {
      data: { version: 1 },
    });
    expect(received.status()).toBe(200);
  }
  return id as string;
}

for (const [lang, mode] of AXE_CASES) {
  test(`the stock pages and their dialogs have no WCAG A or AA violation, in ${lang}, in the ${mode} mode`, async ({
    page,
    context,
    request,
    staffApi,
  }) => {
    test.slow();
    const product = await productOf(request, PRODUCT, lang);
    const [draft, received] = await Promise.all([
      delivery(staffApi, product.id, false),
      delivery(staffApi, product.id, true),
    ]);
    await inMode(context, mode);
    await signInAsStaff(context, 'MANAGER');
    const base = `/${lang}/admin`;

    await expectAccessible(page, `${base}/stock?level=low&hidden=true`, mode, 'admin-nav');
    await expectAccessible(page, `${base}/stock`, mode, 'stock-table');
    await page.getByTestId('correct-stock').first().click();
    await expect(page.getByTestId('correction-quantity')).toBeFocused();
    await page.getByTestId('correction-submit').click();
    await expect(page.getByTestId('correction-dialog').getByRole('alert').first()).toBeVisible();
    await expectNoViolation(page, `${base}/stock: the correction dialog, refused`);
    await page.keyboard.press('Escape');

    await expectAccessible(page, `${base}/stock/products/${product.id}`, mode, 'history-table');
    await expectAccessible(page, `${base}/supplies`, mode, 'supplies-table');
    await expectAccessible(page, `${base}/supplies/new`, mode, 'supply-lines');
    await page.getByTestId('line-product').fill(product.name.slice(0, 4));
    await expect(page.getByTestId('product-option').first()).toBeVisible();
    await expectNoViolation(page, `${base}/supplies/new: the product list open`);

    await expectAccessible(page, `${base}/supplies/${draft}`, mode, 'supply-lines');
    await page.getByTestId('delete-supply').click();
    await expect(page.getByTestId('delete-dialog')).toBeVisible();
    await expectNoViolation(page, `${base}/supplies/${draft}: the delete dialog`);
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('delete-supply')).toBeFocused();

    await expectAccessible(page, `${base}/supplies/${received}`, mode, 'supply-view');
    await page.getByTestId('cancel-supply').click();
    await expect(page.getByTestId('cancel-dialog')).toBeVisible();
    await expectNoViolation(page, `${base}/supplies/${received}: the cancel dialog`);
  });
}
