import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { MainInfoSettings, MainInfoSettingsView } from '@storefront/shared/admin';
import { count, eq } from 'drizzle-orm';
import { imageUploads } from '../src/db/schema';
import { asStaff, auditOf } from './helpers/admin';
import { photo } from './helpers/admin-products';
import { ORIGIN } from './helpers/orders';
import { signedInUser } from './helpers/users';
import { createTestApp, type TestApp } from './helpers/test-app';

describe('the main info in the back office', () => {
  let t: TestApp;
  let admin: ReturnType<typeof asStaff>;
  let owner: ReturnType<typeof asStaff>;
  let adminCookie: string;
  let adminEmail: string;

  before(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '1000' });
    const signedIn = await signedInUser(t, 'ADMIN');
    adminCookie = signedIn.cookie;
    adminEmail = signedIn.email;
    admin = asStaff(t, signedIn.cookie);
    owner = asStaff(t, (await signedInUser(t, 'OWNER')).cookie);
  });
  after(() => t.close());

  const read = async (): Promise<MainInfoSettingsView> => {
    const response = await admin('GET', 'admin/settings/main-info');
    assert.equal(response.statusCode, 200, response.body);
    return response.json();
  };
  const save = (section: MainInfoSettings, version: number, as = admin) =>
    as('PUT', 'admin/settings/main-info', { section, version });
  const publicStore = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/v1/store' })).json();
  const picture = (method: 'POST' | 'DELETE', name: string, version: number, bytes?: Buffer) =>
    t.app.inject({
      method,
      url: `/api/v1/admin/settings/main-info/${name}?version=${version}`,
      headers: {
        cookie: adminCookie,
        origin: ORIGIN,
        ...(bytes ? { 'content-type': 'image/jpeg' } : {}),
      },
      ...(bytes ? { payload: bytes } : {}),
    });

  it('reads the name, texts, languages, every currency and the pictures at version 1', async () => {
    const { section, version, pictures } = await read();
    assert.equal(version, 1);
    assert.equal(section.name, 'Verde Market');
    assert.equal(section.languageCode, 'pl');
    assert.deepEqual(section.additionalLanguageCodes, ['en', 'ru', 'ua']);
    assert.equal(section.currencyCode, 'PLN');
    assert.deepEqual(Object.keys(section.currency).sort(), ['CZK', 'EUR', 'PLN', 'UAH', 'USD']);
    assert.deepEqual(section.currency.CZK, { active: false, rate: 5.83 });
    assert.equal(section.timeZone, 'Europe/Warsaw');
    assert.deepEqual(pictures, {
      logo: '/api/v1/images/store/logo.svg',
      favicon: '/api/v1/images/store/favicon.svg',
    });
    assert.equal('logo' in section, false, 'the pictures change on their own');
  });

  it('saves a new name and currencies, records it, and the storefront has them on its next request', async () => {
    const { section, version } = await read();
    const renamed: MainInfoSettings = {
      ...section,
      name: '  Verde Market & Co  ',
      currency: {
        ...section.currency,
        CZK: { active: true, rate: 5.9 },
        // The main currency is offered at rate 1, whatever a save says of it.
        PLN: { active: false, rate: 3 },
      },
    };
    const saved = await save(renamed, version);
    assert.equal(saved.statusCode, 200, saved.body);
    const view = saved.json() as MainInfoSettingsView;
    assert.equal(view.version, version + 1);
    assert.equal(view.section.name, 'Verde Market & Co');
    assert.deepEqual(view.section.currency.PLN, { active: true, rate: 1 });
    assert.deepEqual(saved.headers['x-storefront-invalidate']?.toString().split(' '), ['store']);
    assert.deepEqual(await read(), view);

    const store = await publicStore();
    assert.equal(store.mainInfo.name, 'Verde Market & Co');
    assert.equal(store.mainInfo.logo, '/api/v1/images/store/logo.svg', 'the logo stays');
    assert.deepEqual(store.currency.CZK, { active: true, rate: 5.9 });

    const [entry] = await auditOf(t, 'store', 'mainInfo');
    assert.equal(entry?.action, 'store.mainInfo.update');
    assert.equal(entry?.actorEmail, adminEmail);
    assert.equal(entry?.version, version + 1);
    assert.equal((entry?.before as MainInfoSettings).name, 'Verde Market');
    assert.equal((entry?.after as MainInfoSettings).name, 'Verde Market & Co');
  });

  it("refuses a main language the storefront is not offered in with 'Language not found', and writes nothing", async () => {
    const now = await read();
    const refused = await save({ ...now.section, languageCode: 'de' }, now.version);
    assert.equal(refused.statusCode, 400, refused.body);
    assert.equal(refused.json().code, 'STORE_NO_LANGUAGES_AVAILABLE');
    assert.equal(refused.json().message, 'Language not found');
    assert.deepEqual(refused.json().fields, { 'section.languageCode': 'language_not_available' });
    assert.deepEqual(await read(), now);
    assert.equal((await publicStore()).mainInfo.languageCode, 'pl');

    const unknown = await save({ ...now.section, languageCode: 'xx' as 'de' }, now.version);
    assert.equal(unknown.statusCode, 400);
    assert.equal(unknown.json().code, 'ENTITY_BAD_REQUEST', 'not a language at all');
  });

  it('makes another storefront language the main one, the old main one an additional one', async () => {
    const { section, version } = await read();
    const saved = await save(
      {
        ...section,
        languageCode: 'ua',
        additionalLanguageCodes: ['pl', 'en'],
        currencyCode: 'UAH',
      },
      version,
    );
    assert.equal(saved.statusCode, 200, saved.body);
    const store = await publicStore();
    assert.equal(store.mainInfo.languageCode, 'ua');
    assert.deepEqual(store.mainInfo.additionalLanguageCodes, ['pl', 'en']);
    assert.deepEqual(store.currency.UAH, { active: true, rate: 1 });
    const back = await save(section, version + 1);
    assert.equal(back.statusCode, 200, back.body);
  });

  it('refuses what the shop cannot be, beside its field', async () => {
    const { section, version } = await read();
    const refusals: [MainInfoSettings, string, string][] = [
      [{ ...section, name: '   ' }, 'section.name', 'shop_name_required'],
      [{ ...section, name: 'x'.repeat(101) }, 'section.name', 'name_too_long'],
      [
        { ...section, additionalLanguageCodes: ['pl', 'en'] },
        'section.additionalLanguageCodes',
        'main_language_additional',
      ],
      [
        { ...section, additionalLanguageCodes: ['en', 'en'] },
        'section.additionalLanguageCodes',
        'language_repeated',
      ],
      [
        { ...section, additionalLanguageCodes: ['de' as 'en'] },
        'section.additionalLanguageCodes.0',
        'language_unknown',
      ],
      [
        { ...section, currency: { ...section.currency, USD: { active: true, rate: 0 } } },
        'section.currency.USD.rate',
        'rate_required',
      ],
      [
        { ...section, currency: { ...section.currency, USD: { active: true, rate: -1 } } },
        'section.currency.USD.rate',
        'rate_invalid',
      ],
      [
        { ...section, description: { ...section.description, en: 'x'.repeat(5001) } },
        'section.description.en',
        'text_too_long',
      ],
    ];
    for (const [body, field, message] of refusals) {
      const refused = await save(body, version);
      assert.equal(refused.statusCode, 400, `${field}: ${refused.body}`);
      assert.equal(refused.json().code, 'ENTITY_BAD_REQUEST');
      assert.equal(refused.json().fields[field], message, refused.body);
    }
    const { CZK: _czk, ...fewer } = section.currency;
    const short = await save(
      { ...section, currency: fewer as MainInfoSettings['currency'] },
      version,
    );
    assert.equal(short.statusCode, 400, 'every currency is named');
    assert.equal((await read()).version, version);
  });

  it('refuses a stale form with what changed since, who and when', async () => {
    const { section, version } = await read();
    const first = await save({ ...section, name: 'Verde' }, version, owner);
    assert.equal(first.statusCode, 200, first.body);
    const stale = await save({ ...section, timeZone: 'Europe/Kyiv' }, version);
    assert.equal(stale.statusCode, 409);
    assert.equal(stale.json().code, 'ENTITY_ACTION_NOT_ALLOWED');
    const { conflict } = stale.json();
    assert.equal(conflict.version, version + 1);
    assert.deepEqual(conflict.fields, ['name']);
    assert.equal(conflict.changedBy.role, 'OWNER');
    assert.equal((await read()).section.timeZone, 'Europe/Warsaw', 'nothing of the refused save');
  });

  it('marks the translations of a changed main-language description outdated, and a rewritten one up to date', async () => {
    const outdated = async () => {
      const page = await admin('GET', 'admin/translations?kind=store&state=outdated');
      assert.equal(page.statusCode, 200, page.body);
      return (page.json().items as { field: string; language: string }[])
        .filter((item) => item.field === 'mainInfo.description')
        .map((item) => item.language)
        .sort();
    };
    assert.deepEqual(await outdated(), []);
    const { section, version } = await read();
    const changed = await save(
      {
        ...section,
        description: { ...section.description, pl: 'Nowy opis sklepu.', en: 'A new description.' },
      },
      version,
    );
    assert.equal(changed.statusCode, 200, changed.body);
    // English was written with the new Polish text; Russian and Ukrainian were not.
    assert.deepEqual(await outdated(), ['ru', 'ua']);
  });

  it('is stale once the translations page wrote its description: the translation is not written over', async () => {
    const { section, version } = await read();
    const store = await publicStore();
    const translated = await admin('POST', 'admin/translations', {
      texts: [
        {
          kind: 'store',
          id: store.id,
          field: 'mainInfo.description',
          language: 'ru',
          text: 'Новое описание магазина.',
          was: section.description.ru ?? '',
        },
      ],
    });
    assert.equal(translated.statusCode, 200, translated.body);
    const stale = await save({ ...section, name: 'Verde Market' }, version);
    assert.equal(stale.statusCode, 409, stale.body);
    const now = await read();
    assert.equal(now.version, version + 1);
    assert.equal(now.section.description.ru, 'Новое описание магазина.');
  });

  it('sets the logo from an upload, replaces and removes it, each over the version, and takes the bytes away', async () => {
    const uploads = async () =>
      Number((await t.db.select({ value: count() }).from(imageUploads))[0]!.value);
    const before = await uploads();
    const { version } = await read();

    const stale = await picture('POST', 'logo', version - 1, await photo(400, 400));
    assert.equal(stale.statusCode, 409);
    assert.equal(await uploads(), before, 'a refused upload keeps no bytes');
    const text = await picture('POST', 'logo', version, Buffer.from('not a picture'));
    assert.equal(text.statusCode, 415);
    assert.equal(text.json().code, 'IMAGE_UPLOAD_FAILED');

    const set = await picture('POST', 'logo', version, await photo(400, 400));
    assert.equal(set.statusCode, 200, set.body);
    const withLogo = set.json() as MainInfoSettingsView;
    assert.equal(withLogo.version, version + 1);
    assert.match(withLogo.pictures.logo!, /^\/api\/v1\/images\/uploads\/[0-9a-f-]{36}\.webp$/);
    assert.equal(withLogo.pictures.favicon, '/api/v1/images/store/favicon.svg');
    assert.deepEqual(set.headers['x-storefront-invalidate']?.toString().split(' '), ['store']);
    assert.equal((await publicStore()).mainInfo.logo, withLogo.pictures.logo);
    const served = await t.app.inject({ method: 'GET', url: withLogo.pictures.logo! });
    assert.equal(served.statusCode, 200);
    assert.equal(await uploads(), before + 1);
    const [entry] = await auditOf(t, 'store', 'mainInfo');
    assert.equal(entry?.action, 'store.mainInfo.update');
    assert.deepEqual(entry?.before, {
      logo: 'store/logo.svg',
      favicon: 'store/favicon.svg',
    });

    const replaced = await picture('POST', 'logo', withLogo.version, await photo(300, 300));
    assert.equal(replaced.statusCode, 200, replaced.body);
    assert.equal(await uploads(), before + 1, 'the replaced bytes are gone');

    const removed = await picture('DELETE', 'logo', withLogo.version + 1);
    assert.equal(removed.statusCode, 200, removed.body);
    assert.equal((removed.json() as MainInfoSettingsView).pictures.logo, null);
    assert.equal((await publicStore()).mainInfo.logo, null);
    assert.equal(await uploads(), before);

    const unknown = await picture('DELETE', 'banner', withLogo.version + 2);
    assert.equal(unknown.statusCode, 400);
  });

  it('keeps the pictures apart from the form: a save after an upload keeps the new favicon', async () => {
    const { section, version } = await read();
    const set = await picture('POST', 'favicon', version, await photo(64, 64));
    assert.equal(set.statusCode, 200, set.body);
    const favicon = (set.json() as MainInfoSettingsView).pictures.favicon;
    const saved = await save({ ...section, name: 'Verde Market' }, version + 1);
    assert.equal(saved.statusCode, 200, saved.body);
    assert.equal((saved.json() as MainInfoSettingsView).pictures.favicon, favicon);
    const [row] = await t.db
      .select({ id: imageUploads.id })
      .from(imageUploads)
      .where(eq(imageUploads.id, /uploads\/(.+)\.webp$/.exec(favicon!)![1]!));
    assert.ok(row, 'its bytes are kept');
  });
});
