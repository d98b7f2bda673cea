import { AXE_CASES, expectNoViolation, inMode } from '../fixtures/accessibility';
import { createProductThroughApi, photo } from '../fixtures/admin-products';
import { SHELL_URL } from '../fixtures/ports';
import { openBackOffice, signInAsStaff } from '../fixtures/staff';
import { expect, test } from '../fixtures/test';

/**
 * axe (WCAG 2.0 and 2.1 A and AA, `meta-viewport` aside, as in accessibility.spec.ts) on the back
 * office's product pages: the list with its filters, a new product's form with a refused field,
 * and a product's form with its pictures and a conflict notice, in English and Ukrainian, light
 * and dark.
 */
const TEXT = {
  en: { create: 'Create product', save: 'Save', price: 'Price, PLN' },
  ua: { create: 'Створити товар', save: 'Зберегти', price: 'Ціна, PLN' },
} as const;

for (const [lang, mode] of AXE_CASES) {
  test(`the product pages of the back office, ${lang}, ${mode}`, async ({ page, context }) => {
    test.setTimeout(90_000);
    await inMode(context, mode);
    await signInAsStaff(context, 'ADMIN');
    const product = await createProductThroughApi(context.request);
    const upload = await context.request.post(
      `/api/v1/admin/products/${product.id}/images?version=${product.version}`,
      {
        headers: { origin: SHELL_URL, 'content-type': 'image/jpeg' },
        data: await photo({ r: 120, g: 90, b: 60 }),
      },
    );
    expect(upload.status()).toBe(201);

    await openBackOffice(page, `/${lang}/admin/products?hidden=true`);
    await expect(page.getByTestId('products-table')).toBeVisible();
    await expectNoViolation(page, `${lang} ${mode}: the product list`);

    await openBackOffice(page, `/${lang}/admin/products/new`);
    await page.getByRole('button', { name: TEXT[lang].create, exact: true }).click();
    await expect(page.getByRole('alert').first()).toBeVisible();
    await expectNoViolation(page, `${lang} ${mode}: a new product's form, refused`);

    // A second tab saves first: this one's save is refused with a notice.
    const other = await context.newPage();
    await openBackOffice(other, `/${lang}/admin/products/${product.id}`);
    await openBackOffice(page, `/${lang}/admin/products/${product.id}`);
    await expect(page.getByTestId('picture')).toHaveCount(1);
    await other.getByLabel(TEXT[lang].price, { exact: true }).fill('99');
    await other.getByRole('button', { name: TEXT[lang].save, exact: true }).click();
    await expect(other.getByLabel(TEXT[lang].price, { exact: true })).toHaveValue(/^99[.,]00$/);
    await page.getByRole('button', { name: TEXT[lang].save, exact: true }).click();
    await expect(page.getByTestId('product-conflict')).toBeFocused();
    await expectNoViolation(page, `${lang} ${mode}: a product's form, its pictures, a conflict`);
  });
}
