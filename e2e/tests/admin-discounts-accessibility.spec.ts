import { AXE_CASES, expectAccessible, expectNoViolation, inMode } from '../fixtures/accessibility';
import { signInAsStaff } from '../fixtures/staff';
import { expect, test } from '../fixtures/test';

for (const [lang, mode] of AXE_CASES) {
  test(`the discounts' and the audit record's pages have no axe violation in ${lang}, ${mode}`, async ({
    page,
    context,
    staffApi,
  }) => {
    test.slow();
    await inMode(context, mode);
    await signInAsStaff(context, 'OWNER');
    // A code, a promotion and so their audit entries, whatever ran before.
    const code = await staffApi.post('/api/v1/admin/promo-codes', {
      data: { type: 'PERCENT', value: 5, note: `axe ${lang} ${mode}` },
    });
    expect(code.status()).toBe(201);
    const created = await staffApi.post('/api/v1/admin/promotions', {
      data: {
        name: { pl: `Axe ${lang} ${mode} ${Date.now()}`, en: 'Axe' },
        type: 'AMOUNT',
        value: 500,
        minSubtotal: 900_000,
        startsAt: null,
        endsAt: null,
        active: false,
        scope: 'ORDER',
        productIds: [],
        categoryIds: [],
      },
    });
    expect(created.status()).toBe(201);
    const promotion = (await created.json()) as { id: string };
    await expectAccessible(page, `/${lang}/admin/promo-codes`, mode, 'promo-code-table');
    await page.getByTestId('promo-code-new').click();
    await expect(page.getByTestId('promo-code-dialog')).toBeVisible();
    // Refused as typed: the errors are part of what is checked.
    await page.getByTestId('promo-code-create').click();
    await expect(page.getByTestId('promo-code-dialog').getByRole('alert').first()).toBeVisible();
    await expectNoViolation(page, 'the new promo code dialog');
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('promo-code-new')).toBeFocused();

    await expectAccessible(page, `/${lang}/admin/promotions`, mode, 'promotion-table');
    await expectAccessible(page, `/${lang}/admin/promotions/new`, mode, 'promotion-form');
    await page.getByTestId('promotion-scope').selectOption('PRODUCTS');
    await page.getByTestId('promotion-product-search').fill('mug');
    await expect(page.getByTestId('promotion-product-option').first()).toBeVisible();
    await expectNoViolation(page, 'the product picker, open');
    await page.getByTestId('promotion-scope').selectOption('CATEGORIES');
    await expect(page.getByTestId('promotion-categories')).toBeVisible();
    await expectNoViolation(page, 'the category picker');
    await expectAccessible(
      page,
      `/${lang}/admin/promotions/${promotion.id}`,
      mode,
      'promotion-form',
    );
    await expectAccessible(page, `/${lang}/admin/audit`, mode, 'audit-table');
  });
}
