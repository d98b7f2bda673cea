import type { APIRequestContext, Page } from '@playwright/test';
import {
  startFakeChatCompletions,
  type FakeChatCompletions,
} from '../../scripts/fake-chat-completions.mjs';
import { AXE_CASES, expectNoViolation, inMode } from '../fixtures/accessibility';
import { productTexts, uniqueWord } from '../fixtures/admin-products';
import { tabTo } from '../fixtures/keyboard';
import { SHELL_URL } from '../fixtures/ports';
import { STAFF, openBackOffice, signInAsStaff } from '../fixtures/staff';
import { expect, test } from '../fixtures/test';

/*
 * Machine translation against a chat-completions server of the test's own, on this machine (no
 * test reaches a server outside it). The settings are the shop's one set, so the file's tests run
 * one after another; the figures checked are of each test's own product.
 */
test.describe.configure({ mode: 'serial' });

let fake: FakeChatCompletions;
test.beforeAll(async () => {
  fake = await startFakeChatCompletions({ marker: '[ua]' });
});
test.afterAll(async () => {
  await fake.stop();
});

const API_KEY = 'sk-e2e-machine-translation-key';

async function polishOnlyProduct(api: APIRequestContext) {
  const tag = uniqueWord();
  const response = await api.post('/api/v1/admin/products', {
    headers: { origin: SHELL_URL },
    data: {
      slug: `e2e-machine-${tag}`,
      texts: { pl: productTexts(tag).pl },
      category: 'brewing',
      brand: null,
      price: 9900,
      salePrice: null,
      featured: false,
      visible: false,
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as {
    id: string;
    texts: { pl: { name: string; description: string } };
  };
}

/** The shop pointed at the fake endpoint with a key, through the API (for the later tests). */
async function configureThroughApi(api: APIRequestContext) {
  const settings = await (await api.get('/api/v1/admin/machine-translation')).json();
  const headers = { origin: SHELL_URL };
  if (settings.endpoint !== fake.url) {
    const saved = await api.put('/api/v1/admin/machine-translation', {
      headers,
      data: { endpoint: fake.url, model: settings.model, version: settings.version },
    });
    expect(saved.status()).toBe(200);
  }
  const key = await api.put('/api/v1/admin/machine-translation/key', {
    headers,
    data: { apiKey: API_KEY, password: STAFF.OWNER.password },
  });
  expect(key.status()).toBe(200);
}

const count = (page: Page, language: string, state: string) =>
  page.getByTestId(`count-${language}-product-${state}`);

test('the owner points the shop at an endpoint and sets the key; a product’s missing Ukrainian texts come back as drafts, and accepted, the ua count drops', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await signInAsStaff(context, 'OWNER');
  const product = await polishOnlyProduct(context.request);
  const pl = product.texts.pl;

  await openBackOffice(page, '/en/admin/settings/machine-translation');
  await expect(page.getByTestId('machine-sent')).toContainText('no text leaves the shop');
  await page.getByLabel('Endpoint (base URL)').fill(fake.url);
  await page.getByRole('button', { name: 'Save the service' }).click();
  await expect(page.getByTestId('machine-service-result')).toHaveText(
    'The translation service is saved.',
  );
  await expect(page.getByTestId('machine-sent')).toContainText(`are sent to ${fake.url}`);

  // Without a key yet: the dialog says so, and the page goes on working.
  await openBackOffice(page, `/en/admin/translations?record=${product.id}&language=ua`);
  await expect(count(page, 'ua', 'missing')).toHaveText('2');
  await page.getByRole('button', { name: 'Translate with the machine…' }).click();
  let dialog = page.getByRole('dialog', { name: 'Machine translation' });
  await dialog.getByRole('button', { name: 'Translate (2)' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'No API key is set for the AI service. Add it in the settings.',
  );
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  expect(fake.requests).toHaveLength(0);

  await openBackOffice(page, '/en/admin/settings/machine-translation');
  await page.getByRole('button', { name: 'Set a new key' }).click();
  const keyDialog = page.getByRole('dialog', { name: 'Set the API key' });
  await keyDialog.getByLabel('API key').fill(API_KEY);
  await keyDialog.getByLabel('Your password').fill(STAFF.OWNER.password);
  await keyDialog.getByRole('button', { name: 'Set the key' }).click();
  await expect(page.getByTestId('machine-key-result')).toHaveText('The API key is set.');
  await expect(page.getByTestId('machine-key-state')).toContainText('An API key is set.');
  await expect(page.getByText(API_KEY)).toHaveCount(0);

  await openBackOffice(page, `/en/admin/translations?record=${product.id}&language=ua`);
  await page.getByRole('button', { name: 'Translate with the machine…' }).click();
  dialog = page.getByRole('dialog', { name: 'Machine translation' });
  await expect(dialog.getByTestId('machine-translate-where')).toContainText(fake.url);
  await dialog.getByRole('button', { name: 'Translate (2)' }).click();
  const result = page.getByTestId('translation-result');
  await expect(result).toContainText('Drafts made: 2.');
  await expect(result).toBeFocused();

  // What left the shop: the two Polish texts, to the endpoint, with the key.
  expect(fake.requests.map((request) => request.body?.messages?.[1]?.content).sort()).toEqual(
    [pl.name, pl.description].sort(),
  );
  for (const request of fake.requests)
    expect(request.headers.authorization).toBe(`Bearer ${API_KEY}`);

  // Drafts, not texts: still missing until a person uses and saves them.
  await expect(count(page, 'ua', 'missing')).toHaveText('2');
  const items = page.getByTestId('translation-item');
  await expect(items).toHaveCount(2);
  for (const [index, source] of [pl.name, pl.description].entries()) {
    const item = items.nth(index);
    await expect(item).toContainText(`[ua] ${source}`);
    await item.getByRole('button', { name: 'Use this text' }).click();
    await expect(item.getByLabel('Ukrainian', { exact: true })).toHaveValue(`[ua] ${source}`);
  }
  await page.getByRole('button', { name: 'Save the texts', exact: true }).click();
  await expect(result).toHaveText('Texts saved: 2.');
  await expect(count(page, 'ua', 'missing')).toHaveText('0');
  await expect(count(page, 'en', 'missing')).toHaveText('2');
  const saved = await (await context.request.get(`/api/v1/admin/products/${product.id}`)).json();
  expect(saved.texts.ua).toEqual({
    name: `[ua] ${pl.name}`,
    description: `[ua] ${pl.description}`,
  });
});

const TEXT = {
  en: {
    setKey: 'Set a new key',
    keySet: 'The API key is set.',
    translate: 'Translate with the machine…',
    submit: 'Translate (2)',
    made: 'Drafts made: 2.',
  },
  ua: {
    setKey: 'Задати новий ключ',
    keySet: 'API-ключ задано.',
    translate: 'Перекласти машиною…',
    submit: 'Перекласти (2)',
    made: 'Готово чернеток: 2.',
  },
} as const;

for (const [lang, mode] of AXE_CASES) {
  test(`the machine translation settings and dialog with the keyboard alone, and axe, ${lang}, ${mode}`, async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    await inMode(context, mode);
    await signInAsStaff(context, 'OWNER');
    await configureThroughApi(context.request);
    const product = await polishOnlyProduct(context.request);

    await openBackOffice(page, `/${lang}/admin/settings/machine-translation`);
    await expect(page.getByTestId('machine-key-state')).toBeVisible();
    await expectNoViolation(page, `${lang} ${mode}: the machine translation settings`);
    await tabTo(page, page.getByRole('button', { name: TEXT[lang].setKey }));
    await page.keyboard.press('Enter');
    const keyDialog = page.getByTestId('machine-key-set-dialog');
    await expect(keyDialog.getByTestId('machine-key-value')).toBeFocused();
    await expectNoViolation(page, `${lang} ${mode}: the key dialog`);
    await page.keyboard.type(API_KEY);
    await page.keyboard.press('Tab');
    await expect(keyDialog.getByTestId('machine-key-set-password')).toBeFocused();
    await page.keyboard.type(STAFF.OWNER.password);
    await page.keyboard.press('Enter');
    const keyResult = page.getByTestId('machine-key-result');
    await expect(keyResult).toHaveText(TEXT[lang].keySet);
    await expect(keyResult).toBeFocused();

    await openBackOffice(page, `/${lang}/admin/translations?record=${product.id}&language=ua`);
    const open = page.getByRole('button', { name: TEXT[lang].translate });
    await tabTo(page, open);
    await page.keyboard.press('Enter');
    const dialog = page.getByTestId('machine-translate-dialog');
    await expect(dialog.getByTestId('machine-translate-language')).toBeFocused();
    await expectNoViolation(page, `${lang} ${mode}: the machine translation dialog`);
    // Escape closes it, the focus back on what opened it; then it is sent for real.
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(open).toBeFocused();
    await page.keyboard.press('Enter');
    await tabTo(page, dialog.getByRole('button', { name: TEXT[lang].submit }));
    await page.keyboard.press('Enter');
    const result = page.getByTestId('translation-result');
    await expect(result).toHaveText(new RegExp(TEXT[lang].made));
    await expect(result).toBeFocused();
    const use = page.getByTestId('translation-item').first().getByRole('button').first();
    await tabTo(page, use);
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('translation-item').first().getByRole('textbox')).toBeFocused();
    await expectNoViolation(page, `${lang} ${mode}: the translations page with drafts`);
  });
}
