import { signedInCustomer } from '../fixtures/account';
import { AXE_CASES, expectAccessible, inMode } from '../fixtures/accessibility';
import { PORTS } from '../fixtures/ports';
import { openBackOffice, signInAsStaff, STAFF } from '../fixtures/staff';
import { expect, test } from '../fixtures/test';

test.describe('who may open the back office', () => {
  test('a visitor is asked to sign in, and a manager who does lands on the back office', async ({
    page,
  }) => {
    await page.goto('/ua/admin');
    await expect(page).toHaveURL(/\/ua\?overlay=login&return-to=%2Fua%2Fadmin$/);
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await page.getByTestId('login-email').fill(STAFF.MANAGER.email);
    await page.getByTestId('login-password').fill(STAFF.MANAGER.password);
    await page.getByTestId('login-submit').click();
    await expect(page).toHaveURL(/\/ua\/admin$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Огляд' })).toBeVisible();
    await expect(page.getByTestId('admin-nav')).toContainText('Ви увійшли як менеджер');
    // The back office's own layout: no storefront search or footer.
    await expect(page.getByRole('search')).toHaveCount(0);
    await expect(page.locator('footer')).toHaveCount(0);
  });

  test('a customer gets a "no access" page', async ({ page, context }) => {
    await signedInCustomer(context, 'pl', 'no-access');
    await page.goto('/pl/admin/orders');
    await expect(page.getByRole('heading', { level: 1, name: 'Brak dostępu' })).toBeVisible();
    await expect(page.getByText('Nie masz uprawnień do wykonania tej czynności.')).toBeVisible();
    await expect(page.getByTestId('admin-nav')).toHaveCount(0);
  });

  test('the owner sees what waits to be done', async ({ page, context }) => {
    await signInAsStaff(context, 'OWNER');
    await openBackOffice(page, '/en/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
    await expect(page.getByTestId('overview-NEW')).toContainText('New');
    await expect(page.getByTestId('admin-nav')).toContainText('Signed in as owner');
  });

  test("a shopper's pages request nothing of the back office", async ({ page }) => {
    // Five pages, each until its last request.
    test.slow();
    const admin = `:${PORTS.admin}/`;
    const requested: string[] = [];
    page.on('request', (request) => {
      const url = request.url();
      if (url.includes(admin) || /admin-layout/.test(url)) requested.push(url);
    });
    for (const path of [
      '/en',
      '/en/catalog/coffee',
      '/en/catalog',
      '/en/contact-us',
      '/en/checkout',
    ]) {
      await page.goto(path);
      // The fragments load once the page is idle: wait for every request to settle.
      await page.waitForLoadState('networkidle');
    }
    expect(requested).toEqual([]);
    const html = await (await page.request.get('/en')).text();
    expect(html).not.toContain(`<link rel="preconnect" href="http://localhost:${PORTS.admin}"`);
  });
});

for (const [lang, mode] of AXE_CASES) {
  test(`the overview and the no-access page pass axe, in ${lang}, in the ${mode} mode`, async ({
    page,
    context,
    browser,
  }) => {
    // Two browsers signed in, two pages checked.
    test.slow();
    await inMode(context, mode);
    await signInAsStaff(context, 'MANAGER');
    await expectAccessible(page, `/${lang}/admin`, mode, 'overview-NEW');
    const customer = await browser.newContext();
    try {
      await inMode(customer, mode);
      await signedInCustomer(customer, lang, 'axe');
      const other = await customer.newPage();
      await expectAccessible(other, `/${lang}/admin`, mode, (shown) =>
        shown.getByRole('heading', { level: 1 }),
      );
    } finally {
      await customer.close();
    }
  });
}
