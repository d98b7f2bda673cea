import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import {
  AXE_CASES,
  cards,
  expectAccessible,
  expectNoViolation,
  heading,
  inMode,
  type Lang,
  type Mode,
} from '../fixtures/accessibility';
import { signedInCustomer } from '../fixtures/account';
import { fillCheckoutContact, openCheckoutWith, productOf } from '../fixtures/checkout';
import { placeOrderThroughApi } from '../fixtures/guest-order';
import { SHELL_URL } from '../fixtures/ports';
import { expect, test } from '../fixtures/test';
import { DEMO_CATEGORY, DEMO_PRODUCT } from '../size/pages.mjs';

/**
 * axe's WCAG 2.0 and 2.1 A and AA rules on every page type of the shop and every dialog, in
 * English and Ukrainian, in the light and the dark color mode. The one rule left out is
 * `meta-viewport`: the shop's viewport (maximum-scale=1, user-scalable=no) is the product's
 * choice (see docs/accessibility.md).
 *
 * Each page type is loaded once per language and mode; the dialogs are opened on a page that is
 * already open. The routes are those the teams declare (shared/src/teams/teams.ts): the listings
 * (all, featured, discounts, latest arrivals, a category, a search) share one page, as do the two
 * legal pages; an order's detail is a row of the orders page unfolded; removing a saved address
 * is confirmed in place.
 */

const SEARCH = { en: 'coffee', ua: 'кава' } as const;

interface Visit {
  page: Page;
  context: BrowserContext;
  request: APIRequestContext;
  browser: Browser;
  lang: Lang;
  mode: Mode;
}

