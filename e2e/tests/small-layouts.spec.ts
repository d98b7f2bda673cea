import { randomUUID } from 'node:crypto';
import type { Locator } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { SHELL_URL } from '../fixtures/ports';
import { openCheckoutWith, productOf } from '../fixtures/checkout';
import { placeGuestOrder } from '../fixtures/guest-order';

/**
 * Small layouts: the catalog's filter selects show their whole choice, and the bank transfer's
 * details on a phone read in one piece and copy with a button.
 */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/**
 * Whether a select shows its whole choice: the chosen option's text, in the select's own font,
 * fits in the select's width less its padding and the arrow (about 20 px in Chromium).
 */
const choiceFits = (select: Locator) =>
  select.evaluate((element: HTMLSelectElement) => {
    const style = getComputedStyle(element);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const text = context.measureText(element.selectedOptions[0]?.text ?? '').width;
    const room =
      element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 20;
    return text <= room;
  });

for (const { lang, viewport } of [
  { lang: 'ru', viewport: PHONE },
  { lang: 'pl', viewport: PHONE },
  { lang: 'ru', viewport: DESKTOP },
  { lang: 'pl', viewport: DESKTOP },
  { lang: 'en', viewport: PHONE },
]) {
  test(`the filter selects show their whole choice (${lang}, ${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page
      .context()
      .addCookies([{ name: 'app-cookie-banner', value: 'accepted-all', url: SHELL_URL }]);
    await page.goto(`/${lang}/catalog?sort=price-asc`);
    const toggle = page.getByTestId('filters-toggle');
    if (await toggle.isVisible()) await toggle.click();
    const filters = page.getByRole('search').filter({ has: page.locator('select') });
    const selects = filters.locator('select');
    await expect(selects).toHaveCount(3);
    for (const select of await selects.all()) {
      await expect(select).toBeVisible();
      await expect.poll(() => choiceFits(select)).toBe(true);
    }
  });
}

const COPY = {
  pl: {
    iban: 'Kopiuj: IBAN',
    recipient: 'Kopiuj: Odbiorca',
    reference: 'Kopiuj: Tytuł przelewu',
    copied: 'IBAN: skopiowano.',
  },
  en: {
    iban: 'Copy IBAN',
    recipient: 'Copy Recipient',
    reference: 'Copy Reference',
    copied: 'IBAN: copied.',
  },
} as const;

for (const lang of ['pl', 'en'] as const) {
  test(`on a phone, the IBAN reads in whole groups and the details copy with a button (${lang})`, async ({
    page,
    request,
    context,
  }) => {
    test.slow();
    await page.setViewportSize(PHONE);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: SHELL_URL });
    const product = await productOf(request, 'sencha-kyoto-loose-leaf-100g', lang);
    await openCheckoutWith(page, lang, [product]);
    await placeGuestOrder(page, lang, {
      email: `iban.${randomUUID().slice(0, 8)}@example.com`,
      payment: 'BANK_TRANSFER',
    });
    const card = page.getByTestId('payment-instructions');
    const iban = card.getByTestId('payment-iban');
    await expect(iban).toBeVisible();
    // Its groups of four are never broken: each group sits on one line, and there are two lines
    // at most (the whole card's width is the value's).
    const lines = await iban.evaluate((element) => {
      const tops = new Set<number>();
      for (const group of element.querySelectorAll('span')) {
        const rects = group.getClientRects();
        if (rects.length !== 1) return -1;
        tops.add(Math.round(rects[0]!.top));
      }
      return tops.size;
    });
    expect(lines).toBeGreaterThan(0);
    expect(lines).toBeLessThanOrEqual(2);

    const texts = COPY[lang];
    const status = card.getByRole('status');
    await card.getByRole('button', { name: texts.iban }).click();
    const shown = (await iban.textContent())!;
    await expect
      .poll(() => page.evaluate(() => navigator.clipboard.readText()))
      .toBe(shown.replace(/\s/g, ''));
    await expect(status).toHaveText(texts.copied);

    // By the keyboard: the recipient's button, then the title's.
    await card.getByRole('button', { name: texts.recipient }).focus();
    await page.keyboard.press('Enter');
    const recipient = (await card.getByTestId('payment-recipient').textContent())!;
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(recipient);
    await card.getByRole('button', { name: texts.reference }).focus();
    await page.keyboard.press('Space');
    const reference = (await card.getByTestId('payment-reference').textContent())!;
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(reference);
  });
}
