import type { Page } from '@playwright/test';
import { openCheckoutWith, productOf } from '../fixtures/checkout';
import { fillGuestCheckout } from '../fixtures/guest-order';
import { expect, test } from '../fixtures/test';

/**
 * Where the focus is when something comes or goes: the cookie banner early in the keyboard's way
 * and the page's heading focused once it is answered, nothing focused hidden under the banner, and
 * every new page (the checkout and the order's completion among them) starting on its heading
 * rather than on `<body>`.
 */

/** The focused element, as a short description, or "body" when the focus is nowhere. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) return 'body';
    return `${active.tagName.toLowerCase()} ${active.textContent?.trim().slice(0, 40) ?? ''}`;
  });

/** Expects the focus on the page's heading, visibly (`:focus-visible`). */
async function expectHeadingFocused(page: Page, name?: string | RegExp) {
  const heading = page.getByRole('main').getByRole('heading', { level: 1, name });
  await expect(heading).toBeFocused();
  expect(await heading.evaluate((element) => element.matches(':focus-visible'))).toBe(true);
}

test('the cookie banner comes right after the skip link, and answering it focuses the page', async ({
  page,
}) => {
  await page.goto('/en/contact-us');
  const banner = page.getByRole('region', { name: 'Cookies' });
  await expect(banner).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(banner.getByRole('link', { name: 'Read our privacy policy' })).toBeFocused();
  await page.keyboard.press('Tab');
  const accept = banner.getByRole('button', { name: 'Accept all' });
  await expect(accept).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(banner).toHaveCount(0);
  expect(await focused(page)).not.toBe('body');
  await expectHeadingFocused(page, 'Contact us');
  // Tab goes on from the page's own content.
  await page.keyboard.press('Tab');
  expect(
    await page.evaluate(() => document.getElementById('main')!.contains(document.activeElement)),
  ).toBe(true);
});

test('rejecting from the keyboard in Ukrainian also focuses the page', async ({ page }) => {
  await page.goto('/ua/terms-and-conditions');
  const reject = page
    .getByRole('region', { name: 'Файли cookie' })
    .getByRole('button', { name: 'Відхилити необовʼязкові' });
  await reject.focus();
  await page.keyboard.press('Space');
  await expect(reject).toHaveCount(0);
  await expectHeadingFocused(page);
});

/**
 * Whether the banner hides the focused element: any of it, or, for an element taller than the
 * screen above the banner (the home page's slides), its top.
 */
function hidden(element: DOMRect | null, banner: DOMRect | null): boolean {
  if (!element || !banner) return false;
  if (element.height >= banner.top) return element.top >= banner.top;
  return element.top < banner.bottom && banner.top < element.bottom;
}

/**
 * Where the focus is, and the boxes of the focused element (null: the focus is on no element) and
 * of the cookie banner a frame later (scrolling into view is immediate; a frame lets the layout
 * settle). One round trip to the page per key press: on a busy machine the 45 presses, each asked
 * about in several, took most of the test's time, and a focus on no element was waited for until
 * the test timed out.
 */
const focusAfterFrame = (page: Page) =>
  page.evaluate(async () => {
    await new Promise(requestAnimationFrame);
    const active = document.activeElement === document.body ? null : document.activeElement;
    const box = (element: Element | null) =>
      element ? (element.getBoundingClientRect().toJSON() as DOMRect) : null;
    return {
      inBanner: Boolean(active?.closest('[data-cookie-banner]')),
      inMain: Boolean(active?.closest('main')),
      element: box(active),
      banner: box(document.querySelector('[data-cookie-banner]')),
    };
  });

for (const viewport of [
  { width: 1280, height: 720 },
  { width: 390, height: 844 },
]) {
  test(`nothing focused hides under the cookie banner, ${viewport.width} px wide`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await page.goto('/en');
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    const banner = page.getByRole('region', { name: 'Cookies' });
    await expect(banner).toBeVisible();
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    let inMain = 0;
    for (let presses = 0; presses < 45; presses += 1) {
      await page.keyboard.press('Tab');
      const where = await focusAfterFrame(page);
      // Every press lands on an element: the focus never falls to <body> on the way.
      expect(where.element, `press ${presses + 1}`).not.toBeNull();
      if (where.inBanner) continue;
      if (where.inMain) inMain += 1;
      const under = hidden(where.element, where.banner);
      expect(under, under ? `${await focused(page)} under the banner` : '').toBe(false);
    }
    expect(inMain).toBeGreaterThan(10);
    await context.close();
  });
}

test('the checkout and the completion of an order start with the focus on their heading', async ({
  page,
  request,
}) => {
  test.slow();
  const product = await productOf(request, 'earl-grey-bergamot-cornflower-100g', 'en');
  await openCheckoutWith(page, 'en', [product]);
  // From the home page, through the header's mini cart, with the keyboard.
  await page.getByRole('banner').locator('a[href="/en"]').first().focus();
  await page.keyboard.press('Enter');
  await expectHeadingFocused(page);
  const trigger = page.getByTestId('mini-cart-trigger');
  await trigger.focus();
  await page.keyboard.press('Enter');
  const toCheckout = page.getByTestId('mini-cart-checkout');
  await expect(toCheckout).toBeVisible();
  await toCheckout.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/en\/checkout$/);
  await expectHeadingFocused(page, 'Checkout');

  await fillGuestCheckout(page, 'en', { email: 'focus.guest@example.com' });
  await page.getByTestId('place-order').focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/en\/checkout-complete$/);
  await expect(page.getByTestId('order-number')).toBeVisible();
  await expectHeadingFocused(page);

  // Back and forward are new pages too.
  await page.goBack();
  await expect(page).toHaveURL(/\/en\/checkout$/);
  await expectHeadingFocused(page);
});

test('a link in the header leads to the page, focused on its heading', async ({ page }) => {
  await page.goto('/pl/contact-us');
  const link = page.getByRole('banner').locator('a[href="/pl/catalog"]').first();
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/pl\/catalog$/);
  await expectHeadingFocused(page);
  expect(await focused(page)).toMatch(/^h1 /);
});
