import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { SHELL_URL } from '../fixtures/ports';
import { openCheckoutWith, productOf } from '../fixtures/checkout';
import { placeGuestOrder } from '../fixtures/guest-order';
import { emailTo } from '../fixtures/outbox';

interface BankAccount {
  recipient: string;
  iban: string;
  bankName: string;
}

const TEXTS = {
  pl: { title: 'Jak zapłacić (Przelew bankowy)', reference: 'Tytuł przelewu' },
  en: { title: 'How to pay (Bank transfer)', reference: 'Reference' },
} as const;

/** The instructions a shopper reads: the store's account, the amount and the order's number. */
async function expectInstructions(
  page: Page,
  lang: keyof typeof TEXTS,
  { account, amount, number }: { account: BankAccount; amount: string; number: string },
) {
  const card = page.getByRole('region', { name: TEXTS[lang].title });
  await expect(card).toBeVisible();
  await expect(card.getByTestId('payment-amount')).toHaveText(amount);
  await expect(card.getByTestId('payment-recipient')).toHaveText(account.recipient);
  // As banks print it: in groups of four.
  await expect(card.getByTestId('payment-iban')).toHaveText(
    account.iban.replace(/(.{4})(?=.)/g, '$1 '),
  );
  await expect(card.getByTestId('payment-bank_name')).toHaveText(account.bankName);
  await expect(card.getByText(TEXTS[lang].reference, { exact: true })).toBeVisible();
  await expect(card.getByTestId('payment-reference')).toHaveText(number);
}

for (const lang of ['pl', 'en'] as const) {
  test(`in ${lang}, a bank transfer order tells whom to pay, how much and with which reference`, async ({
    page,
    request,
    staffApi,
    pageErrors,
  }) => {
    test.slow();
    const configured = await staffApi.get('/api/v1/store/payment-details');
    expect(configured.status()).toBe(200);
    const account: BankAccount = (await configured.json()).BANK_TRANSFER;
    const email = `payer.${randomUUID().slice(0, 8)}@example.com`;
    const product = await productOf(request, 'sencha-kyoto-loose-leaf-100g', lang);
    await openCheckoutWith(page, lang, [product]);
    await placeGuestOrder(page, lang, { email, payment: 'BANK_TRANSFER' });
    const number = (await page.getByTestId('order-number').textContent()) ?? '';
    expect(number).toMatch(/^\d+$/);
    // The amount is the order's total in the shop's currency (the page shows złoty here).
    const amount = (await page.getByTestId('estimate-total').textContent()) ?? '';
    await expectInstructions(page, lang, { account, amount, number });

    await page.getByTestId('track-order-link').click();
    await expect(page).toHaveURL(`${SHELL_URL}/${lang}/order-tracking?number=${number}`);
    await page.getByTestId('tracking-contact').fill(email);
    await page.getByTestId('tracking-submit').click();
    await expect(page.getByTestId('tracking-result')).toBeVisible();
    await expectInstructions(page, lang, { account, amount, number });

    // The confirmation email says the same.
    const confirmation = await emailTo(staffApi, email, 'order-placed');
    expect(confirmation.text).toContain(`${TEXTS[lang].reference}: ${number}`);
    expect(confirmation.text).toContain(account.iban.replace(/(.{4})(?=.)/g, '$1 '));
    expect(pageErrors).toEqual([]);
  });
}

test('an order paid in cash gives no payment instructions', async ({ page, request }) => {
  const product = await productOf(request, 'sencha-kyoto-loose-leaf-100g', 'en');
  await openCheckoutWith(page, 'en', [product]);
  await placeGuestOrder(page, 'en', { email: `cash.${randomUUID().slice(0, 8)}@example.com` });
  await expect(page.getByTestId('order-payment')).toHaveText('Cash on pickup or delivery');
  await expect(page.getByTestId('payment-instructions')).toHaveCount(0);
});