/** The groups of pages and dialogs, each a test per language and mode. */
const GROUPS: { title: string; firstVisit?: boolean; run: (visit: Visit) => Promise<void> }[] = [
  {
    title: `the catalog's and the content's pages have no WCAG A or AA violation`,
    // The first visit: the cookie banner is on the page and is checked with it.
    firstVisit: true,
    run: async ({ page, context, request, lang, mode }) => {
      await expectAccessible(page, `/${lang}`, mode, heading);
      await context.addCookies([
        { name: 'app-cookie-banner', value: 'accepted-all', url: SHELL_URL },
      ]);
      await expectAccessible(page, `/${lang}/catalog`, mode, cards);
      await expectAccessible(page, `/${lang}/catalog/${DEMO_CATEGORY}`, mode, cards);
      await expectAccessible(page, `/${lang}/catalog/discounts`, mode, cards);
      await expectAccessible(
        page,
        `/${lang}/catalog?q=${SEARCH[lang]}&sort=price-asc`,
        mode,
        cards,
      );
      await expectAccessible(
        page,
        `/${lang}/catalog/${DEMO_CATEGORY}/${DEMO_PRODUCT}`,
        mode,
        heading,
      );
      await expectAccessible(page, `/${lang}/contact-us`, mode, page.getByRole('form'));
      await expectAccessible(page, `/${lang}/privacy-policy`, mode, heading);
      await expectAccessible(page, `/${lang}/terms-and-conditions`, mode, heading);
      await expectAccessible(page, `/${lang}/no-such-page`, mode, heading, 404);
      // A guest's favorites, kept on the device, with the invitation to sign in.
      const product = await productOf(request, DEMO_PRODUCT, lang);
      await page.evaluate(
        (id) => localStorage.setItem('storefront-favorites', JSON.stringify([id])),
        product.id,
      );
      await expectAccessible(page, `/${lang}/profile/favorites`, mode, 'favorite-card');
    },
  },
  {
    title: `the checkout, the order's completion and its tracking have no WCAG A or AA violation`,
    run: async ({ page, request, lang, mode }) => {
      const product = await productOf(request, DEMO_PRODUCT, lang);
      await openCheckoutWith(page, lang, [product]);
      await expect(page.locator('html')).toHaveAttribute('data-color-mode', mode);
      await expect(page.getByTestId('estimate-total')).toBeVisible();
      await expectNoViolation(page, 'checkout');

      // What a shopper sees of a refused form: the fields' errors.
      await page.getByTestId('place-order').click();
      await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
      await expectNoViolation(page, 'checkout with errors');

      const email = `axe.${randomUUID().slice(0, 8)}@example.com`;
      await fillCheckoutContact(page, lang, email);
      await page.getByTestId('delivery-method-LOCAL_PICKUP').check();
      await page.getByTestId('payment-method-CASH').check();
      await page.getByTestId('place-order').click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/checkout-complete$`));
      await expect(page.getByTestId('order-number')).toBeVisible();
      await expectNoViolation(page, 'checkout-complete');

      await page.getByTestId('track-order-link').click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/order-tracking\\?number=\\d+$`));
      await page.getByTestId('tracking-contact').fill(email);
      await page.getByTestId('tracking-submit').click();
      await expect(page.getByTestId('tracking-status')).toBeVisible();
      await expectNoViolation(page, 'order-tracking with an order');
    },
  },
  {
    title: `a customer's pages have no WCAG A or AA violation`,
    run: async ({ page, context, request, lang, mode }) => {
      await signedInCustomer(context, lang, 'axe');
      const product = await productOf(request, DEMO_PRODUCT, lang);
      const headers = { origin: SHELL_URL };
      const favorite = await context.request.post(`/api/v1/user/favorites/${product.id}`, {
        headers,
      });
      expect(favorite.status()).toBeLessThan(300);
      await placeOrderThroughApi(context.request, lang, {
        productId: product.id,
        contact: { firstName: 'Iryna', lastName: 'Koval' },
      });
      const address = await context.request.post('/api/v1/user/addresses', {
        headers,
        data: { street: 'Długa 1', city: 'Warszawa', postalCode: '00640', country: 'PL' },
      });
      expect(address.status()).toBe(201);

      await expectAccessible(page, `/${lang}/profile`, mode, 'recent-order');
      await expectAccessible(page, `/${lang}/profile/orders`, mode, 'order-row');
      await page.getByTestId('order-toggle').first().click();
      await expect(page.getByTestId('order-summary').first()).toBeVisible();
      await expectNoViolation(page, 'an order unfolded');
      await expectAccessible(page, `/${lang}/profile/details`, mode, 'address-remove');
      // Removing a saved address asks to confirm, in place.
      await page.getByTestId('address-remove').click();
      await expect(page.getByTestId('address-remove-confirm')).toBeVisible();
      await expectNoViolation(page, 'an address to remove, asked to confirm');
      await expectAccessible(page, `/${lang}/profile/favorites`, mode, 'favorite-card');
      await expectAccessible(page, `/${lang}/profile/promo-codes`, mode, 'promo-code-row');

      // The account menu, open.
      await page.getByTestId('account-menu-trigger').click();
      await expect(page.getByTestId('account-menu')).toBeVisible();
      await expectNoViolation(page, 'account menu');
    },
  },
  {
    title: `every dialog has no WCAG A or AA violation`,
    run: async ({ page, request, browser, lang, mode }) => {
      const product = await productOf(request, 'gooseneck-kettle-1l', lang);
      await page.goto(`/${lang}/catalog/${product.category.slug}/${product.slug}`);
      await expect(page.getByTestId('add-to-cart')).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-color-mode', mode);

      // The gallery's viewer.
      await page.getByTestId('gallery-zoom').click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByTestId('gallery-viewer-position')).toBeVisible();
      await expectNoViolation(page, 'gallery viewer');
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);

      // The mini cart with the product in it.
      await page.getByTestId('add-to-cart').click();
      await expect(page.getByTestId('mini-cart-count')).toHaveText('1');
      await page.getByTestId('mini-cart-trigger').click();
      await expect(page.getByTestId('mini-cart-line')).toBeVisible();
      await expectNoViolation(page, 'mini cart');
      await page.keyboard.press('Escape');

      // The header's search with its suggestions.
      await expect(page.getByRole('banner').locator('[data-boundary="catalog"]')).toBeVisible();
      const search = page.getByRole('banner').getByRole('search').getByRole('searchbox');
      await search.focus();
      await page.keyboard.type(SEARCH[lang]);
      const listbox = page.getByRole('banner').getByRole('listbox');
      await expect(listbox).toHaveAttribute('aria-busy', 'false');
      await expect(listbox.getByRole('option').first()).toBeVisible();
      await expectNoViolation(page, 'search suggestions');
      await page.keyboard.press('Escape');

      // The overlays, each from the address, as a link in an email or a footer opens them.
      for (const [overlay, ready] of [
        ['login', 'login-email'],
        ['register', 'register-email'],
        ['forgot-password', 'forgot-password-email'],
        ['reset-password', 'reset-password-password'],
        ['cookie-settings', null],
      ] as const) {
        const query =
          overlay === 'reset-password'
            ? `overlay=reset-password&reset-token=${randomUUID()}`
            : `overlay=${overlay}`;
        await page.goto(`/${lang}/contact-us?${query}`);
        await expect(dialog).toBeVisible();
        if (ready) await expect(dialog.getByTestId(ready)).toBeVisible();
        else await expect(dialog.getByRole('checkbox').first()).toBeVisible();
        await expectNoViolation(page, `${overlay} dialog`);
      }

      // A refused sign-in: the form's errors.
      await page.goto(`/${lang}/contact-us?overlay=login`);
      await dialog.getByTestId('login-submit').click();
      await expect(dialog.locator('[aria-invalid="true"]').first()).toBeVisible();
      await expectNoViolation(page, 'login dialog with errors');

      // A phone's menu drawer.
      const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
      await inMode(phone, mode);
      const phonePage = await phone.newPage();
      await phonePage.goto(`/${lang}/catalog`);
      await phonePage.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      await phonePage.getByRole('button', { name: lang === 'en' ? 'Menu' : 'Меню' }).click();
      await expect(phonePage.getByRole('dialog')).toBeVisible();
      await expectNoViolation(phonePage, 'menu drawer');
      await phone.close();
    },
  },
];

for (const [lang, mode] of AXE_CASES) {
  for (const { title, firstVisit = false, run } of GROUPS) {
    test(`${title}, in ${lang}, in the ${mode} mode`, async ({
      page,
      context,
      request,
      browser,
    }) => {
      test.slow();
      await inMode(context, mode, !firstVisit);
      await run({ page, context, request, browser, lang, mode });
    });
  }
}
