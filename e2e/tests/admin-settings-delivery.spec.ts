import type { APIRequestContext, Page } from '@playwright/test';
import type { DeliverySettingsView } from '@storefront/shared/admin';
import {
  AXE_CASES,
  expectAccessible,
  expectNoViolation,
  staffInMode,
} from '../fixtures/accessibility';
import { CART_KEY, cartWith } from '../fixtures/cart.mjs';
import { productOf, type CatalogProduct } from '../fixtures/checkout';
import { hydratedPage, staffContext } from '../fixtures/discounts';
import { tabTo } from '../fixtures/keyboard';
import { openBackOffice, signInAsStaff } from '../fixtures/staff';
import { expect, test } from '../fixtures/test';

/*
 * The store's delivery settings, changed in the back office, as shoppers meet them. Every
 * shopper's checkout and mini cart read these settings, so this file runs in a Playwright project
 * of its own after the others (playwright.config.ts), one test at a time, and each test gives
 * back the settings it found.
 */
test.describe.configure({ mode: 'serial' });

const SETTINGS = '/api/v1/admin/settings/delivery';

/** 29,90 zł once and 18,90 zł nine times: 200,00 zł exactly. */
const INFUSER = 'stainless-steel-tea-infuser-basket';
const MINT = 'carpathian-wild-mint-herbal-tea-50g';

async function settingsNow(api: APIRequestContext): Promise<DeliverySettingsView> {
  const response = await api.get(SETTINGS);
  expect(response.status()).toBe(200);
  return response.json();
}

/** Puts the settings found before a test back, over whatever version they are at now. */
async function restore(api: APIRequestContext, found: DeliverySettingsView) {
  const { version } = await settingsNow(api);
  const response = await api.put(SETTINGS, { data: { section: found.section, version } });
  expect(response.status(), await response.text()).toBe(200);
}

/** A cart of these products in these quantities, as a shopper left it. */
async function putLinesInCart(page: Page, lines: [CatalogProduct, number][]) {
  const cart = JSON.stringify({
    version: 1,
    lines: lines.flatMap(([product, quantity]) => JSON.parse(cartWith([product], quantity)).lines),
  });
  await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
    CART_KEY,
    cart,
  ] as const);
}

test('an admin makes DPD’s courier free from 200 zł for Poland and Germany; a Polish guest’s checkout and mini cart say the same', async ({
  page,
  browser,
  request,
  staffApi,
  pageErrors,
}) => {
  test.slow();
  const found = await settingsNow(staffApi);
  const infuser = await productOf(request, INFUSER, 'pl');
  const mint = await productOf(request, MINT, 'pl');
  expect([infuser.discountPrice, mint.discountPrice], 'the two sell at their own prices').toEqual([
    null,
    null,
  ]);
  expect(infuser.price + 9 * mint.price).toBe(20_000);
  const adminContext = await staffContext(browser, 'ADMIN');
  try {
    const admin = await hydratedPage(adminContext);
    await openBackOffice(admin, '/pl/admin/settings/delivery');
    const dpd = admin.getByRole('group', { name: 'Kurier DPD', exact: true });
    await dpd.getByTestId('delivery-DPD_COURIER-active').check();
    await dpd.getByTestId('delivery-DPD_COURIER-payment-BANK_TRANSFER').check();
    await dpd.getByTestId('delivery-DPD_COURIER-price').fill('14,99');
    await dpd.getByTestId('delivery-DPD_COURIER-free').check();
    await dpd.getByTestId('delivery-DPD_COURIER-free-from').fill('200');
    for (const flag of ['productDiscount', 'promoCode', 'promotion'])
      await dpd.getByTestId(`delivery-DPD_COURIER-${flag}WithFreeDelivery`).check();
    // Poland and Germany alone.
    const countries = dpd.getByTestId('delivery-DPD_COURIER-countries');
    for (const code of found.section.DPD_COURIER.countries.filter(
      (code) => code !== 'PL' && code !== 'DE',
    ))
      await countries
        .getByTestId(`delivery-DPD_COURIER-countries-${code}`)
        .getByRole('button')
        .click();
    for (const [code, name] of [
      ['PL', 'Polska'],
      ['DE', 'Niemcy'],
    ] as const) {
      if (await countries.getByTestId(`delivery-DPD_COURIER-countries-${code}`).count()) continue;
      await countries
        .getByTestId('delivery-DPD_COURIER-countries-add')
        .selectOption({ label: name });
      await countries.getByTestId('delivery-DPD_COURIER-countries-add-button').click();
    }
    await expect(countries.getByRole('listitem')).toHaveText([/Polska/, /Niemcy/]);
    await admin.getByTestId('delivery-settings-save').click();
    const result = admin.getByTestId('delivery-settings-result');
    await expect(result).toHaveText(
      'Ustawienia dostawy zapisane. Kupujący zobaczą je na następnej stronie.',
    );
    await expect(result).toBeFocused();
    const saved = await settingsNow(staffApi);
    expect(saved.version).toBe(found.version + 1);
    expect(saved.section.DPD_COURIER).toMatchObject({
      active: true,
      price: 1499,
      freeDelivery: true,
      freeDeliveryFrom: 20_000,
      countries: ['PL', 'DE'],
    });

    // A guest with 200,00 zł of goods: the mini cart promises DPD's free delivery…
    await putLinesInCart(page, [
      [infuser, 1],
      [mint, 9],
    ]);
    await page.goto('/pl/contact-us');
    await page.getByTestId('mini-cart-trigger').click();
    const panel = page.getByTestId('mini-cart-panel');
    await expect(panel.getByTestId('mini-cart-line')).toHaveCount(2);
    await expect(panel.getByTestId('free-delivery')).toHaveText('Darmowa dostawa: Kurier DPD');

    // …and the checkout gives it.
    await panel.getByTestId('mini-cart-checkout').click();
    const method = page.getByTestId('delivery-method-DPD_COURIER');
    const choice = page.locator('label', { has: method });
    await expect(choice).toContainText('Kurier DPD');
    await expect(choice).toContainText('14,99 zł, za darmo od 200,00 zł');
    await method.check();
    await expect(page.getByTestId('estimate-delivery')).toHaveText('Za darmo');

    // A unit less, 181,10 zł: DPD costs its price, and the mini cart says what is missing.
    await page.getByTestId('mini-cart-trigger').click();
    const mintLine = panel.locator(`[data-testid="mini-cart-line"][data-product-id="${mint.id}"]`);
    await mintLine.getByTestId('quantity-decrease').click();
    await expect(mintLine.getByTestId('quantity-input')).toHaveValue('8');
    await expect(panel.getByTestId('free-delivery')).toHaveText(
      '18,90 zł do darmowej dostawy: Kurier DPD',
    );
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('estimate-delivery')).toHaveText('14,99 zł');
    await expect(page.getByTestId('estimate-free-from')).toContainText('200,00 zł');
    expect(pageErrors).toEqual([]);
  } finally {
    await adminContext.close();
    await restore(staffApi, found);
  }
});

