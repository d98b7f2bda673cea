import { expect, test } from '../fixtures/test';
import { registeredCustomer, signInFromHeader } from '../fixtures/account';
import { openCheckoutWith, productOf } from '../fixtures/checkout';
import { placeOrder } from '../fixtures/guest-order';

test('in Ukrainian, a signed-in customer finds the checkout’s contact filled from the account', async ({
  page,
  request,
}) => {
  const customer = await registeredCustomer(request, 'ua', {
    firstName: 'Олена',
    lastName: 'Коваленко',
    phone: '+380 67 123 45 67',
  });
  await page.goto('/ua');
  await signInFromHeader(page, customer);
  const product = await productOf(request, 'sencha-kyoto-loose-leaf-100g', 'ua');
  await openCheckoutWith(page, 'ua', [product]);

  await expect(page.getByTestId('contact-first-name')).toHaveValue('Олена');
  await expect(page.getByTestId('contact-last-name')).toHaveValue('Коваленко');
  await expect(page.getByTestId('contact-email')).toHaveValue(customer.email);
  await expect(page.getByLabel('Телефонний код країни')).toHaveValue('UA');
  await expect(page.getByRole('textbox', { name: 'Телефон' })).toHaveValue('67 123 4567');
});

test('in Polish, signing in keeps what was typed, and the next checkout offers the last delivery again', async ({
  page,
  request,
}) => {
  // Two checkouts and the profile: more than the default 30 s on a busy machine.
  test.slow();
  const customer = await registeredCustomer(request, 'pl', {
    firstName: 'Anna',
    lastName: 'Nowak',
    phone: '+48 600 100 200',
  });
  const product = await productOf(request, 'sencha-kyoto-loose-leaf-100g', 'pl');
  await openCheckoutWith(page, 'pl', [product]);
  await page.getByTestId('contact-first-name').fill('Marta');
  await signInFromHeader(page, customer);

  // The name typed as a guest stays; the empty fields come from the account.
  await expect(page.getByTestId('contact-last-name')).toHaveValue('Nowak');
  await expect(page.getByTestId('contact-email')).toHaveValue(customer.email);
  await expect(page.getByRole('textbox', { name: 'Telefon' })).toHaveValue('600 100 200');
  await expect(page.getByTestId('contact-first-name')).toHaveValue('Marta');

  await page.getByTestId('delivery-method-DHL_COURIER').check();
  await page.getByTestId('delivery-country').selectOption('PL');
  await page.getByTestId('delivery-street').fill('Długa 1');
  await page.getByTestId('delivery-city').fill('Warszawa');
  await page.getByTestId('delivery-postal-code').pressSequentially('00640');
  await page.getByTestId('payment-method-BANK_TRANSFER').check();
  await placeOrder(page, 'pl');

  // Next time, the courier and the address are there already.
  await openCheckoutWith(page, 'pl', [product]);
  await expect(page.getByTestId('delivery-method-DHL_COURIER')).toBeChecked();
  await expect(page.getByTestId('delivery-country')).toHaveValue('PL');
  await expect(page.getByTestId('delivery-street')).toHaveValue('Długa 1');
  await expect(page.getByTestId('delivery-city')).toHaveValue('Warszawa');
  await expect(page.getByTestId('delivery-postal-code')).toHaveValue('00-640');

  // The profile prints the address as Poland writes it.
  await page.goto('/pl/profile/orders');
  await page.getByTestId('order-toggle').first().click();
  await expect(page.getByTestId('order-delivery')).toHaveText(
    'Kurier DHL: Długa 1, 00-640 Warszawa, Polska',
  );
});
