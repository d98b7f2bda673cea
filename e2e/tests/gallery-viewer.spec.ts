import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { productOf } from '../fixtures/checkout';

const SLUG = 'gooseneck-kettle-1l';

/**
 * The product page, hydrated (its cart fragment is there: the page's own, and on a phone the
 * quick-buy bar's too), with two pictures.
 */
async function openProduct(page: Page, request: Parameters<typeof productOf>[0], lang: string) {
  const product = await productOf(request, SLUG, lang);
  await page.goto(`/${lang}/catalog/${product.category.slug}/${SLUG}`);
  await expect(page.getByTestId('add-to-cart').first()).toBeAttached();
  return product;
}

const shownPicture = (page: Page) =>
  page.getByTestId('gallery-viewer-image').evaluate((image: HTMLImageElement) => image.currentSrc);

test('the picture opens full screen; arrows go through the pictures, Escape gives the focus back (en)', async ({
  page,
  request,
}) => {
  const product = await openProduct(page, request, 'en');
  const zoom = page.getByRole('button', {
    name: `View the pictures of ${product.name} full screen`,
  });
  await zoom.click();

  const viewer = page.getByRole('dialog', { name: `Pictures of ${product.name}` });
  await expect(viewer).toBeVisible();
  await expect(viewer.getByTestId('gallery-viewer-position')).toHaveText('Picture 1 of 2');
  await expect.poll(() => shownPicture(page)).toContain(`${SLUG}.svg`);

  await page.keyboard.press('ArrowRight');
  await expect(viewer.getByTestId('gallery-viewer-position')).toHaveText('Picture 2 of 2');
  await expect.poll(() => shownPicture(page)).toContain(`${SLUG}-2.svg`);
  await page.keyboard.press('ArrowRight');
  await expect(viewer.getByTestId('gallery-viewer-position')).toHaveText('Picture 1 of 2');
  await page.keyboard.press('ArrowLeft');
  await expect(viewer.getByTestId('gallery-viewer-position')).toHaveText('Picture 2 of 2');

  await page.keyboard.press('Escape');
  await expect(viewer).toHaveCount(0);
  await expect(zoom).toBeFocused();
  // The gallery shows the picture the shopper ended on.
  await expect(page.getByTestId('gallery-image')).toHaveAttribute(
    'src',
    new RegExp(`${SLUG}-2\\.svg`),
  );
});

test.describe('on a phone', () => {
  test.use({ hasTouch: true, viewport: { width: 390, height: 800 } });

  test('a swipe goes to the next picture and the close button closes the viewer (ua)', async ({
    page,
    request,
  }) => {
    const product = await openProduct(page, request, 'ua');
    const zoom = page.getByRole('button', {
      name: `Відкрити фото товару ${product.name} на весь екран`,
    });
    await zoom.click();
    const viewer = page.getByRole('dialog', { name: `Фото: ${product.name}` });
    await expect(viewer.getByTestId('gallery-viewer-position')).toHaveText('Фото 1 з 2');

    // A finger moving left across the picture.
    const box = (await viewer.getByTestId('gallery-viewer-image').boundingBox())!;
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width * 0.8, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.2, y, { steps: 5 });
    await page.mouse.up();
    await expect(viewer.getByTestId('gallery-viewer-position')).toHaveText('Фото 2 з 2');

    await viewer.getByRole('button', { name: 'Закрити фото' }).click();
    await expect(viewer).toHaveCount(0);
    await expect(zoom).toBeFocused();
  });
});