test('keyboard only: an admin adds a country to FedEx, sets its price and saves; the focus is on what the save did', async ({
  page,
  context,
  staffApi,
}) => {
  test.slow();
  const found = await settingsNow(staffApi);
  try {
    await signInAsStaff(context, 'ADMIN');
    await openBackOffice(page, '/en/admin');
    await tabTo(page, page.getByTestId('admin-nav-settings_delivery'));
    await page.keyboard.press('Enter');
    const h1 = page.getByRole('main').getByRole('heading', { level: 1 });
    await expect(h1).toHaveText('Delivery settings');

    const fedex = page.getByRole('group', { name: 'FedEx courier', exact: true });
    const price = fedex.getByTestId('delivery-FEDEX_COURIER-price');
    await tabTo(page, price, 200);
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('39.90');
    const add = fedex.getByTestId('delivery-FEDEX_COURIER-countries-add');
    await tabTo(page, add);
    // A closed list takes the letters typed: the first country they begin.
    await page.keyboard.type('Ireland');
    await expect(add).toHaveValue('IE');
    await page.keyboard.press('Tab');
    await expect(fedex.getByTestId('delivery-FEDEX_COURIER-countries-add-button')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(fedex.getByTestId('delivery-FEDEX_COURIER-countries-IE')).toBeVisible();
    await expect(add).toBeFocused();

    await tabTo(page, page.getByTestId('delivery-settings-save'), 120);
    await page.keyboard.press('Enter');
    const result = page.getByTestId('delivery-settings-result');
    await expect(result).toHaveText(
      'Delivery settings saved. Shoppers see them on their next page.',
    );
    await expect(result).toBeFocused();
    const saved = await settingsNow(staffApi);
    expect(saved.section.FEDEX_COURIER.price).toBe(3990);
    expect(saved.section.FEDEX_COURIER.countries).toEqual([
      ...found.section.FEDEX_COURIER.countries,
      'IE',
    ]);
  } finally {
    await restore(staffApi, found);
  }
});

for (const [lang, mode] of AXE_CASES) {
  test(`the delivery settings page, its refusals and its conflict notice have no WCAG A or AA violation, in ${lang}, in the ${mode} mode`, async ({
    page,
    context,
    staffApi,
  }) => {
    test.slow();
    await staffInMode(context, 'ADMIN', mode);
    const path = `/${lang}/admin/settings/delivery`;
    await expectAccessible(page, path, mode, 'delivery-settings-form');

    const price = page.getByTestId('delivery-TAXI-price');
    await price.fill('-1');
    await page.getByTestId('delivery-settings-save').click();
    await expect(page.getByTestId('delivery-TAXI').getByRole('alert').first()).toBeVisible();
    await expect(price).toBeFocused();
    await expectNoViolation(page, `${path}: a refused price`);

    // Someone saves the same settings meanwhile: the page's version is old.
    const now = await settingsNow(staffApi);
    const other = await staffApi.put(SETTINGS, { data: now });
    expect(other.status()).toBe(200);
    await price.fill('25');
    await page.getByTestId('delivery-settings-save').click();
    const conflict = page.getByTestId('delivery-settings-conflict');
    await expect(conflict).toBeFocused();
    await expectNoViolation(page, `${path}: the conflict notice`);
  });
}
