import type { Locator, Page } from '@playwright/test';
import { putInCart } from '../fixtures/checkout';
import { expect, test } from '../fixtures/test';

/**
 * On a phone, the phone number's country select is narrow: whatever the language, the dial code
 * it shows ("+380") stays readable, and the country's name is what gets cut.
 */

test.use({ viewport: { width: 390, height: 844 } });

/** The shown option's text, and whether its leading dial code fits the select's box. */
async function shownDialCode(select: Locator) {
  return select.evaluate((element: HTMLSelectElement) => {
    const style = getComputedStyle(element);
    const text = element.selectedOptions[0]?.textContent ?? '';
    const code = /^\+\d+/.exec(text)?.[0] ?? '';
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    // The room for text: the box less its paddings and the native arrow (about 24 px).
    const room =
      element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 24;
    return { text, code, fits: code !== '' && context.measureText(code).width <= room };
  });
}

async function expectReadableCode(select: Locator, code: string, name: string) {
  await expect(select).toBeVisible();
  const shown = await shownDialCode(select);
  expect(shown.text).toBe(`${code} ${name}`);
  expect(shown, `"${shown.text}" shows ${code}`).toMatchObject({ code, fits: true });
}

async function openRegistration(page: Page, lang: string) {
  await page.goto(`/${lang}`);
  await page.getByTestId('account-sign-in').click();
  await page.getByTestId('login-to-register').click();
  return page.getByRole('dialog');
}

test('the checkout in Ukrainian shows +380 for Ukraine', async ({ page }) => {
  const product = await (
    await page.request.get('/api/v1/product/sencha-kyoto-loose-leaf-100g?lang=ua')
  ).json();
  await putInCart(page, [product]);
  await page.goto('/ua/checkout');
  const select = page.getByRole('combobox', { name: 'Телефонний код країни' });
  await expectReadableCode(select, '+380', 'Україна');
});

test('the registration in Russian and in Polish shows the code of the country chosen', async ({
  page,
}) => {
  const ru = (await openRegistration(page, 'ru')).getByRole('combobox', { name: 'Код страны' });
  await expectReadableCode(ru, '+48', 'Польша');
  await ru.selectOption('UA');
  await expectReadableCode(ru, '+380', 'Украина');

  const pl = (await openRegistration(page, 'pl')).getByRole('combobox', {
    name: 'Numer kierunkowy kraju',
  });
  await expectReadableCode(pl, '+48', 'Polska');
});
