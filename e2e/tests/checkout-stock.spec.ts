import { expect, test } from '../fixtures/test';
import { openCheckoutWith, productOf } from '../fixtures/checkout';

/** The digits of an amount as the page shows it ("26,90 zł"): minor units. */
const minorUnits = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));

test('in Russian, a sold-out line is left out of the total, and the summary says so', async ({
  page,
  request,
}) => {
  const sencha = await productOf(request, 'sencha-kyoto-loose-leaf-100g', 'ru');
  const soldOut = await productOf(request, 'kenya-nyeri-aa-whole-beans-250g', 'ru');
  expect(soldOut.stock).toBe(0);
  await openCheckoutWith(page, 'ru', [sencha, soldOut]);
  await page.getByTestId('delivery-method-LOCAL_PICKUP').check();

  await expect(page.getByTestId('estimate-left-out')).toHaveText(
    `Не учтено в сумме, нет в наличии: ${soldOut.name}.`,
  );
  const price = sencha.discountPrice ?? sencha.price;
  await expect
    .poll(async () => minorUnits(await page.getByTestId('estimate-total').textContent()))
    .toBe(price);
  await expect(page.getByTestId('line-unavailable')).toHaveCount(1);
  await expect(page.getByTestId('place-order')).toBeDisabled();

  // Removed from the cart, it is no longer mentioned, and the order can be placed.
  const line = page.locator(`[data-testid="checkout-line"][data-product-id="${soldOut.id}"]`);
  await line.getByTestId('line-remove').click();
  await expect(page.getByTestId('estimate-left-out')).toHaveCount(0);
  await expect(page.getByTestId('place-order')).toBeEnabled();
});
