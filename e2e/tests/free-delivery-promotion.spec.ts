import { productOf, putInCart } from '../fixtures/checkout';
import { expect, test } from '../fixtures/test';

/**
 * Two gift sets reach the seeded promotion (10% from PLN 500), which keeps Taxi from its free
 * delivery (from PLN 300) while InPost's courier keeps it: what the mini cart promises is what
 * the checkout charges, and the promotion's amounts are written in the shopper's currency.
 */
test('two gift sets: the mini cart and the checkout say the promotion withdraws Taxi’s free delivery', async ({
  page,
  request,
}) => {
  const product = await productOf(request, 'matcha-tea-ceremony-gift-set', 'en');
  await putInCart(page, [product], 2);

  await page.goto('/en/contact-us');
  await page.getByRole('combobox', { name: 'Currency' }).selectOption('EUR');
  await page.getByTestId('mini-cart-trigger').click();
  const freeDelivery = page.getByTestId('mini-cart-panel').getByTestId('free-delivery');
  await expect(freeDelivery).toContainText('Free delivery with InPost courier');
  await expect(freeDelivery).not.toContainText('Your order qualifies for free delivery');
  await expect(freeDelivery.getByTestId('free-delivery-withdrawn')).toHaveText(
    'Taxi courier: free delivery does not apply with the promotion',
  );

  await page.getByTestId('mini-cart-checkout').click();
  // The method's own promise says so too, before the shopper chooses it.
  const taxi = page.getByTestId('delivery-method-TAXI');
  await expect(page.locator('label', { has: taxi })).toContainText(
    '€5.81, free from €69.75, but not with the promotion',
  );
  await taxi.check();
  // PLN 25.00 at the store's rate of 0.2325.
  await expect(page.getByTestId('estimate-delivery')).toHaveText('€5.81');
  await expect(page.getByTestId('estimate-free-withdrawn')).toHaveText(
    'Free delivery does not apply with the promotion.',
  );
  await expect(page.getByTestId('estimate-free-from')).toHaveCount(0);
  await expect(page.getByText('Promotion: Big basket, 10% off orders from €116.25')).toBeVisible();
  await expect(page.getByTestId('estimate')).not.toContainText('zł');

  await page.getByTestId('delivery-method-INPOST_COURIER').check();
  await expect(page.getByTestId('estimate-delivery')).toHaveText('Free');
  await expect(page.getByTestId('estimate-free-withdrawn')).toHaveCount(0);
});
