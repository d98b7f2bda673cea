import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../fixtures/test';

// These tests count the stored messages, so they do not run side by side.
test.describe.configure({ mode: 'serial' });

interface StoredMessage {
  name: string;
  email: string;
  phone: string | null;
  message: string;
  language: string;
}

async function storedMessages(staffApi: APIRequestContext): Promise<StoredMessage[]> {
  const response = await staffApi.get('/api/v1/contact-us?limit=100');
  expect(response.status()).toBe(200);
  return (await response.json()).items;
}

test('a message sent from the contact page is stored', async ({ page, staffApi, pageErrors }) => {
  const marker = randomUUID();
  await page.goto('/pl/contact-us');
  await page.getByLabel('Imię i nazwisko').fill('Anna Kowalska');
  await page.getByLabel('E-mail').fill('anna@example.com');
  await page.getByLabel('Numer kierunkowy kraju').selectOption('UA');
  await page.getByRole('textbox', { name: 'Telefon' }).pressSequentially('671234567');
  await page.getByLabel('Wiadomość').fill(`Czy wysyłacie do Lwowa? ${marker}`);
  await page.getByRole('button', { name: 'Wyślij wiadomość' }).click();

  await expect(page.getByRole('status')).toContainText('Dziękujemy! Wiadomość została wysłana.');
  // The form is cleared for the next message.
  await expect(page.getByLabel('Wiadomość')).toHaveValue('');

  const stored = (await storedMessages(staffApi)).find((message) =>
    message.message.includes(marker),
  );
  expect(stored).toMatchObject({
    name: 'Anna Kowalska',
    email: 'anna@example.com',
    phone: '+380671234567',
    language: 'pl',
  });
  expect(pageErrors).toEqual([]);
});

test('invalid input shows the field errors and stores nothing', async ({ page, staffApi }) => {
  await page.goto('/en/contact-us');
  await page.getByLabel('Your name').fill('A');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Message').fill('Short');
  await page.getByRole('button', { name: 'Send message' }).click();

  await expect(page.getByText('Enter your name (at least 2 characters).')).toBeVisible();
  await expect(page.getByText('Enter a valid email address.')).toBeVisible();
  await expect(page.getByText('The message must be at least 10 characters long.')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  // What was typed stays.
  await expect(page.getByLabel('Message')).toHaveValue('Short');

  // Other specs send the form at the same time: nothing of what was typed here is stored.
  const stored = await storedMessages(staffApi);
  expect(stored.filter((message) => message.email === 'not-an-email')).toEqual([]);
});

test('field errors are translated', async ({ page }) => {
  await page.goto('/ua/contact-us');
  await page.getByRole('button', { name: 'Надіслати повідомлення' }).click();
  await expect(page.getByText('Введіть імʼя (щонайменше 2 символи).')).toBeVisible();
});

test('after a message the form is empty, phone included, and the next one sends what it shows', async ({
  page,
  staffApi,
}) => {
  const first = randomUUID();
  const second = randomUUID();
  await page.goto('/en/contact-us');
  const phone = page.getByRole('textbox', { name: 'Phone' });
  await page.getByLabel('Your name').fill('Jan Nowak');
  await page.getByLabel('Email').fill('jan@example.com');
  await phone.pressSequentially('600111222');
  await page.getByLabel('Message').fill(`Do you deliver on Saturdays? ${first}`);
  await page.getByRole('button', { name: 'Send message' }).click();

  await expect(page.getByRole('status')).toContainText('Thank you');
  for (const field of [page.getByLabel('Your name'), page.getByLabel('Email'), phone]) {
    await expect(field).toHaveValue('');
  }
  await expect(page.getByLabel('Message')).toHaveValue('');

  await page.getByLabel('Your name').fill('Jan Nowak');
  await page.getByLabel('Email').fill('jan@example.com');
  await phone.pressSequentially('700222333');
  await page.getByLabel('Message').fill(`And on Sundays? ${second}`);
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByLabel('Message')).toHaveValue('');

  const stored = await storedMessages(staffApi);
  const phoneOf = (marker: string) => stored.find((m) => m.message.includes(marker))?.phone;
  expect(phoneOf(first)).toBe('+48600111222');
  expect(phoneOf(second)).toBe('+48700222333');
});
