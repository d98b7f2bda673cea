import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { AXE_CASES, expectAccessible, expectNoViolation, inMode } from '../fixtures/accessibility';
import { tabTo } from '../fixtures/keyboard';
import { emailTo } from '../fixtures/outbox';
import { openBackOffice, signInAsStaff, STAFF } from '../fixtures/staff';
import { expect, test } from '../fixtures/test';

/*
 * Each test finds its own message by a word of its own (the inbox is the whole suite's, and other
 * specs send the contact form too), and answers it from the manager's account: the inbox is the
 * day's work, every staff role has it.
 */

/** A message sent to the shop as the storefront's contact form sends it. */
async function messageThroughApi(staffApi: APIRequestContext, marker: string, lang = 'en') {
  const email = `writer.${marker}@example.com`;
  const response = await staffApi.post('/api/v1/contact-us', {
    data: { name: 'Olena Shevchenko', email, message: `Do you ship to Lviv? ${marker}`, lang },
  });
  expect(response.status()).toBe(201);
  return { id: (await response.json()).id as string, email };
}

/** The inbox's row of the message with `marker`, found through the inbox's search. */
async function searchInbox(page: Page, marker: string) {
  await page.getByTestId('messages-filter-q').fill(marker);
  await page.getByTestId('messages-filter-apply').click();
  const rows = page.getByTestId('message-row');
  await expect(rows).toHaveCount(1);
  return rows.first();
}

test('a shopper writes in Polish; a manager sees it unread, opens it, and answers by email', async ({
  page,
  browser,
  staffApi,
  pageErrors,
}) => {
  test.slow();
  const marker = randomUUID().slice(0, 8);
  const email = `anna.${marker}@example.com`;
  await page.goto('/pl/contact-us');
  await page.getByLabel('Imię i nazwisko').fill('Anna Kowalska');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Wiadomość').fill(`Czy wysyłacie herbatę do Lwowa? ${marker}`);
  await page.getByRole('button', { name: 'Wyślij wiadomość' }).click();
  await expect(page.getByRole('status')).toContainText('Dziękujemy! Wiadomość została wysłana.');

  const theirs = await browser.newContext();
  const manager = await theirs.newPage();
  await signInAsStaff(theirs, 'MANAGER');
  await openBackOffice(manager, '/pl/admin/messages');
  await expect(manager.getByRole('heading', { level: 1, name: 'Wiadomości' })).toBeVisible();
  await expect(manager.getByTestId('messages-unread')).toContainText('Nieprzeczytane:');
  const row = await searchInbox(manager, marker);
  await expect(row).toHaveAttribute('data-state', 'unread');
  await expect(row.getByTestId('message-state')).toHaveText('Nieprzeczytana');
  await expect(row.getByTestId('message-replies')).toHaveText('Bez odpowiedzi');

  await row.getByRole('link', { name: 'Otwórz wiadomość od: Anna Kowalska' }).click();
  await expect(
    manager.getByRole('heading', { level: 1, name: 'Wiadomość od: Anna Kowalska' }),
  ).toBeVisible();
  await expect(manager.getByTestId('message-text')).toHaveText(
    `Czy wysyłacie herbatę do Lwowa? ${marker}`,
  );
  await expect(manager.getByTestId('message-language')).toHaveText('polski');
  // Opened, so read: by the manager.
  await expect(manager.getByTestId('message-read-state')).toContainText(
    `Przeczytana przez ${STAFF.MANAGER.email}`,
  );

  const reply = 'Dzień dobry, tak: wysyłamy do Lwowa, paczka idzie 3 dni.';
  await manager.getByLabel('Twoja odpowiedź').fill(reply);
  await manager.getByRole('button', { name: 'Wyślij odpowiedź' }).click();
  await expect(
    manager.getByTestId('toast').filter({ hasText: `Odpowiedź wysłana na ${email}.` }),
  ).toBeVisible();
  const sent = manager.getByTestId('message-reply');
  await expect(sent).toHaveCount(1);
  await expect(sent).toBeFocused();
  await expect(sent).toContainText(`${STAFF.MANAGER.email} (menedżer)`);
  await expect(sent).toContainText(reply);
  await expect(manager.getByLabel('Twoja odpowiedź')).toHaveValue('');

  // The email, in Polish, from the outbox the suite reads (no SMTP: the API logs it).
  const message = await emailTo(staffApi, email, 'contact-reply');
  expect(message.subject).toBe('Verde Market: odpowiedź na Twoją wiadomość');
  expect(message.text.startsWith(`${reply}\n\nTwoja wiadomość z `)).toBe(true);
  expect(message.text.endsWith(`\n> Czy wysyłacie herbatę do Lwowa? ${marker}`)).toBe(true);
  const outbox = await staffApi.get(`/api/v1/email-outbox?recipient=${encodeURIComponent(email)}`);
  const replies = (await outbox.json()).items.filter(
    (item: { template: string }) => item.template === 'contact-reply',
  );
  expect(replies).toHaveLength(1);
  // The thread tells where its email is.
  await manager.reload();
  await expect(manager.getByTestId('message-reply-email')).toHaveText(
    'E-mail zapisany w logu serwera (serwer poczty nie jest skonfigurowany)',
  );

  // Back in the inbox it is read, and answered.
  await manager.getByTestId('message-back').click();
  const answered = await searchInbox(manager, marker);
  await expect(answered).toHaveAttribute('data-state', 'read');
  await expect(answered.getByTestId('message-replies')).toContainText('Odpowiedziano (1)');
  await theirs.close();
  expect(pageErrors).toEqual([]);
});

