import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { SHELL_URL } from '../fixtures/ports';
import { openCheckoutWith, productOf } from '../fixtures/checkout';

/** Words a shopper understands: named hearts, and promo codes that say what is wrong with them. */

for (const { lang, add } of [
  { lang: 'ru', add: (name: string) => `Добавить ${name} в избранное` },
  { lang: 'en', add: (name: string) => `Add ${name} to favorites` },
]) {
  test(`every card's heart names its product (${lang})`, async ({ page }) => {
    await page.goto(`/${lang}/catalog`);
    const cards = page.getByTestId('product-card');
    await expect(cards).toHaveCount(20);
    for (const card of (await cards.all()).slice(0, 3)) {
      const name = (await card.getByRole('heading', { level: 3 }).textContent())!;
      await expect(card.getByTestId('favorite-toggle')).toHaveAttribute('aria-label', add(name));
    }
  });
}

/** A promo code the owner makes (for `customerEmail`'s account alone when given). */
async function promoCode(staffApi: APIRequestContext, customerEmail?: string) {
  const code = `E2E-${randomUUID().slice(0, 8).toUpperCase()}`;
  const created = await staffApi.post('/api/v1/admin/promo-codes', {
    data: { code, type: 'PERCENT', value: 10, ...(customerEmail ? { customerEmail } : {}) },
  });
  expect(created.status(), await created.text()).toBe(201);
  return { code, ...((await created.json()) as { id: string; version: number }) };
}

test('in Russian, an expired code and another account’s code are told apart', async ({
  page,
  request,
  staffApi,
}) => {
  const expired = await promoCode(staffApi);
  const ended = await staffApi.post(`/api/v1/admin/promo-codes/${expired.id}/expire`, {
    data: { version: expired.version },
  });
  expect(ended.status()).toBe(200);
  const email = `owner.${randomUUID().slice(0, 8)}@example.com`;
  const registered = await request.post('/api/v1/auth/register', {
    headers: { origin: SHELL_URL },
    data: { email, password: 'password-123', firstName: 'Анна', lastName: 'К', language: 'ru' },
  });
  expect(registered.status()).toBe(201);
  const theirs = await promoCode(staffApi, email);

  const product = await productOf(request, 'sencha-kyoto-loose-leaf-100g', 'ru');
  await openCheckoutWith(page, 'ru', [product]);
  await page.getByTestId('delivery-method-LOCAL_PICKUP').check();
  const input = page.getByTestId('promo-code-input');
  await input.fill(expired.code);
  await page.getByTestId('promo-code-apply').click();
  await expect(page.getByText('Срок действия этого промокода истёк.')).toBeVisible();

  await input.fill(theirs.code);
  await page.getByTestId('promo-code-apply').click();
  await expect(
    page.getByText(
      'Этот промокод принадлежит другой учётной записи. Войдите в ту, которой он выдан.',
    ),
  ).toBeVisible();
  await expect(page.getByText('Срок действия этого промокода истёк.')).toHaveCount(0);
});

for (const { lang, remove, applied } of [
  { lang: 'en', remove: 'Remove code', applied: 'is applied' },
  { lang: 'ua', remove: 'Прибрати промокод', applied: 'застосовано' },
] as const) {
  test(`an applied code is removed with its own button (${lang})`, async ({
    page,
    request,
    staffApi,
  }) => {
    const { code } = await promoCode(staffApi);
    const product = await productOf(request, 'sencha-kyoto-loose-leaf-100g', lang);
    await openCheckoutWith(page, lang, [product]);
    await page.getByTestId('delivery-method-LOCAL_PICKUP').check();
    await page.getByTestId('promo-code-input').fill(code);
    await page.getByTestId('promo-code-apply').click();
    await expect(page.getByTestId('estimate-discount')).toBeVisible();
    await expect(page.getByText(applied)).toBeVisible();

    await page.getByRole('button', { name: `${remove} ${code}` }).click();
    await expect(page.getByTestId('estimate-discount')).toHaveCount(0);
    await expect(page.getByTestId('promo-code-input')).toHaveValue('');
    await expect(page.getByTestId('promo-code-input')).toBeFocused();
  });
}
