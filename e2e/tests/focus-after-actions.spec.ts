import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { addSignInHints } from '../fixtures/account';
import { openCheckoutWith, productOf } from '../fixtures/checkout';
import { SHELL_URL } from '../fixtures/ports';
import { expect, test } from '../fixtures/test';
import { DEMO_PRODUCT } from '../size/pages.mjs';

/**
 * Where the focus goes after an action on the same page: to what the action did (said in a
 * status region, so it is announced), or to the next item when one was removed, never to the
 * page's body, where a disabled or removed button drops it.
 */

/** What `document.activeElement` is: its accessible text and whether a status region holds it. */
const active = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return { text: 'body', announced: false };
    const text = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim();
    return { text, announced: Boolean(element.closest('[role="status"], [role="alert"]')) };
  });

/** Expects the focus on `target`, with `text`, in a status region (announced) unless told. */
async function expectFocusOn(page: Page, target: Locator, text: RegExp, announced = true) {
  await expect(target).toBeFocused();
  const focused = await active(page);
  expect(focused.text).toMatch(text);
  expect(focused.announced).toBe(announced);
}

const TEXTS = {
  pl: {
    saved: /^Twoje dane zostały zapisane\.$/,
    address: /^Adres został zapisany\.$/,
    removed: /^Adres został usunięty\.$/,
    password: /^Hasło zostało zmienione\./,
    street: 'Ulica i numer',
  },
  ua: {
    saved: /^Ваші дані збережено\.$/,
    address: /^Адресу збережено\.$/,
    removed: /^Адресу видалено\.$/,
    password: /^Пароль змінено\./,
    street: 'Вулиця і номер',
  },
} as const;

for (const lang of ['pl', 'ua'] as const) {
  test(`in ${lang}, saving details, an address and a new password puts the focus on what was said`, async ({
    page,
    context,
    pageErrors,
  }) => {
    const password = `focus-password-${lang}`;
    const registered = await context.request.post('/api/v1/auth/register', {
      headers: { origin: SHELL_URL },
      data: {
        email: `focus.${randomUUID().slice(0, 8)}@example.com`,
        password,
        firstName: 'Iryna',
        lastName: 'Koval',
        language: lang,
      },
    });
    expect(registered.status()).toBe(201);
    await addSignInHints(context, await registered.json());
    const texts = TEXTS[lang];
    await page.goto(`/${lang}/profile/details`);

    await page.getByTestId('details-first-name').fill('Oksana');
    await page.getByTestId('details-submit').click();
    await expectFocusOn(page, page.getByTestId('personal-data-result'), texts.saved);

    await page.getByTestId('address-add').click();
    await page.getByTestId('address-street').fill('Długa 1');
    await page.getByTestId('address-city').fill('Warszawa');
    await page.getByTestId('address-country').selectOption('PL');
    await page.getByTestId('address-postal-code').fill('00640');
    await page.getByTestId('address-save').click();
    await expectFocusOn(page, page.getByTestId('addresses-result'), texts.address);
    await expect(page.getByTestId('saved-address')).toHaveCount(1);

    // Removed (asked first, the focus on the question's answer), the list says so.
    await page.getByTestId('address-remove').click();
    await expect(page.getByTestId('address-remove-confirm')).toBeFocused();
    await page.keyboard.press('Enter');
    await expectFocusOn(page, page.getByTestId('addresses-result'), texts.removed);
    await expect(page.getByTestId('saved-address')).toHaveCount(0);

    await page.getByTestId('details-current-password').fill(password);
    await page.getByTestId('details-new-password').fill(`${password}-new-2`);
    await page.getByTestId('password-submit').click();
    await expectFocusOn(page, page.getByTestId('password-result'), texts.password);
    expect(pageErrors).toEqual([]);
  });
}

for (const [lang, sent] of [
  ['en', /^Thank you! Your message has been sent\./],
  ['ua', /^Дякуємо!/],
] as const) {
  test(`in ${lang}, a contact message sent puts the focus on its confirmation`, async ({
    page,
  }) => {
    await page.goto(`/${lang}/contact-us`);
    const form = page.getByRole('form');
    await form.getByRole('textbox').nth(0).fill('Anna Kowalska');
    await form.locator('input[type="email"]').fill('anna@example.com');
    await form.locator('textarea').fill('Do you ship the Sencha to Lviv before Christmas?');
    await form.getByRole('button', { name: /Send message|Надіслати/ }).click();
    await expectFocusOn(page, page.getByTestId('contact-sent'), sent);
    await expect(form.locator('textarea')).toHaveValue('');
  });
}

for (const [lang, applied, refused] of [
  ['pl', /^Kod E2E\w+ /, /./],
  ['en', /^Code E2E\w+ is applied\.$/, /./],
] as const) {
  test(`in ${lang}, applying a promo code puts the focus on the shop's answer, a refusal too`, async ({
    page,
    request,
    staffApi,
  }) => {
    const code = `E2E${randomUUID().slice(0, 8).toUpperCase()}`;
    const created = await staffApi.post('/api/v1/promo-code', {
      data: { code, type: 'AMOUNT', value: 100 },
    });
    expect(created.status()).toBe(201);
    await openCheckoutWith(page, lang, [await productOf(request, DEMO_PRODUCT, lang)]);
    await page.getByTestId('promo-code-input').fill('NO-SUCH-CODE-1');
    await page.getByTestId('promo-code-apply').click();
    await expectFocusOn(page, page.getByTestId('promo-code-result'), refused);
    await expect(page.getByTestId('promo-code-input')).toHaveAttribute('aria-invalid', 'true');

    await page.getByTestId('promo-code-input').fill(code);
    await page.getByTestId('promo-code-apply').click();
    await expectFocusOn(page, page.getByTestId('promo-code-result'), applied);
    await expect(page.getByTestId('promo-code-input')).toHaveAttribute('aria-invalid', 'false');
  });
}