test('keyboard only: a manager finds a message, marks it unread and read, and answers it', async ({
  page,
  context,
  staffApi,
}) => {
  test.slow();
  const marker = randomUUID().slice(0, 8);
  const { email } = await messageThroughApi(staffApi, marker);
  await signInAsStaff(context, 'MANAGER');
  await openBackOffice(page, '/en/admin');
  const h1 = page.getByRole('main').getByRole('heading', { level: 1 });

  await tabTo(page, page.getByTestId('admin-nav-messages'));
  await page.keyboard.press('Enter');
  await expect(h1).toHaveText('Messages');
  await expect(h1).toBeFocused();
  await tabTo(page, page.getByTestId('messages-filter-q'));
  await page.keyboard.type(marker);
  await page.keyboard.press('Enter');
  const row = page.getByTestId('message-row');
  await expect(row).toHaveCount(1);
  await expect(row).toHaveAttribute('data-state', 'unread');

  await tabTo(page, row.getByTestId('message-open'));
  await page.keyboard.press('Enter');
  await expect(h1).toHaveText('Message from Olena Shevchenko');
  await expect(h1).toBeFocused();
  await expect(page.getByTestId('message-read-state')).toContainText('Read by');

  const toggle = page.getByTestId('message-toggle-read');
  await tabTo(page, toggle);
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveText('Mark as read');
  await expect(toggle).toBeFocused();
  await expect(page.getByTestId('toast').filter({ hasText: 'Marked as unread' })).toBeVisible();
  await expect(page.getByTestId('message-read-state')).toHaveText('Nobody has read it yet.');
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveText('Mark as unread');
  await expect(toggle).toBeFocused();

  // An empty reply is refused beside the field, which keeps the focus.
  const text = page.getByTestId('reply-text');
  await tabTo(page, page.getByTestId('reply-send'));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Write your reply.')).toBeVisible();
  await expect(text).toBeFocused();
  await page.keyboard.type('Yes, we do: parcels to Lviv take three days.');
  await tabTo(page, page.getByTestId('reply-send'));
  await page.keyboard.press('Enter');
  const sent = page.getByTestId('message-reply');
  await expect(sent).toBeFocused();
  await expect(sent).toContainText('Yes, we do: parcels to Lviv take three days.');
  const delivered = await emailTo(staffApi, email, 'contact-reply');
  expect(delivered.subject).toBe('Verde Market: a reply to your message');
});

for (const [lang, mode] of AXE_CASES) {
  test(`the inbox and a message have no axe violation in ${lang}, ${mode}`, async ({
    page,
    context,
    staffApi,
  }) => {
    test.slow();
    const marker = randomUUID().slice(0, 8);
    const { id } = await messageThroughApi(staffApi, marker, lang);
    await inMode(context, mode);
    await signInAsStaff(context, 'MANAGER');
    await expectAccessible(page, `/${lang}/admin/messages`, mode, 'messages-table');
    await expectAccessible(page, `/${lang}/admin/messages/${id}`, mode, 'message-card');
    await expect(page.getByTestId('message-toggle-read')).toBeVisible();

    // A reply refused, then one sent.
    await page.getByTestId('reply-send').click();
    await expect(page.getByTestId('reply-text')).toBeFocused();
    await expectNoViolation(page, 'a reply refused');
    await page.getByTestId('reply-text').fill(`An answer ${marker}.`);
    await page.getByTestId('reply-send').click();
    await expect(page.getByTestId('message-reply')).toBeFocused();
    await expectNoViolation(page, 'a reply sent');
  });
}
