import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { SHELL_URL } from '../fixtures/ports';
import { openCheckoutWith, productOf, putInCart } from '../fixtures/checkout';
import { fillGuestCheckout, placeOrder } from '../fixtures/guest-order';
import { emailTo } from '../fixtures/outbox';

/*
 * Money as the shopper sees it: every figure in their currency, converted once per unit, adding
 * up as displayed, on the listing, the mini cart, the checkout, the completion page, tracking and
 * in the confirmation email, with what is charged in the shop's currency beside the total.
 */

const SENCHA = 'sencha-kyoto-loose-leaf-100g';
const nbsp = (text: string) => text.replace(/ /g, '\u00a0');
/** A shown amount's minor units ("405,34 грн" is 40534). */
const minor = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));

const inCurrency = (page: Page, currency: string) =>
  page.context().addCookies([{ name: 'app-currency', value: currency, url: SHELL_URL }]);

/** POST order/estimate requests the page makes, counted from now on. */
function countEstimates(page: Page) {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/v1/order/estimate') {
      seen.push(request.postData() ?? '');
    }
  });
  return seen;
}

test('in Ukrainian, a Sencha by InPost courier in hryvnias adds up to its total everywhere, the charged złoty beside it, and asks one estimate at a time', async ({
  page,
  request,
  staffApi,
  pageErrors,
}) => {
  test.slow();
  const product = await productOf(request, SENCHA, 'ua');
  await inCurrency(page, 'UAH');
  const estimates = countEstimates(page);
  await openCheckoutWith(page, 'ua', [product]);
  const email = `hryvnia.${randomUUID().slice(0, 8)}@example.com`;
  await fillGuestCheckout(page, 'ua', {
    email,
    delivery: 'INPOST_COURIER',
    payment: 'BANK_TRANSFER',
  });
  await page.getByTestId('delivery-street').fill('Długa 1');
  await page.getByTestId('delivery-city').fill('Kraków');
  await page.getByTestId('delivery-postal-code').fill('30-001');

  await expect(page.getByTestId('estimate-delivery')).toHaveText(nbsp('197,88 грн'));
  await expect(page.getByTestId('estimate-subtotal')).toHaveText(nbsp('405,34 грн'));
  await expect(page.getByTestId('estimate-total')).toHaveText(nbsp('603,22 грн'));
  await expect(page.getByTestId('checkout-line').getByTestId('line-total')).toHaveText(
    nbsp('405,34 грн'),
  );

  // The mini cart on the checkout page reads the checkout's estimate: nothing more is asked.
  const asked = estimates.length;
  await page.getByTestId('mini-cart-trigger').click();
  await expect(page.getByTestId('mini-cart-subtotal')).toHaveText(nbsp('405,34 грн'));
  await expect(page.getByTestId('free-delivery')).toBeVisible();
  await page.keyboard.press('Escape');
  expect(estimates.length).toBe(asked);
  expect(new Set(estimates).size).toBe(estimates.length);

  await placeOrder(page, 'ua');
  const charged = `57,89 PLN`;
  const total = `${nbsp('603,22 грн')} (до сплати ${nbsp(charged)})`;
  await expect(page.getByTestId('estimate-total')).toHaveText(total);
  await expect(page.getByTestId('order-line')).toContainText(nbsp('405,34 грн'));
  await expect(page.getByTestId('estimate-subtotal')).toHaveText(nbsp('405,34 грн'));
  await expect(page.getByTestId('estimate-delivery')).toHaveText(nbsp('197,88 грн'));
  await expect(page.getByTestId('payment-amount')).toHaveText(total);

  // The API writes the email with Node's Intl, whose Ukrainian hryvnia sign is ₴ (Chromium's грн).
  const confirmation = await emailTo(staffApi, email, 'order-placed');
  const hryvnias = (minorUnits: number) =>
    new Intl.NumberFormat('uk-UA', { style: 'currency', currency: 'UAH' }).format(minorUnits / 100);
  const zloty = new Intl.NumberFormat('uk-UA', { style: 'currency', currency: 'PLN' }).format(
    57.89,
  );
  const written = `${hryvnias(60322)} (до сплати ${zloty})`;
  expect(confirmation.text).toContain(`× 1: ${hryvnias(40534)}`);
  expect(confirmation.text).toContain(`Разом: ${written}`);
  expect(confirmation.text).toContain(`Сума: ${written}`);

  await page.getByTestId('track-order-link').click();
  await page.getByTestId('tracking-contact').fill(email);
  await page.getByTestId('tracking-submit').click();
  await expect(page.getByTestId('tracking-total')).toHaveText(total);
  expect(pageErrors).toEqual([]);
});

for (const { lang, viewport, each, two } of [
  { lang: 'en', viewport: { width: 1280, height: 800 }, each: '€9.04', two: '€18.08' },
  { lang: 'pl', viewport: { width: 390, height: 844 }, each: '9,04 €', two: '18,08 €' },
] as const) {
  test.describe(`in ${lang} at ${viewport.width}px`, () => {
    test.use({ viewport });

    test('two Senchas in euros cost twice the listing’s price, in the mini cart and the checkout', async ({
      page,
      request,
      pageErrors,
    }) => {
      const product = await productOf(request, SENCHA, lang);
      await inCurrency(page, 'EUR');
      await page.goto(`/${lang}/catalog/${product.category.slug}`);
      const card = page.getByTestId('product-card').filter({ hasText: product.name });
      await expect(card.getByTestId('current-price')).toHaveText(nbsp(each));

      await putInCart(page, [product], 2);
      await page.goto(`/${lang}/checkout`);
      await expect(page.getByTestId('checkout-line').getByTestId('line-total')).toHaveText(
        nbsp(two),
      );
      await expect(page.getByTestId('estimate-subtotal')).toHaveText(nbsp(two));
      expect(minor(await page.getByTestId('estimate-subtotal').textContent())).toBe(
        2 * minor(each),
      );
      await page.getByTestId('mini-cart-trigger').click();
      await expect(page.getByTestId('mini-cart-line').getByTestId('line-total')).toHaveText(
        nbsp(two),
      );
      await expect(page.getByTestId('mini-cart-subtotal')).toHaveText(nbsp(two));
      expect(pageErrors).toEqual([]);
    });
  });
}
