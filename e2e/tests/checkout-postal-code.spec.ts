import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { SHELL_URL } from '../fixtures/ports';
import { openCheckoutWith, productOf } from '../fixtures/checkout';
import { fillGuestCheckout, placeOrder } from '../fixtures/guest-order';

/** A checkout with a DHL courier to a street address, the postal code left to the test. */
async function courierCheckout(
  page: Page,
  request: APIRequestContext,
  lang: 'en' | 'pl',
  address: { country: string; street: string; city: string },
) {
  const product = await productOf(request, 'sencha-kyoto-loose-leaf-100g', lang);
  await openCheckoutWith(page, lang, [product]);
  await fillGuestCheckout(page, lang, {
    email: `postal.${lang}@example.com`,
    delivery: 'DHL_COURIER',
    payment: 'BANK_TRANSFER',
  });
  await page.getByTestId('delivery-country').selectOption(address.country);
  await page.getByTestId('delivery-street').fill(address.street);
  await page.getByTestId('delivery-city').fill(address.city);
  return page.getByTestId('delivery-postal-code');
}

test('in Polish, a courier’s postal code is written as Poland writes it, on the form and on the order', async ({
  page,
  request,
}) => {
  const postalCode = await courierCheckout(page, request, 'pl', {
    country: 'PL',
    street: 'Długa 1',
    city: 'Warszawa',
  });
  await postalCode.pressSequentially('00640');
  await expect(postalCode).toHaveValue('00-640');
  await expect(page.getByText('Na przykład 00-950.')).toBeVisible();

  // Another country writes the same digits its own way, and its example follows.
  await page.getByTestId('delivery-country').selectOption('LT');
  await expect(postalCode).toHaveValue('LT-00640');
  await expect(page.getByText('Na przykład LT-01100.')).toBeVisible();
  await page.getByTestId('delivery-country').selectOption('PL');
  await expect(postalCode).toHaveValue('00-640');

  await placeOrder(page, 'pl');
  await expect(page.getByTestId('order-delivery')).toContainText(
    'Długa 1, 00-640 Warszawa, Polska',
  );
});

test('in English, a code that is not one of the country’s is refused beside the field', async ({
  page,
  request,
}) => {
  const postalCode = await courierCheckout(page, request, 'en', {
    country: 'DE',
    street: 'Hauptstraße 5',
    city: 'Berlin',
  });
  // Letters have no place in a German code: the field takes the digits only.
  await postalCode.pressSequentially('10a11');
  await expect(postalCode).toHaveValue('1011');
  await expect(page.getByText('For example 10115.')).toBeVisible();
  await page.getByTestId('place-order').click();

  await expect(page.getByRole('alert').filter({ hasText: 'postal code' })).toHaveText(
    'This is not a postal code of the chosen country: write it as in the example.',
  );
  await expect(postalCode).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(`${SHELL_URL}/en/checkout`);
});
