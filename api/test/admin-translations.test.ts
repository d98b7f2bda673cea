import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { AdminProduct, TranslationPage, TranslationTextSave } from '@storefront/shared/admin';
import { INVALIDATED_HEADER, type Language } from '@storefront/shared/core';
import { and, asc, eq } from 'drizzle-orm';
import { auditLog, categories, stores } from '../src/db/schema';
import { formOf, newProduct, productBody, saveProduct } from './helpers/admin-products';
import { ORIGIN } from './helpers/orders';
import { signedInUser } from './helpers/users';
import { createTestApp, type TestApp } from './helpers/test-app';

describe('the translations page lists the texts a language lacks and saves many at once', () => {
  // One shop for the file (its texts change from test to test), and the administrator who writes.
  let t: TestApp;
  let admin: { email: string; cookie: string };
  before(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '1000' });
    const { email, cookie } = await signedInUser(t, 'ADMIN');
    admin = { email, cookie };
  });
  after(() => t.close());

  const list = async (query: Record<string, string> = {}) => {
    const response = await t.app.inject({
      url: `/api/v1/admin/translations?${new URLSearchParams(query)}`,
      headers: { cookie: admin.cookie },
    });
    assert.equal(response.statusCode, 200, response.body);
    return response.json() as TranslationPage;
  };
  const save = (texts: TranslationTextSave[], cookie = admin.cookie) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/translations',
      headers: { cookie, origin: ORIGIN },
      payload: { texts },
    });
  const readProduct = async (id: string) =>
    (
      await t.app.inject({ url: `/api/v1/admin/products/${id}`, headers: { cookie: admin.cookie } })
    ).json() as AdminProduct;

  /** A hidden product with texts in the shop's main language (Polish) only. */
  const polishOnly = () => {
    const body = productBody();
    return newProduct(t, admin.cookie, { texts: { pl: body.texts.pl! } });
  };

  const productText = (
    product: { id: string; version: number },
    language: Language,
    field: 'name' | 'description',
    text: string,
  ): TranslationTextSave => ({
    kind: 'product',
    id: product.id,
    field,
    language,
    text,
    version: product.version,
  });

  it('counts a new product’s texts missing in every other language, and drops the count by the texts saved', async () => {
    const product = await polishOnly();
    const before = await list({ record: product.id });
    assert.deepEqual(before.languages, { main: 'pl', all: ['pl', 'en', 'ru', 'ua'] });
    assert.deepEqual(
      Object.keys(before.counts),
      ['en', 'ru', 'ua'],
      'the main language is the source',
    );
    for (const language of ['en', 'ru', 'ua'] as const)
      assert.deepEqual(before.counts[language]!.product, { missing: 2, outdated: 0 });
    assert.equal(before.total, 6);
    assert.deepEqual(
      before.items.map((item) => [item.kind, item.field, item.language, item.state]),
      [
        ['product', 'name', 'en', 'missing'],
        ['product', 'name', 'ru', 'missing'],
        ['product', 'name', 'ua', 'missing'],
        ['product', 'description', 'en', 'missing'],
        ['product', 'description', 'ru', 'missing'],
        ['product', 'description', 'ua', 'missing'],
      ],
    );
    assert.equal(before.items[0]!.source, product.texts.pl!.name);
    assert.equal(before.items[0]!.version, product.version);

    // The whole shop's figures count it too: one more of each than without it.
    const shop = await list({ kind: 'product', language: 'ua' });
    assert.ok(shop.counts.ua!.product.missing >= 2);

    const saved = await save([
      productText(product, 'ua', 'name', 'Мідний чайник'),
      productText(product, 'ua', 'description', 'Чайник з кованої міді.'),
    ]);
    assert.equal(saved.statusCode, 200, saved.body);
    assert.deepEqual(saved.json(), {
      saved: 2,
      records: [{ kind: 'product', id: product.id, version: product.version + 1 }],
    });
    assert.match(String(saved.headers[INVALIDATED_HEADER]), new RegExp(`product:${product.id}`));

    const afterSave = await list({ record: product.id });
    assert.deepEqual(afterSave.counts.ua!.product, { missing: 0, outdated: 0 });
    assert.deepEqual(afterSave.counts.en!.product, { missing: 2, outdated: 0 });
    assert.equal(
      (await list({ kind: 'product', language: 'ua' })).counts.ua!.product.missing,
      shop.counts.ua!.product.missing - 2,
    );

    const form = await readProduct(product.id);
    assert.deepEqual(form.texts.ua, {
      name: 'Мідний чайник',
      description: 'Чайник з кованої міді.',
    });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, product.id), eq(auditLog.action, 'product.translate')));
    assert.equal(entry?.actorEmail, admin.email);
    assert.equal(entry?.version, product.version + 1);
    assert.deepEqual(entry?.before, { name: { ua: null }, description: { ua: null } });
    assert.deepEqual(entry?.after, {
      name: { ua: 'Мідний чайник' },
      description: { ua: 'Чайник з кованої міді.' },
    });
  });

  it('marks the other languages’ texts outdated when the main text changes on the product form, and not once they are saved again', async () => {
    const product = await newProduct(t, admin.cookie);
    assert.equal(
      (await list({ record: product.id })).total,
      0,
      'a product written in every language',
    );

    const form = formOf(product);
    form.texts = {
      ...form.texts,
      pl: { ...form.texts.pl!, description: 'Czajnik z miedzi, ręcznie kuty.' },
    };
    // The Russian text is written in the same save: translated from the new text, up to date.
    form.texts.ru = { ...form.texts.ru!, description: 'Чайник из меди, кованый вручную.' };
    const changed = await saveProduct(t, admin.cookie, product.id, form);
    assert.equal(changed.statusCode, 200, changed.body);

    const outdated = await list({ record: product.id, state: 'outdated' });
    assert.deepEqual(
      outdated.items.map((item) => [item.field, item.language, item.state]),
      [
        ['description', 'en', 'outdated'],
        ['description', 'ua', 'outdated'],
      ],
    );
    assert.equal(outdated.items[0]!.source, 'Czajnik z miedzi, ręcznie kuty.');
    assert.equal(outdated.items[0]!.text, product.texts.en!.description);
    assert.deepEqual(outdated.counts.en!.product, { missing: 0, outdated: 1 });
    assert.deepEqual(outdated.counts.ru!.product, { missing: 0, outdated: 0 });

    // Saving the form again without touching them leaves them outdated.
    const version = (changed.json() as AdminProduct).version;
    const again = await saveProduct(t, admin.cookie, product.id, {
      ...form,
      featured: true,
      version,
    });
    assert.equal(again.statusCode, 200, again.body);
    assert.equal((await list({ record: product.id, state: 'outdated' })).total, 2);

    // Saved from the translations page (the English one unchanged: read, and still right).
    const saved = await save([
      productText(
        { id: product.id, version: version + 1 },
        'en',
        'description',
        product.texts.en!.description,
      ),
    ]);
    assert.equal(saved.statusCode, 200, saved.body);
    const now = await list({ record: product.id });
    assert.deepEqual(
      now.items.map((item) => [item.field, item.language, item.state]),
      [['description', 'ua', 'outdated']],
    );
  });

  it('saves products’, categories’ and the store’s texts in one request, each audited and its caches named', async () => {
    const product = await polishOnly();
    const [category] = await t.db.select().from(categories).where(eq(categories.slug, 'tea'));
    const [store] = await t.db.select().from(stores);
    const slide = store!.slides[0]!;
    const saved = await save([
      productText(product, 'en', 'name', 'Copper kettle'),
      {
        kind: 'category',
        id: category!.id,
        field: 'name',
        language: 'ua',
        text: 'Чай і трави',
        was: category!.name.ua ?? '',
      },
      {
        kind: 'store',
        id: store!.id,
        field: `slides.${slide.id}.title`,
        language: 'en',
        text: 'Slow mornings, better coffee.',
        was: slide.title.en ?? '',
      },
      {
        kind: 'store',
        id: store!.id,
        field: 'pagesContent.homeCTA.actionText',
        language: 'ru',
        text: '',
        was: store!.pagesContent.homeCTA.actionText.ru ?? '',
      },
    ]);
    assert.equal(saved.statusCode, 200, saved.body);
    assert.equal(saved.json().saved, 4);
    const tags = String(saved.headers[INVALIDATED_HEADER]).split(' ');
    for (const tag of [`product:${product.id}`, 'listings', 'categories', 'store'])
      assert.ok(tags.includes(tag), `${tag} in ${tags.join(' ')}`);

    const [categoryAfter] = await t.db
      .select()
      .from(categories)
      .where(eq(categories.id, category!.id));
    assert.equal(categoryAfter!.name.ua, 'Чай і трави');
    assert.equal(categoryAfter!.name.pl, category!.name.pl, 'the other languages stay');
    const [storeAfter] = await t.db.select().from(stores);
    assert.equal(storeAfter!.slides[0]!.title.en, 'Slow mornings, better coffee.');
    assert.equal(
      storeAfter!.pagesContent.homeCTA.actionText.ru,
      undefined,
      'an emptied text is none',
    );
    assert.deepEqual(storeAfter!.pagesContent.homeCTA.title, store!.pagesContent.homeCTA.title);

    const shown = await t.app.inject({ url: '/api/v1/store' });
    assert.equal(shown.json().slides[0].title.en, 'Slow mornings, better coffee.');

    // The emptied Russian text is missing now, and listed among the store's.
    const storeGaps = await list({ kind: 'store', language: 'ru' });
    assert.ok(
      storeGaps.items.some(
        (item) => item.field === 'pagesContent.homeCTA.actionText' && item.state === 'missing',
      ),
    );
    assert.equal(storeGaps.counts.ru!.store.missing, storeGaps.total);
    assert.equal(storeGaps.counts.ru!.product.missing, 0, 'the counts follow the kind filter');

    const entries = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.requestId, String(saved.headers['x-request-id'])))
      .orderBy(asc(auditLog.id));
    assert.deepEqual(
      entries.map((entry) => entry.action),
      ['product.translate', 'category.translate', 'store.home.translate', 'store.translate'],
    );
    // The home page's settings were read before: their form is stale now, and says what changed.
    assert.deepEqual(
      [entries[2]!.entityId, entries[2]!.version],
      ['home', (store!.sectionVersions.home ?? 1) + 1],
    );
    assert.deepEqual(entries[3]!.after, {
      [`slides.${slide.id}.title`]: { en: 'Slow mornings, better coffee.' },
      'pagesContent.homeCTA.actionText': { ru: null },
    });
  });

  it('refuses a save over a newer version of a product, or a text changed meanwhile, and saves nothing of it', async () => {
    const product = await polishOnly();
    const [category] = await t.db.select().from(categories).where(eq(categories.slug, 'coffee'));
    const first = await save([productText(product, 'en', 'name', 'First kettle')]);
    assert.equal(first.statusCode, 200, first.body);

    const stale = await save([
      {
        kind: 'category',
        id: category!.id,
        field: 'description',
        language: 'en',
        text: 'Never saved',
        was: category!.description.en ?? '',
      },
      productText(product, 'en', 'name', 'Second kettle'),
    ]);
    assert.equal(stale.statusCode, 409, stale.body);
    assert.equal(stale.json().code, 'ENTITY_ACTION_NOT_ALLOWED');
    assert.equal(stale.json().conflict.version, product.version + 1);
    assert.deepEqual(stale.json().conflict.fields, ['name.en']);
    assert.equal(stale.json().conflict.changedBy.email, admin.email);
    assert.equal((await readProduct(product.id)).texts.en?.name, 'First kettle');
    const [categoryAfter] = await t.db
      .select()
      .from(categories)
      .where(eq(categories.id, category!.id));
    assert.deepEqual(categoryAfter!.description, category!.description, 'nothing of the save');

    const changed = await save([
      {
        kind: 'category',
        id: category!.id,
        field: 'description',
        language: 'en',
        text: 'Never saved',
        was: 'Not what it says',
      },
    ]);
    assert.equal(changed.statusCode, 409);
    assert.equal(changed.json().code, 'ENTITY_ACTION_NOT_ALLOWED');
    assert.deepEqual(changed.json().fields, { 'texts.0.was': 'text_changed' });
  });

  it('refuses unknown records, fields and languages with their codes', async () => {
    const product = await polishOnly();
    const [store] = await t.db.select().from(stores);
    const refusal = async (texts: TranslationTextSave[]) => {
      const response = await save(texts);
      return {
        status: response.statusCode,
        ...(response.json() as { code: string; fields?: object }),
      };
    };
    const storeText = (field: string): TranslationTextSave => ({
      kind: 'store',
      id: store!.id,
      field,
      language: 'en',
      text: 'x',
      was: '',
    });

    const noProduct = await refusal([
      productText({ id: randomUUID(), version: 1 }, 'en', 'name', 'x'),
    ]);
    assert.deepEqual([noProduct.status, noProduct.code], [404, 'PRODUCT_NOT_FOUND']);
    const noCategory = await refusal([
      { kind: 'category', id: randomUUID(), field: 'name', language: 'en', text: 'x', was: '' },
    ]);
    assert.deepEqual([noCategory.status, noCategory.code], [404, 'ENTITY_NOT_FOUND']);
    const noSlide = await refusal([storeText('slides.no-such-slide.title')]);
    assert.deepEqual([noSlide.status, noSlide.code], [404, 'STORE_SLIDE_NOT_FOUND']);
    const noField = await refusal([storeText('mainInfo.name')]);
    assert.deepEqual([noField.status, noField.code], [400, 'ENTITY_BAD_REQUEST']);
    assert.deepEqual(noField.fields, { 'texts.0.field': 'field_unknown' });
    const noStore = await refusal([{ ...storeText('mainInfo.description'), id: randomUUID() }]);
    assert.deepEqual([noStore.status, noStore.code], [404, 'STORE_NOT_FOUND']);

    const main = await refusal([productText(product, 'pl', 'name', 'Czajnik')]);
    assert.deepEqual([main.status, main.code], [400, 'ENTITY_BAD_REQUEST']);
    assert.deepEqual(main.fields, { 'texts.0.language': 'main_language' });
    const twice = await refusal([
      productText(product, 'en', 'name', 'Kettle'),
      productText(product, 'en', 'name', 'Kettle'),
    ]);
    assert.deepEqual(twice.fields, { 'texts.1': 'text_repeated' });
    const noName = await refusal([productText(product, 'en', 'description', 'Only a description')]);
    assert.deepEqual(noName.fields, { 'texts.en.name': 'name_required' });
    const notALanguage = await save([
      { ...productText(product, 'en', 'name', 'x'), language: 'de' as Language },
    ]);
    assert.equal(notALanguage.statusCode, 400);
    assert.equal(notALanguage.json().code, 'ENTITY_BAD_REQUEST');

    // A storefront language the shop is not in.
    await t.db.update(stores).set({
      mainInfo: { ...store!.mainInfo, additionalLanguageCodes: ['en', 'ua'] },
    });
    try {
      const russian = await refusal([productText(product, 'ru', 'name', 'Чайник')]);
      assert.deepEqual([russian.status, russian.code], [400, 'LOCALE_NOT_FOUND']);
      assert.deepEqual(Object.keys((await list()).counts), ['en', 'ua']);
    } finally {
      await t.db.update(stores).set({ mainInfo: store!.mainInfo });
    }
  });

  it('pages and filters the list by language, kind and state', async () => {
    const all = await list({ limit: '100' });
    const ua = await list({ language: 'ua', limit: '100' });
    assert.ok(ua.items.every((item) => item.language === 'ua'));
    const countsOf = (page: TranslationPage, language: Language) =>
      Object.values(page.counts[language]!).reduce(
        (sum, kind) => sum + kind.missing + kind.outdated,
        0,
      );
    assert.equal(ua.total, countsOf(all, 'ua'));
    assert.equal(all.total, countsOf(all, 'en') + countsOf(all, 'ru') + countsOf(all, 'ua'));
    const firstPage = await list({ language: 'ua', limit: '2' });
    const secondPage = await list({ language: 'ua', limit: '2', page: '2' });
    assert.deepEqual(
      [...firstPage.items, ...secondPage.items],
      ua.items.slice(0, 4),
      'pages follow each other',
    );
    const missingCategories = await list({ kind: 'category', state: 'missing' });
    assert.ok(
      missingCategories.items.every((item) => item.kind === 'category' && item.state === 'missing'),
    );
    const refused = await t.app.inject({
      url: '/api/v1/admin/translations?kind=brand',
      headers: { cookie: admin.cookie },
    });
    assert.equal(refused.statusCode, 400);
  });

  it('marks a changed English description’s Polish, Russian and Ukrainian texts outdated in a shop written in English', async () => {
    const [store] = await t.db.select().from(stores);
    await t.db.update(stores).set({
      mainInfo: {
        ...store!.mainInfo,
        languageCode: 'en',
        additionalLanguageCodes: ['pl', 'ru', 'ua'],
      },
    });
    try {
      const product = await newProduct(t, admin.cookie);
      const form = formOf(product);
      form.texts = {
        ...form.texts,
        en: { ...form.texts.en!, description: 'A kettle, hand-hammered.' },
      };
      assert.equal((await saveProduct(t, admin.cookie, product.id, form)).statusCode, 200);
      const page = await list({ record: product.id });
      assert.deepEqual(
        page.items.map((item) => [item.field, item.language, item.state]),
        [
          ['description', 'pl', 'outdated'],
          ['description', 'ru', 'outdated'],
          ['description', 'ua', 'outdated'],
        ],
      );
    } finally {
      await t.db.update(stores).set({ mainInfo: store!.mainInfo });
    }
  });

  it('answers a manager 403: the page is the owner’s and the administrators’', async () => {
    const manager = await signedInUser(t, 'MANAGER');
    const read = await t.app.inject({
      url: '/api/v1/admin/translations',
      headers: { cookie: manager.cookie },
    });
    assert.equal(read.statusCode, 403);
    const written = await save([], manager.cookie);
    assert.equal(written.statusCode, 403);
  });
});
