import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { AXE_CASES, expectAccessible, expectNoViolation, inMode } from '../fixtures/accessibility';
import { productOf } from '../fixtures/checkout';
import { placeOrderThroughApi } from '../fixtures/guest-order';
import { tabTo } from '../fixtures/keyboard';
import { emailTo } from '../fixtures/outbox';
import { openBackOffice, signInAsStaff, STAFF } from '../fixtures/staff';
import { expect, test } from '../fixtures/test';
import { DEMO_PRODUCT } from '../size/pages.mjs';

/*
 * The e2e database is the whole suite's, and other specs read Polish order confirmations (the
 * payment instructions): the edit keeps every word of the default and adds a sentence of its
 * own, and the template is reset at the end whatever happens.
 */

const POLISH_PLACED = '/api/v1/admin/email-templates/order-placed/pl';
const MARKER = 'Dziękujemy, że robisz zakupy w naszym sklepie.';

/** Puts the Polish confirmation back to the shop's default, if a run left it saved. */
async function resetPolishPlaced(staffApi: APIRequestContext) {
  const template = await (await staffApi.get(POLISH_PLACED)).json();
  if (!template.overridden) return;
  const reset = await staffApi.post(`${POLISH_PLACED}/reset`, {
    data: { version: template.version },
  });
  expect(reset.status()).toBe(200);
}

test.describe('the Polish confirmation, edited', () => {
  test.afterEach(async ({ staffApi }) => resetPolishPlaced(staffApi));

  test('a template edited in Polish is the next Polish order email; one without a required variable is refused', async ({
    page,
    context,
    request,
    staffApi,
    pageErrors,
  }) => {
    test.slow();
    await signInAsStaff(context, 'ADMIN');
    await openBackOffice(page, '/pl/admin/emails');
    const link = page.getByTestId('email-template-order-placed-pl');
    await expect(link).toHaveText('Domyślny');
    await link.click();
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(
      'Zamówienie przyjęte (polski)',
    );
    const body = page.getByTestId('email-body');
    await expect(body).toHaveValue(/\{\{orderSummary\}\}/);
    const original = await body.inputValue();
    const result = page.getByTestId('email-result');

    // Without the tracking link: marked as it is typed, refused by the API with its code's words.
    await body.fill(original.replace('{{trackingLink}}', ''));
    await expect(page.getByTestId('email-variable-missing')).toHaveText('wymagana, brak');
    await page.getByTestId('email-save').click();
    await expect(result).toHaveText('Tego szablonu wiadomości e-mail nie można zmienić.');
    await expect(result).toBeFocused();
    await expect(page.getByText(/W treści brakuje wymaganej zmiennej/)).toBeVisible();
    expect((await (await staffApi.get(POLISH_PLACED)).json()).overridden).toBe(false);

    // The default with a sentence of the shop's own: saved, and the next Polish order's email.
    await body.fill(original.replace('{{orderSummary}}', `${MARKER}\n\n{{orderSummary}}`));
    await page.getByTestId('email-save').click();
    await expect(result).toHaveText('Szablon zapisany. Następna wiadomość tego rodzaju go użyje.');
    await expect(result).toBeFocused();
    await expect(page.getByTestId('email-template-state')).toContainText(STAFF.ADMIN.email);

    const product = await productOf(request, DEMO_PRODUCT, 'pl');
    const recipient = `szablon.${randomUUID().slice(0, 8)}@example.com`;
    const order = await placeOrderThroughApi(request, 'pl', {
      productId: product.id,
      contact: { email: recipient },
    });
    const confirmation = await emailTo(staffApi, recipient, 'order-placed');
    expect(confirmation.subject).toBe(`Verde Market: zamówienie nr ${order.number} przyjęte`);
    expect(confirmation.text).toContain(
      `Dzień dobry, Piotr!\n\nDziękujemy za zamówienie nr ${order.number}`,
    );
    expect(confirmation.text).toContain(`${MARKER}\n\n`);
    expect(confirmation.text).toContain(`${product.name} × 1`);

    // The preview with that very order says what it was sent.
    await page.getByTestId('email-order-number').fill(String(order.number));
    await page.getByTestId('email-preview').click();
    const heading = page.getByRole('heading', { name: `Podgląd z zamówieniem nr ${order.number}` });
    await expect(heading).toBeFocused();
    await expect(page.getByTestId('email-preview-subject')).toHaveText(confirmation.subject);
    await expect(page.getByTestId('email-preview-text')).toContainText(MARKER);

    // Reset after asking: the next Polish email is the default again.
    await page.getByTestId('email-reset').click();
    const dialog = page.getByTestId('email-reset-dialog');
    await expect(dialog).toContainText('Przywrócić domyślny szablon?');
    await dialog.getByTestId('email-reset-dialog-confirm').click();
    await expect(dialog).toHaveCount(0);
    await expect(result).toHaveText('Przywrócono domyślny tekst szablonu.');
    await expect(result).toBeFocused();
    await expect(body).toHaveValue(original);
    const after = `po.${randomUUID().slice(0, 8)}@example.com`;
    await placeOrderThroughApi(request, 'pl', { productId: product.id, contact: { email: after } });
    expect((await emailTo(staffApi, after, 'order-placed')).text).not.toContain(MARKER);
    expect(pageErrors).toEqual([]);
  });
});

