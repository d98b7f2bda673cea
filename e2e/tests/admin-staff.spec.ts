import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { AXE_CASES, expectAccessible, expectNoViolation, inMode } from '../fixtures/accessibility';
import { moveOrder } from '../fixtures/admin-orders';
import { productOf } from '../fixtures/checkout';
import { placeOrderThroughApi } from '../fixtures/guest-order';
import { tabTo } from '../fixtures/keyboard';
import { emailTo } from '../fixtures/outbox';
import { SHELL_URL } from '../fixtures/ports';
import { openBackOffice, signInAsStaff, STAFF } from '../fixtures/staff';
import { expect, test } from '../fixtures/test';
import { DEMO_PRODUCT } from '../size/pages.mjs';

/** The row of a staff account on the staff page. */
const staffRow = (page: Page, email: string) =>
  page.locator(`[data-testid="staff-row"][data-email="${email}"]`);

/** Invites a colleague from the open staff page, confirmed with the owner's password. */
async function invite(page: Page, email: string, language: string) {
  await page.getByTestId('staff-invite').click();
  const dialog = page.getByTestId('staff-invite-dialog');
  await dialog.getByTestId('staff-invite-email').fill(email);
  await dialog.getByTestId('staff-invite-role').selectOption('MANAGER');
  await dialog.getByTestId('staff-invite-language').selectOption(language);
  await dialog.getByTestId('staff-invite-dialog-password').fill(STAFF.OWNER.password);
  await dialog.getByTestId('staff-invite-dialog-submit').click();
  await expect(dialog).toHaveCount(0);
}

test('the owner invites a manager, who joins from the email, works, and is shut out once deactivated', async ({
  page,
  context,
  browser,
  staffApi,
  pageErrors,
}) => {
  test.slow();
  const email = `new.manager.${randomUUID().slice(0, 8)}@example.com`;
  await signInAsStaff(context, 'OWNER');
  await openBackOffice(page, '/pl/admin/staff');
  await expect(page.getByRole('heading', { level: 1, name: 'Zespół' })).toBeVisible();
  await invite(page, email, 'en');
  const result = page.getByTestId('staff-result');
  await expect(result).toHaveText(`Zaproszenie wysłano na adres ${email}.`);
  await expect(result).toBeFocused();
  await expect(staffRow(page, email).getByTestId('staff-row-state')).toContainText('Zaproszenie');

  // The invitation, in the language the owner chose, read from the outbox.
  const message = await emailTo(staffApi, email, 'staff-invitation');
  expect(message.subject).toBe('Verde Market: you are invited to the back office');
  expect(message.text).toContain(`${STAFF.OWNER.email} invites you to run Verde Market`);
  const link = message.text.match(/https?:\/\/\S+/)![0];
  expect(link.startsWith(`${SHELL_URL}/en?`)).toBe(true);

  // The new colleague, in a browser of their own, with no session.
  const theirs = await browser.newContext();
  const them = await theirs.newPage();
  await them.goto(link);
  const welcome = them.getByRole('dialog', { name: "Join the shop's team" });
  await expect(welcome).toBeVisible();
  await welcome.getByTestId('reset-password-password').fill('a manager password');
  await welcome.getByTestId('reset-password-submit').click();
  const signIn = them.getByRole('dialog');
  await expect(signIn.getByTestId('login-email')).toBeVisible();
  await signIn.getByTestId('login-email').fill(email);
  await signIn.getByTestId('login-password').fill('a manager password');
  await signIn.getByTestId('login-submit').click();
  await expect(them).toHaveURL(/\/en\/admin$/);
  await expect(them.getByTestId('admin-nav')).toContainText('Signed in as manager');
  // Neither the staff, the audit record nor the settings are in a manager's navigation.
  await expect(them.getByTestId('admin-nav-staff')).toHaveCount(0);
  await expect(them.getByTestId('admin-nav-audit')).toHaveCount(0);
  await expect(them.getByTestId('admin-nav-settings_delivery')).toHaveCount(0);

  // They process an order.
  const product = await productOf(them.request, DEMO_PRODUCT, 'en');
  const order = await placeOrderThroughApi(staffApi, 'en', { productId: product.id });
  await openBackOffice(them, `/en/admin/orders/${order.id}`);
  await moveOrder(them, 'CONFIRMED', 'Confirmed by the new manager', 'Confirmed');

  // The owner's and administrators' pages are not theirs: neither the page nor the API.
  await openBackOffice(them, '/en/admin/audit');
  await expect(them.getByTestId('admin-load-error')).toBeVisible();
  await expect(them.getByTestId('audit-entry')).toHaveCount(0);
  const settings = await them.request.put('/api/v1/store/integrations', {
    headers: { origin: SHELL_URL },
    data: {},
  });
  expect(settings.status()).toBe(403);
  expect((await settings.json()).code).toBe('ENTITY_FORBIDDEN_ACTION');
  const audit = await them.request.get('/api/v1/admin/audit');
  expect(audit.status()).toBe(403);
  await openBackOffice(them, '/en/admin/settings/delivery');
  await expect(them.getByTestId('admin-load-error')).toBeVisible();
  await expect(them.getByTestId('delivery-DPD_COURIER-price')).toHaveCount(0);
  const delivery = await them.request.get('/api/v1/admin/settings/delivery');
  expect(delivery.status()).toBe(403);
  expect((await delivery.json()).code).toBe('ENTITY_FORBIDDEN_ACTION');

  // The owner deactivates them; the manager's page is still open, and live.
  await openBackOffice(them, '/en/admin/orders');
  await expect(them.getByTestId('live-status')).toHaveAttribute('data-connection', 'live');
  await page.reload();
  const row = staffRow(page, email);
  await expect(row.getByTestId('staff-row-state')).toHaveText('Aktywne');
  await row.getByTestId('staff-deactivate').click();
  const confirm = page.getByTestId('staff-deactivate-dialog');
  await confirm.getByTestId('staff-deactivate-dialog-password').fill(STAFF.OWNER.password);
  await confirm.getByTestId('staff-deactivate-dialog-submit').click();
  await expect(result).toHaveText(`Konto ${email} jest dezaktywowane, a sesje zakończone.`);
  await expect(row.getByTestId('staff-row-state')).toContainText('Dezaktywowane');

  // Their open session is refused at its next request: its live connection is cut, the API
  // refuses it, and the back office's next page asks them to sign in.
  await expect(them.getByTestId('live-status')).toHaveAttribute('data-connection', 'offline');
  const refused = await them.request.get('/api/v1/admin/orders');
  expect(refused.status()).toBe(401);
  await them.reload();
  await expect(them).toHaveURL(/\/en\?overlay=login&return-to=%2Fen%2Fadmin%2Forders$/);
  // Nor can they sign in again.
  const again = await them.request.post('/api/v1/auth/login', {
    headers: { origin: SHELL_URL },
    data: { email, password: 'a manager password' },
  });
  expect(again.status()).toBe(401);
  await theirs.close();
  expect(pageErrors).toEqual([]);
});

