import { expect, test } from '../fixtures/test';

const LANGUAGES = [
  {
    lang: 'en',
    htmlLang: 'en-US',
    contact: 'Contact us',
    privacy: 'Privacy policy',
    terms: 'Terms and conditions',
  },
  {
    lang: 'pl',
    htmlLang: 'pl-PL',
    contact: 'Kontakt',
    privacy: 'Polityka prywatności',
    terms: 'Regulamin sklepu',
  },
  {
    lang: 'ru',
    htmlLang: 'ru-RU',
    contact: 'Контакты',
    privacy: 'Политика конфиденциальности',
    terms: 'Правила и условия',
  },
  {
    lang: 'ua',
    htmlLang: 'uk-UA',
    contact: 'Контакти',
    privacy: 'Політика конфіденційності',
    terms: 'Правила та умови',
  },
] as const;

for (const { lang, htmlLang, contact, privacy, terms } of LANGUAGES) {
  test.describe(`content pages in ${lang}`, () => {
    test('contact-us shows the form and the shop contact details', async ({ page, pageErrors }) => {
      const response = await page.goto(`/${lang}/contact-us`);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', htmlLang);
      await expect(page.getByRole('heading', { level: 1, name: contact })).toBeVisible();
      await expect(page.getByRole('form')).toBeVisible();
      await expect(
        page.getByRole('main').getByRole('link', { name: '+48 600 100 200' }),
      ).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(contact));
      expect(pageErrors).toEqual([]);
    });

    test('privacy-policy shows the full policy', async ({ page }) => {
      await page.goto(`/${lang}/privacy-policy`);
      await expect(page.locator('html')).toHaveAttribute('lang', htmlLang);
      await expect(page.getByRole('heading', { level: 1, name: privacy })).toBeVisible();
      expect(
        await page.getByRole('main').getByRole('heading', { level: 2 }).count(),
      ).toBeGreaterThanOrEqual(10);
      // The store's details fill the text's placeholders.
      await expect(page.getByRole('main')).toContainText('Verde Market');
      await expect(page.getByRole('main')).toContainText('hello@verde-market.example');
      await expect(page.getByRole('main')).not.toContainText('{{');
    });

    test('terms-and-conditions shows the full terms', async ({ page }) => {
      await page.goto(`/${lang}/terms-and-conditions`);
      await expect(page.locator('html')).toHaveAttribute('lang', htmlLang);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(terms);
      expect(
        await page.getByRole('main').getByRole('heading', { level: 2 }).count(),
      ).toBeGreaterThanOrEqual(10);
    });
  });
}

test('the home page shows the store introduction, slides and info blocks from the API', async ({
  page,
}) => {
  await page.goto('/pl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl-PL');
  await expect(page.getByRole('heading', { level: 1, name: 'Verde Market' })).toBeVisible();
  await expect(page.getByText('Spokojne poranki, lepsza kawa')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Szybka dostawa' })).toBeVisible();
  await expect(page).toHaveTitle('Verde Market | kawa, herbata i akcesoria do parzenia');
});
