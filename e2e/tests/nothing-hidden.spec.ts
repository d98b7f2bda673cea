import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { SHELL_URL } from '../fixtures/ports';
import { withSharedModule } from '../fixtures/shared-module';

/**
 * What the shop draws over the page never hides what the shopper needs: a toast shown while a
 * dialog is open is seen above it (and heard), the cookie banner and a phone's Add to cart bar
 * never overlap, and a home slide's caption leaves its picture to be seen on a phone.
 */

const PHONE = { width: 390, height: 844 };

type Box = { x: number; y: number; width: number; height: number };

const overlap = (a: Box, b: Box) =>
  Math.max(0, Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x)) *
  Math.max(0, Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y));

/** Whether what the screen shows at the middle of `locator` is the element itself (or inside it). */
const drawnOnTop = (locator: Locator) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return top !== null && element.contains(top);
  });

async function boxOf(locator: Locator): Promise<Box> {
  let box: Box | null = null;
  await expect.poll(async () => (box = await locator.boundingBox())).not.toBeNull();
  return box!;
}

/**
 * From now on, records whether a live region outside every aria-hidden part of the page said
 * `text`, however briefly (Radix's announcement of a toast stays a second): call the result.
 */
async function watchAnnouncement(page: Page, text: string): Promise<() => Promise<boolean>> {
  await page.evaluate((words) => {
    const record = () => {
      const heard = [
        ...document.querySelectorAll('[aria-live]:not([aria-live="off"]), [role="status"]'),
      ].some(
        (region) =>
          region.textContent?.includes(words) && region.closest('[aria-hidden="true"]') === null,
      );
      if (heard) (window as unknown as { heard: boolean }).heard = true;
    };
    new MutationObserver(record).observe(document.body, {
      childList: true,
      subtree: true,
      characterData: true,
      attributes: true,
    });
  }, text);
  return () => page.evaluate(() => (window as unknown as { heard?: boolean }).heard === true);
}

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('the new password’s toast, in Ukrainian, is seen and heard over the sign-in dialog that opens', async ({
    page,
    request,
    staffApi,
  }) => {
    // Registration, the emailed link and two dialogs: more than the default 30 s on a busy machine.
    test.slow();
    const email = `toast.${randomUUID().slice(0, 8)}@example.com`;
    const registered = await request.post('/api/v1/auth/register', {
      headers: { origin: SHELL_URL },
      data: {
        email,
        password: 'old-password-1',
        firstName: 'Олена',
        lastName: 'Ш',
        language: 'ua',
      },
    });
    expect(registered.status()).toBe(201);
    const asked = await request.post('/api/v1/auth/forgot-password', {
      headers: { origin: SHELL_URL },
      data: { email },
    });
    expect(asked.ok()).toBe(true);
    let link = '';
    await expect
      .poll(
        async () => {
          const outbox = await staffApi.get(
            `/api/v1/email-outbox?recipient=${encodeURIComponent(email)}`,
          );
          const reset = (await outbox.json()).items.find(
            (item: { template: string; text: string | null }) =>
              item.template === 'password-reset' && item.text,
          );
          link = /https?:\/\/\S*reset-token=[\w-]+/.exec(reset?.text ?? '')?.[0] ?? '';
          return link;
        },
        { timeout: 15_000 },
      )
      .toContain('reset-token=');

    await page.goto(link);
    await page.getByTestId('reset-password-password').fill('new-password-2');
    const words = 'Пароль змінено';
    const heard = await watchAnnouncement(page, words);
    await page.getByTestId('reset-password-submit').click();
    await expect(page.getByTestId('login-email')).toBeVisible();
    const toast = page.getByTestId('toast');
    await expect(toast).toBeVisible();
    await expect(toast).toContainText(words);
    // Over the dialog: what the screen shows there is the toast, not the dialog or its backdrop.
    await expect.poll(() => drawnOnTop(toast)).toBe(true);
    expect(overlap(await boxOf(toast), await boxOf(page.getByTestId('overlay')))).toBeGreaterThan(
      0,
    );
    await expect.poll(heard).toBe(true);
    // Its close button takes the pointer though the dialog turned it off elsewhere (the modal
    // dialog hides the rest of the page from the accessibility tree: the toast was heard above).
    await toast.locator('button[aria-label="Закрити сповіщення"]').click();
    await expect(toast).toHaveCount(0);
    await expect(page.getByTestId('login-email')).toBeVisible();
  });

  for (const { lang, quickBuy, banner } of [
    { lang: 'ua', quickBuy: 'Швидка покупка', banner: 'Файли cookie' },
    { lang: 'en', quickBuy: 'Quick buy', banner: 'Cookies' },
  ]) {
    test(`the Add to cart bar stands on the cookie banner, never under it (${lang})`, async ({
      page,
    }) => {
      await page.goto(`/${lang}/catalog/tea/sencha-kyoto-loose-leaf-100g`);
      const cookies = page.getByRole('region', { name: banner });
      await expect(cookies).toBeVisible();
      await page.evaluate(() => window.scrollTo({ top: 1200, behavior: 'instant' }));
      const bar = page.getByRole('region', { name: quickBuy });
      await expect(bar).toBeVisible();
      await expect.poll(async () => overlap(await boxOf(bar), await boxOf(cookies))).toBe(0);
      const barBox = await boxOf(bar);
      const cookiesBox = await boxOf(cookies);
      expect(cookiesBox.y + cookiesBox.height).toBe(PHONE.height);
      expect(Math.abs(barBox.y + barBox.height - cookiesBox.y)).toBeLessThanOrEqual(1);
      const add = bar.getByRole('button');
      await expect.poll(() => drawnOnTop(add)).toBe(true);

      // The choice made, the banner goes and the bar comes down to the screen's foot.
      await cookies.getByRole('button').first().click();
      await expect(cookies).toHaveCount(0);
      await expect
        .poll(async () => {
          const box = await boxOf(bar);
          return Math.round(box.y + box.height);
        })
        .toBe(PHONE.height);
    });
  }
});