test('keyboard only: an administrator opens a template, inserts a variable, previews it and sends a test to themselves', async ({
  page,
  context,
  staffApi,
}) => {
  test.slow();
  await signInAsStaff(context, 'ADMIN');
  await openBackOffice(page, '/en/admin');
  const h1 = page.getByRole('main').getByRole('heading', { level: 1 });

  await tabTo(page, page.getByTestId('admin-nav-emails'));
  await page.keyboard.press('Enter');
  await expect(h1).toHaveText('Email templates');
  await expect(h1).toBeFocused();

  await tabTo(page, page.getByRole('link', { name: 'Password reset in English' }));
  await page.keyboard.press('Enter');
  await expect(h1).toHaveText('Password reset (English)');

  const body = page.getByTestId('email-body');
  await tabTo(page, body);
  await page.keyboard.press('Control+End');
  await page.keyboard.type('\n\nValid for ');
  await tabTo(page, page.getByRole('button', { name: 'Insert {{linkMinutes}}' }));
  await page.keyboard.press('Enter');
  // Back in the text, after what was inserted.
  await expect(body).toBeFocused();
  await page.keyboard.type(' minutes.');
  await expect(body).toHaveValue(/Valid for \{\{linkMinutes\}\} minutes\.$/);

  await tabTo(page, page.getByTestId('email-preview'));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Preview', exact: true })).toBeFocused();
  await expect(page.getByTestId('email-preview-text')).toContainText(/Valid for \d+ minutes\./);

  await tabTo(page, page.getByTestId('email-test'));
  await page.keyboard.press('Enter');
  const result = page.getByTestId('email-result');
  await expect(result).toHaveText(`A test email is on its way to ${STAFF.ADMIN.email}.`);
  await expect(result).toBeFocused();
  const sent = await emailTo(staffApi, STAFF.ADMIN.email, 'template-test');
  expect(sent.text).toMatch(/Valid for \d+ minutes\./);
  // Nothing was saved: the template is the default still.
  const template = await staffApi.get('/api/v1/admin/email-templates/password-reset/en');
  expect((await template.json()).overridden).toBe(false);
});

// The welcome email in Russian: a template no other test changes, and this one saves nothing.
for (const [lang, mode] of AXE_CASES) {
  test(`the email templates' pages have no axe violation in ${lang}, ${mode}`, async ({
    page,
    context,
  }) => {
    test.slow();
    await inMode(context, mode);
    await signInAsStaff(context, 'OWNER');
    await expectAccessible(page, `/${lang}/admin/emails`, mode, 'email-template-table');
    await expectAccessible(page, `/${lang}/admin/emails/welcome/ru`, mode, 'email-template-form');

    // A required variable removed: the mark, the API's refusal and the field's error are checked.
    const body = page.getByTestId('email-body');
    await body.fill((await body.inputValue()).replace('{{promoCodes}}', ''));
    await expect(page.getByTestId('email-variable-missing')).toBeVisible();
    await page.getByTestId('email-save').click();
    await expect(page.getByTestId('email-result')).toBeFocused();
    await expectNoViolation(page, 'a template refused');

    await body.fill(`${await body.inputValue()}\n\n{{promoCodes}}`);
    await page.getByTestId('email-preview').click();
    await expect(page.getByTestId('email-preview-text')).toBeVisible();
    await expectNoViolation(page, 'the preview');
  });
}