test('keyboard only: the owner invites a colleague and deactivates the invitation, the focus on each result', async ({
  page,
  context,
}) => {
  test.slow();
  const email = `keyboard.${randomUUID().slice(0, 8)}@example.com`;
  await signInAsStaff(context, 'OWNER');
  await openBackOffice(page, '/en/admin');
  const h1 = page.getByRole('main').getByRole('heading', { level: 1 });
  await tabTo(page, page.getByTestId('admin-nav-staff'));
  await page.keyboard.press('Enter');
  await expect(h1).toHaveText('Staff');
  await expect(h1).toBeFocused();

  await tabTo(page, page.getByTestId('staff-invite'));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Invite a colleague' });
  await expect(dialog.getByTestId('staff-invite-email')).toBeFocused();
  await page.keyboard.type(email);
  await tabTo(page, dialog.getByTestId('staff-invite-dialog-password'));
  await page.keyboard.type('not the owner password');
  await page.keyboard.press('Enter');
  // A wrong password is said beside it, and the focus goes back to it.
  await expect(dialog).toContainText('This is not your password.');
  await expect(dialog.getByTestId('staff-invite-dialog-password')).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(STAFF.OWNER.password);
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  const result = page.getByTestId('staff-result');
  await expect(result).toBeFocused();
  await expect(result).toHaveText(`An invitation was sent to ${email}.`);

  // Escape closes a dialog and gives the focus back to its button.
  const row = staffRow(page, email);
  await tabTo(page, row.getByTestId('staff-role'));
  await page.keyboard.press('Enter');
  const role = page.getByRole('dialog', { name: `The role of ${email}` });
  await expect(role.getByTestId('staff-role-choice')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(role).toHaveCount(0);
  await expect(row.getByTestId('staff-role')).toBeFocused();

  await tabTo(page, row.getByTestId('staff-deactivate'));
  await page.keyboard.press('Enter');
  const deactivate = page.getByRole('dialog', { name: `Deactivate ${email}?` });
  await expect(deactivate.getByTestId('staff-deactivate-dialog-password')).toBeFocused();
  await page.keyboard.type(STAFF.OWNER.password);
  await page.keyboard.press('Enter');
  await expect(deactivate).toHaveCount(0);
  await expect(result).toBeFocused();
  await expect(result).toHaveText(`${email} is deactivated and signed out.`);
  await expect(row.getByTestId('staff-reactivate')).toBeVisible();
});

for (const [lang, mode] of AXE_CASES) {
  test(`the staff page and its dialogs have no axe violation in ${lang}, ${mode}`, async ({
    page,
    context,
  }) => {
    test.slow();
    await inMode(context, mode);
    await signInAsStaff(context, 'OWNER');
    await expectAccessible(page, `/${lang}/admin/staff`, mode, 'staff-table');
    await page.getByTestId('staff-invite').click();
    const dialog = page.getByTestId('staff-invite-dialog');
    await expect(dialog).toBeVisible();
    // Refused as typed: the errors are part of what is checked.
    await dialog.getByTestId('staff-invite-dialog-submit').click();
    await expect(dialog.getByRole('alert').first()).toBeVisible();
    await expectNoViolation(page, 'the invitation dialog');
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('staff-invite')).toBeFocused();

    const manager = staffRow(page, STAFF.MANAGER.email);
    await manager.getByTestId('staff-role').click();
    await expect(page.getByTestId('staff-role-dialog')).toBeVisible();
    await expectNoViolation(page, 'the role dialog');
    await page.keyboard.press('Escape');
    await manager.getByTestId('staff-deactivate').click();
    await expect(page.getByTestId('staff-deactivate-dialog')).toBeVisible();
    await expectNoViolation(page, 'the deactivation dialog');
    await page.keyboard.press('Escape');
  });
}
