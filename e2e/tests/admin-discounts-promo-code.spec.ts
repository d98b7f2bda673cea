import { randomUUID } from 'node:crypto';
import type { Browser } from '@playwright/test';
import { openCheckoutWith, productOf } from '../fixtures/checkout';
import { hydratedPage, registeredIn, staffContext } from '../fixtures/discounts';
import { SHELL_URL } from '../fixtures/ports';
import { openBackOffice } from '../fixtures/staff';
import { expect, test } from '../fixtures/test';

/** A customer's own browser: registered, signed in, at the checkout with one mug. */
async function customerAtCheckout(browser: Browser, tag: string) {
  const context = await browser.newContext({ baseURL: SHELL_URL });
  const email = await registeredIn(context, tag);
  const page = await hydratedPage(context);
  return { context, page, email };
}

test('a promo code a manager limits to one customer works for them at checkout and is refused to another, said in Polish', async ({
  browser,
  request,
}) => {
  test.slow();
  const mug = await productOf(request, 'enamel-camping-mug-300ml', 'pl');
  const anna = await customerAtCheckout(browser, 'anna');
  const boris = await customerAtCheckout(browser, 'boris');
  const code = `ANNA-${randomUUID().slice(0, 6).toUpperCase()}`;

  const managerContext = await staffContext(browser, 'MANAGER');
  const manager = await hydratedPage(managerContext);
  await openBackOffice(manager, '/pl/admin/promo-codes');
  await manager.getByTestId('promo-code-new').click();
  const dialog = manager.getByTestId('promo-code-dialog');
  await expect(dialog.getByRole('heading', { name: 'Nowy kod rabatowy' })).toBeVisible();
  await expect(dialog.getByTestId('promo-code-code')).toBeFocused();
  await dialog.getByTestId('promo-code-code').fill(code.toLowerCase());
  await dialog.getByTestId('promo-code-type').selectOption('AMOUNT');
  await dialog.getByTestId('promo-code-value').fill('5');
  await dialog.getByTestId('promo-code-customer').fill(anna.email);
  await dialog.getByTestId('promo-code-create').click();
  await expect(manager.getByTestId('promo-code-result')).toHaveText(`Utworzono kod ${code}.`);
  await expect(manager.getByTestId('promo-code-result')).toBeFocused();
  const row = manager.locator(`[data-testid="promo-code-row"][data-code="${code}"]`);
  await expect(row).toContainText(anna.email);
  await expect(row.getByTestId('promo-code-state')).toHaveText('Aktywny');

  for (const shopper of [anna, boris]) {
    await openCheckoutWith(shopper.page, 'pl', [mug]);
    await shopper.page.getByTestId('delivery-method-LOCAL_PICKUP').check();
    await shopper.page.getByTestId('promo-code-input').fill(code.toLowerCase());
    await shopper.page.getByTestId('promo-code-apply').click();
  }
  await expect(anna.page.getByTestId('estimate')).toContainText(`Kod rabatowy ${code}`);
  await expect(anna.page.getByTestId('estimate-discount')).toHaveText('−5,00 zł');
  await expect(
    boris.page.getByText(
      'Ten kod promocyjny należy do innego konta. Zaloguj się na konto, któremu go przyznano.',
    ),
  ).toBeVisible();
  await expect(boris.page.getByTestId('estimate')).not.toContainText(`Kod rabatowy ${code}`);

  // Filtered by the customer, the list has it; ended, it is refused to its customer too.
  await manager.getByTestId('filter-customer').fill(anna.email);
  await manager.getByTestId('filter-apply').click();
  await expect(manager).toHaveURL(/customer=anna/);
  // Hers alone: this one, and those her registration gave her.
  const rows = manager.getByTestId('promo-code-row');
  await expect(rows.filter({ hasNotText: anna.email })).toHaveCount(0);
  await expect(rows.filter({ hasText: code })).toHaveCount(1);
  await row.getByTestId('promo-code-expire').click();
  await manager.getByTestId('promo-code-expire-confirm').click();
  await expect(manager.getByTestId('promo-code-result')).toHaveText(
    `Kod ${code} został zakończony.`,
  );
  await expect(row.getByTestId('promo-code-state')).toHaveText('Wygasł');
  for (const context of [anna.context, boris.context, managerContext]) await context.close();
});
