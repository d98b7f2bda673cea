import { expect, test } from '../fixtures/test';
import { withSharedModule } from '../fixtures/shared-module';

test('never more than five toasts show, and F8 reaches them', async ({ page }) => {
  await page.goto('/en/contact-us');
  await expect(page.getByRole('form')).toBeVisible();

  await withSharedModule(
    page,
    "for (let i = 1; i <= 7; i += 1) shared.toast.add({ title: 'Toast ' + i });",
  );
  const toasts = page.getByTestId('toast');
  await expect(toasts).toHaveCount(5);
  await expect(toasts.first()).toContainText('Toast 3');
  await expect(toasts.last()).toContainText('Toast 7');

  await page.keyboard.press('F8');
  await expect(
    page.getByRole('region', { name: 'Notifications (F8)' }).locator('ol'),
  ).toBeFocused();

  // Escape closes the focused toast.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Escape');
  await expect(toasts).toHaveCount(4);
});

test('a toast closes by itself after its duration', async ({ page }) => {
  await page.goto('/pl/contact-us');
  await expect(page.getByRole('form')).toBeVisible();
  await withSharedModule(page, "shared.toast.add({ title: 'Zapisano', duration: 1000 });");
  await expect(page.getByTestId('toast')).toHaveCount(1);
  await expect(page.getByTestId('toast')).toHaveCount(0, { timeout: 5000 });
});
