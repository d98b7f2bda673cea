import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { ContactInfoSettingsView } from '@storefront/shared/admin';
import type { StoreContactInfo } from '@storefront/shared/core';
import { asStaff, auditOf } from './helpers/admin';
import { signedInUser } from './helpers/users';
import { createTestApp, type TestApp } from './helpers/test-app';

describe('the contact details in the back office', () => {
  let t: TestApp;
  let admin: ReturnType<typeof asStaff>;
  let owner: ReturnType<typeof asStaff>;

  before(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '1000' });
    admin = asStaff(t, (await signedInUser(t, 'ADMIN')).cookie);
    owner = asStaff(t, (await signedInUser(t, 'OWNER')).cookie);
  });
  after(() => t.close());

  const read = async (): Promise<ContactInfoSettingsView> => {
    const response = await admin('GET', 'admin/settings/contact-info');
    assert.equal(response.statusCode, 200, response.body);
    return response.json();
  };
  const save = (section: StoreContactInfo, version: number, as = admin) =>
    as('PUT', 'admin/settings/contact-info', { section, version });

  it('saves the phones in E.164 and the accounts by their names; the storefront has them on its next request', async () => {
    const { section, version } = await read();
    assert.equal(version, 1);
    assert.equal(section.phoneNumber, '+48 600 100 200');
    const saved = await save(
      {
        phoneNumber: '+48 601 234 567',
        email: '  Hello@Verde-Market.example ',
        telegram: '@verde_market',
        instagram: 'https://www.instagram.com/verde.market/',
        whatsapp: '+380 67 123 4567',
        pickupAddress: ' ul. Mokotowska 14, 00-561 Warszawa ',
      },
      version,
    );
    assert.equal(saved.statusCode, 200, saved.body);
    const expected: StoreContactInfo = {
      phoneNumber: '+48601234567',
      email: 'Hello@Verde-Market.example',
      telegram: 'verde_market',
      instagram: 'verde.market',
      whatsapp: '+380671234567',
      pickupAddress: 'ul. Mokotowska 14, 00-561 Warszawa',
    };
    assert.deepEqual(saved.json(), { section: expected, version: 2 });
    assert.deepEqual(saved.headers['x-storefront-invalidate']?.toString().split(' '), ['store']);
    const store = (await t.app.inject({ method: 'GET', url: '/api/v1/store' })).json();
    assert.deepEqual(store.contactInfo, expected);
    const [entry] = await auditOf(t, 'store', 'contactInfo');
    assert.equal(entry?.action, 'store.contactInfo.update');
    assert.deepEqual(entry?.before, section);
    assert.deepEqual(entry?.after, expected);
  });

  it('leaves out what is empty', async () => {
    const { section, version } = await read();
    const empty = { ...section, telegram: '', whatsapp: '', email: '' };
    const saved = await save(empty, version);
    assert.equal(saved.statusCode, 200, saved.body);
    assert.deepEqual(saved.json().section, empty);
  });

  it('refuses a phone its country cannot have, a wrong email or account name, beside its field', async () => {
    const { section, version } = await read();
    for (const [change, field, message] of [
      [{ phoneNumber: '+48 123 45' }, 'section.phoneNumber', 'phone_invalid'],
      [{ phoneNumber: '600 100 200' }, 'section.phoneNumber', 'phone_invalid'],
      [{ whatsapp: '+380 11 123 4567' }, 'section.whatsapp', 'phone_invalid'],
      [{ email: 'hello@' }, 'section.email', 'email_invalid'],
      [{ telegram: 'a b' }, 'section.telegram', 'telegram_invalid'],
      [{ telegram: '1abcde' }, 'section.telegram', 'telegram_invalid'],
      [{ instagram: 'verde/market?x' }, 'section.instagram', 'instagram_invalid'],
      [{ pickupAddress: 'x'.repeat(301) }, 'section.pickupAddress', 'address_too_long'],
      [{ pickupAddress: 'ul.\u0000 Mokotowska' }, 'section.pickupAddress', 'text_invalid'],
    ] as const) {
      const refused = await save({ ...section, ...change }, version);
      assert.equal(refused.statusCode, 400, `${field}: ${refused.body}`);
      assert.equal(refused.json().code, 'ENTITY_BAD_REQUEST');
      assert.equal(refused.json().fields[field], message, refused.body);
    }
    const unknown = await save(
      { ...section, fax: '+48 22 000 00 00' } as StoreContactInfo,
      version,
    );
    assert.equal(unknown.statusCode, 400, 'no field the store does not have');
    assert.deepEqual(await read(), { section, version });
  });

  it('is versioned on its own: a stale save is refused with what changed, the main info untouched', async () => {
    const mainInfo = (await admin('GET', 'admin/settings/main-info')).json();
    const { section, version } = await read();
    const first = await save({ ...section, pickupAddress: 'ul. Nowa 1, Warszawa' }, version, owner);
    assert.equal(first.statusCode, 200, first.body);
    const stale = await save({ ...section, instagram: 'verde' }, version);
    assert.equal(stale.statusCode, 409);
    assert.deepEqual(stale.json().conflict.fields, ['pickupAddress']);
    assert.equal(stale.json().conflict.changedBy.role, 'OWNER');
    assert.equal((await admin('GET', 'admin/settings/main-info')).json().version, mainInfo.version);
  });
});
