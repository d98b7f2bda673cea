import { randomUUID } from 'node:crypto';
import type { Request } from '@playwright/test';
import { openCheckoutWith, productOf } from '../fixtures/checkout';
import { fillGuestCheckout, placeOrder } from '../fixtures/guest-order';
import { expect, test } from '../fixtures/test';

/**
 * Phone numbers are checked as their country numbers them before anything is sent, with the
 * message in the page language; the dial code at checkout is the delivery country's, and the
 * order keeps the number in E.164.
 */

const orderPosts = (requests: Request[]) =>
  requests.filter(
    (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/v1/order',
  );

test('in Polish, a five-digit number is refused beside the field and no order is sent', async ({
  page,
  request,
}) => {
  const sent: Request[] = [];
  page.on('request', (request) => sent.push(request));
  await openCheckoutWith(page, 'pl', [
    await productOf(request, 'sencha-kyoto-loose-leaf-100g', 'pl'),
  ]);
  await fillGuestCheckout(page, 'pl', { email: `anna.${randomUUID().slice(0, 8)}@example.com` });
  const phone = page.getByRole('textbox', { name: 'Telefon' });
  await phone.fill('');
  await phone.pressSequentially('12345');
  await expect(page.getByRole('combobox', { name: 'Numer kierunkowy kraju' })).toHaveValue('PL');
  await page.getByTestId('place-order').click();

  await expect(
    page.getByText(
      'To nie jest poprawny numer dla wybranego numeru kierunkowego: sprawdź numer kierunkowy i cyfry.',
    ),
  ).toBeVisible();
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/pl\/checkout$/);
  expect(orderPosts(sent)).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('in Ukrainian, with Poland as the delivery country, a Polish number is stored as +48', async ({
    page,
    request,
  }) => {
    await openCheckoutWith(page, 'ua', [
      await productOf(request, 'sencha-kyoto-loose-leaf-100g', 'ua'),
    ]);
    const dialCode = page.getByRole('combobox', { name: 'Телефонний код країни' });
    await fillGuestCheckout(page, 'ua', {
      email: `olena.${randomUUID().slice(0, 8)}@example.com`,
      delivery: 'INPOST_PARCEL_LOCKER',
      payment: 'BANK_TRANSFER',
    });
    await page.getByTestId('delivery-country').selectOption('PL');
    await page.getByTestId('point-code').fill('WAW22A');
    // The number typed (600 100 200) takes the delivery country's code, not the language's.
    await expect(dialCode).toHaveValue('PL');
    await expect(page.getByRole('textbox', { name: 'Телефон' })).toHaveValue('600 100 200');

    const order = (await placeOrder(page, 'ua')) as unknown as { contact: { phone: string } };
    expect(order.contact.phone).toBe('+48600100200');
  });

  test('in English, the contact form refuses a number too short for its country', async ({
    page,
  }) => {
    const sent: Request[] = [];
    page.on('request', (request) => sent.push(request));
    await page.goto('/en/contact-us');
    await page.getByLabel('Your name').fill('Jan Nowak');
    await page.getByLabel('Email').fill('jan@example.com');
    await page.getByRole('textbox', { name: 'Phone' }).pressSequentially('12345');
    await page.getByLabel('Message').fill('Do you deliver on Saturdays?');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(
      page.getByText(
        'This is not a valid number for the chosen dial code: check the code and the digits.',
      ),
    ).toBeVisible();
    expect(
      sent.filter((request) => new URL(request.url()).pathname === '/api/v1/contact-us'),
    ).toEqual([]);
  });
});
