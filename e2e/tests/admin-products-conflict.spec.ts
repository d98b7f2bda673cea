import { adminProduct, createProductThroughApi, saveProductForm } from '../fixtures/admin-products';
import { openBackOffice, signInAsStaff } from '../fixtures/staff';
import { expect, test } from '../fixtures/test';

test('two tabs edit one product: the second save is refused and says what changed, and nothing is overwritten', async ({
  page,
  context,
}) => {
  await signInAsStaff(context, 'ADMIN');
  const product = await createProductThroughApi(context.request);
  const address = `/en/admin/products/${product.id}`;
  const second = await context.newPage();
  await openBackOffice(page, address);
  await openBackOffice(second, address);

  // The first tab changes the price and saves.
  await page.getByLabel('Price, PLN', { exact: true }).fill('139.90');
  expect(await saveProductForm(page)).toBe(200);

  // The second, read before that save, changes the English name: refused, and told why.
  const name = second.getByLabel('Name in English', { exact: true });
  await name.fill('Kettle of hammered copper');
  expect(await saveProductForm(second)).toBe(409);
  const notice = second.getByRole('alert', {
    name: 'Not saved: this product was changed meanwhile',
  });
  await expect(notice).toBeVisible();
  await expect(notice).toBeFocused();
  await expect(notice).toContainText('admin@e2e.test (administrator) saved it on');
  await expect(notice).toContainText('They changed: Price.');
  await expect(name).toHaveValue('Kettle of hammered copper');

  const stored = await adminProduct(context.request, product.id);
  expect(stored.price).toBe(13990);
  expect(stored.texts.en.name).not.toBe('Kettle of hammered copper');
  expect(stored.version).toBe(product.version + 1);

  // Loading the newer version is the staff member's choice: then the form shows it.
  await notice.getByRole('button', { name: 'Load the newer version', exact: true }).click();
  await expect(notice).toHaveCount(0);
  await expect(second.getByLabel('Price, PLN', { exact: true })).toHaveValue('139.90');
  await expect(name).toHaveValue(stored.texts.en.name);
});
