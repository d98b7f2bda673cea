import { registeredCustomer, signInFromHeader } from '../fixtures/account';
import { openCheckoutWith, productOf } from '../fixtures/checkout';
import { placeOrder } from '../fixtures/guest-order';
import { SHELL_URL } from '../fixtures/ports';
import { expect, test } from '../fixtures/test';

test('in Ukrainian, a customer keeps addresses in the profile and sends an order to one of them', async ({
  page,
  request,
  pageErrors,
}) => {
  // The profile and a whole checkout: more than the default 30 s on a busy machine.
  test.slow();
  const customer = await registeredCustomer(request, 'ua', {
    firstName: 'Олена',
    lastName: 'Коваленко',
    phone: '+380 67 123 45 67',
  });
  await page.goto('/ua');
  await signInFromHeader(page, customer);
  await page.goto('/ua/profile/details');
  const addresses = page.getByTestId('saved-addresses');
  await expect(addresses).toContainText('У вас ще немає збережених адрес');

  // A new address: the postal code is masked and checked for the country chosen.
  await addresses.getByTestId('address-add').click();
  const form = addresses.getByTestId('saved-address-form');
  await form.getByTestId('address-country').selectOption('PL');
  await form.getByTestId('address-street').fill('Długa 1');
  await form.getByTestId('address-city').fill('Warszawa');
  await form.getByTestId('address-postal-code').pressSequentially('006');
  await form.getByTestId('address-save').click();
  await expect(form.getByText('Це не поштовий індекс вибраної країни')).toBeVisible();
  await form.getByTestId('address-postal-code').pressSequentially('40');
  await expect(form.getByTestId('address-postal-code')).toHaveValue('00-640');
  await form.getByTestId('address-save').click();
  const saved = addresses.getByTestId('saved-address');
  await expect(saved).toHaveCount(1);
  await expect(saved).toContainText('Długa 1, 00-640 Warszawa, Польща');

  // A second one, then a change of the first and the removal of the second.
  await addresses.getByTestId('address-add').click();
  await form.getByTestId('address-country').selectOption('PL');
  await form.getByTestId('address-street').fill('Floriańska 3');
  await form.getByTestId('address-city').fill('Kraków');
  await form.getByTestId('address-postal-code').pressSequentially('31019');
  await form.getByTestId('address-save').click();
  await expect(saved).toHaveCount(2);

  await saved.first().getByTestId('address-edit').click();
  await form.getByTestId('address-street').fill('Długa 7');
  await form.getByTestId('address-save').click();
  await expect(saved.first()).toContainText('Długa 7, 00-640 Warszawa, Польща');

  await saved.nth(1).getByTestId('address-remove').click();
  await saved.nth(1).getByTestId('address-remove-confirm').click();
  await expect(saved).toHaveCount(1);
  await page.reload();
  await expect(saved).toHaveCount(1);
  await expect(saved).toContainText('Długa 7, 00-640 Warszawa, Польща');

  // At checkout the courier offers the saved address, chosen already, and the order goes there.
  const product = await productOf(request, 'sencha-kyoto-loose-leaf-100g', 'ua');
  await openCheckoutWith(page, 'ua', [product]);
  await page.getByTestId('delivery-method-DHL_COURIER').check();
  const choice = page.getByRole('group', { name: 'Ваші збережені адреси' });
  await expect(
    choice.getByRole('radio', { name: 'Długa 7, 00-640 Warszawa, Польща' }),
  ).toBeChecked();
  await expect(choice.getByRole('radio', { name: 'Нова адреса' })).not.toBeChecked();
  await expect(page.getByTestId('delivery-street')).toHaveCount(0);
  await page.getByTestId('payment-method-BANK_TRANSFER').check();
  await placeOrder(page, 'ua');
  await expect(page.getByTestId('order-delivery')).toHaveText(
    'Курʼєр DHL: Długa 7, 00-640 Warszawa, Польща',
  );
  expect(pageErrors).toEqual([]);
});

test('in Russian, a pickup asks for no address, and a parcel locker offers no saved one', async ({
  page,
  request,
}) => {
  const customer = await registeredCustomer(request, 'ru', {
    firstName: 'Ирина',
    lastName: 'Петрова',
    phone: '+48 600 100 200',
  });
  const saved = await request.post('/api/v1/user/addresses', {
    headers: { origin: SHELL_URL },
    data: { street: 'Długa 1', city: 'Warszawa', postalCode: '00640', country: 'PL' },
  });
  expect(saved.status()).toBe(201);
  const product = await productOf(request, 'sencha-kyoto-loose-leaf-100g', 'ru');
  await openCheckoutWith(page, 'ru', [product]);
  await signInFromHeader(page, customer);
  const choice = page.getByRole('group', { name: 'Ваши сохранённые адреса' });
  await page.getByTestId('delivery-method-DPD_COURIER').check();
  await expect(
    choice.getByRole('radio', { name: 'Długa 1, 00-640 Warszawa, Польша' }),
  ).toBeVisible();
  await page.getByTestId('delivery-method-INPOST_PARCEL_LOCKER').check();
  await expect(page.getByTestId('point-code')).toBeVisible();
  await expect(choice).toHaveCount(0);
  await page.getByTestId('delivery-method-LOCAL_PICKUP').check();
  await expect(choice).toHaveCount(0);
});

test("in Polish, a first checkout by DPD's courier goes to the latest saved address, and the next one starts from that order's delivery and payment", async ({
  page,
  request,
  pageErrors,
}) => {
  // Two checkouts: more than the default 30 s on a busy machine.
  test.slow();
  const zofia = { firstName: 'Zofia', lastName: 'Wiśniewska', phone: '+48 601 200 300' };
  const customer = await registeredCustomer(request, 'pl', zofia);
  for (const address of [
    { street: 'Długa 1', city: 'Warszawa', postalCode: '00640', country: 'PL' },
    { street: 'Floriańska 3', city: 'Kraków', postalCode: '31019', country: 'PL' },
  ]) {
    const saved = await request.post('/api/v1/user/addresses', {
      headers: { origin: SHELL_URL },
      data: address,
    });
    expect(saved.status()).toBe(201);
  }
  const product = await productOf(request, 'sencha-kyoto-loose-leaf-100g', 'pl');
  await openCheckoutWith(page, 'pl', [product]);
  await signInFromHeader(page, customer);
  await expect(page.getByTestId('contact-email')).toHaveValue(customer.email);

  await page.getByTestId('delivery-method-DPD_COURIER').check();
  const choice = page.getByRole('group', { name: 'Twoje zapisane adresy' });
  const krakow = choice.getByRole('radio', { name: 'Floriańska 3, 31-019 Kraków, Polska' });
  await expect(krakow).toBeChecked();
  await expect(page.getByTestId('delivery-street')).toHaveCount(0);
  await page.getByTestId('payment-method-REVOLUT').check();
  await placeOrder(page, 'pl');
  await expect(page.getByTestId('order-delivery')).toContainText('Floriańska 3, 31-019 Kraków');

  // The next checkout: the same courier, address and payment, with nothing to choose again.
  await openCheckoutWith(page, 'pl', [product]);
  await expect(page.getByTestId('delivery-method-DPD_COURIER')).toBeChecked();
  await expect(krakow).toBeChecked();
  await expect(page.getByTestId('payment-method-REVOLUT')).toBeChecked();
  expect(pageErrors).toEqual([]);
});