test.describe('the home slide’s caption', () => {
  for (const { lang, viewport, most } of [
    // On a phone it is under the picture; on a desktop over a corner of it.
    { lang: 'ua', viewport: PHONE, most: 0 },
    { lang: 'pl', viewport: PHONE, most: 0 },
    { lang: 'en', viewport: { width: 1280, height: 800 }, most: 0.25 },
  ]) {
    test(`leaves its picture to be seen (${lang}, ${viewport.width} px)`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page
        .context()
        .addCookies([{ name: 'app-cookie-banner', value: 'accepted-all', url: SHELL_URL }]);
      await page.goto(`/${lang}`);
      const slide = page.locator('li[aria-roledescription]').first();
      const picture = await boxOf(slide.locator('img'));
      const caption = await boxOf(slide.locator('p'));
      expect(overlap(picture, caption) / (picture.width * picture.height)).toBeLessThanOrEqual(
        most,
      );
      await expect(slide.locator('p')).toBeVisible();
    });
  }
});

test('a toast shown while a dialog is open is drawn over it, on a desktop in English', async ({
  page,
}) => {
  await page.goto('/en/contact-us');
  await page.getByTestId('account-sign-in').click();
  await expect(page.getByTestId('login-email')).toBeVisible();
  const heard = await watchAnnouncement(page, 'Saved');
  await withSharedModule(page, "shared.toast.add({ title: 'Saved', tone: 'success' });");
  const toast = page.getByTestId('toast');
  await expect(toast).toBeVisible();
  await expect.poll(() => drawnOnTop(toast)).toBe(true);
  await expect.poll(heard).toBe(true);
  // The dialog stays open and usable.
  await page.getByTestId('login-email').fill('ada@example.com');
  await expect(page.getByTestId('login-email')).toHaveValue('ada@example.com');
});
