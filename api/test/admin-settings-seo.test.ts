import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { TranslationPage } from '@storefront/shared/admin';
import type { StoreSeo } from '@storefront/shared/core';
import { stores } from '../src/db/schema';
import { asStaff, auditOf } from './helpers/admin';
import { signedInUser } from './helpers/users';
import { createTestApp, type TestApp } from './helpers/test-app';

type Seo = { section: StoreSeo; version: number };

describe('the SEO texts and templates in the back office', () => {
  let t: TestApp;
  let admin: ReturnType<typeof asStaff>;
  let owner: ReturnType<typeof asStaff>;
  let manager: ReturnType<typeof asStaff>;

  before(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '1000' });
    admin = asStaff(t, (await signedInUser(t, 'ADMIN')).cookie);
    owner = asStaff(t, (await signedInUser(t, 'OWNER')).cookie);
    manager = asStaff(t, (await signedInUser(t, 'MANAGER')).cookie);
  });
  after(() => t.close());

  const read = async (): Promise<Seo> => {
    const response = await admin('GET', 'admin/settings/seo');
    assert.equal(response.statusCode, 200, response.body);
    return response.json();
  };

  /** The store's texts of a language the translations page lists, as `field state`. */
  const storeGaps = async (language: string) => {
    const response = await admin(
      'GET',
      `admin/translations?${new URLSearchParams({ kind: 'store', language })}`,
    );
    assert.equal(response.statusCode, 200, response.body);
    return (response.json() as TranslationPage).items.map((item) => `${item.field} ${item.state}`);
  };

  it('reads the seeded texts at version 1; a manager may neither read nor save them', async () => {
    const { section, version } = await read();
    assert.equal(version, 1);
    assert.equal(
      section.product.title.pl,
      '{product-name} {separator} {category} {separator} {site-name}',
    );
    assert.equal(section.general.index, true);
    assert.deepEqual(Object.keys(section.pages).sort(), [
      'contact-us',
      'privacy-policy',
      'terms-and-conditions',
    ]);
    assert.equal((await manager('GET', 'admin/settings/seo')).statusCode, 403);
    const refused = await manager('PUT', 'admin/settings/seo', { section, version });
    assert.equal(refused.statusCode, 403);
    assert.equal(refused.json().code, 'ENTITY_FORBIDDEN_ACTION');
  });

  it('saves from its version, records it, tells the storefront, and keeps no empty text', async () => {
    const { section, version } = await read();
    const seo: StoreSeo = {
      ...section,
      general: { ...section.general, index: false },
      product: {
        title: {
          ...section.product.title,
          pl: '{product-name} za {price} {separator} {site-name}',
        },
        description: { ...section.product.description, ru: '  ' },
      },
      pages: {
        ...section.pages,
        home: { title: { pl: 'Kawa i herbata' }, description: {} },
        'contact-us': { title: { pl: '' }, description: {} },
      },
    };
    const saved = await admin('PUT', 'admin/settings/seo', { section: seo, version });
    assert.equal(saved.statusCode, 200, saved.body);
    const { ru: _ru, ...description } = section.product.description;
    const { 'contact-us': _contact, ...pages } = section.pages;
    const kept: StoreSeo = {
      ...seo,
      product: { ...seo.product, description },
      pages: { ...pages, home: { title: { pl: 'Kawa i herbata' }, description: {} } },
    };
    assert.deepEqual(saved.json(), { section: kept, version: version + 1 });
    assert.deepEqual(saved.headers['x-storefront-invalidate']?.toString().split(' '), ['store']);
    const publicStore = (await t.app.inject({ method: 'GET', url: '/api/v1/store' })).json();
    assert.deepEqual(publicStore.seo, kept);
    const [entry] = await auditOf(t, 'store', 'seo');
    assert.equal(entry?.action, 'store.seo.update');
    assert.deepEqual(entry?.before, section);
    assert.deepEqual(entry?.after, kept);
  });

  it('refuses a save over a newer version with what changed, who and when', async () => {
    const stale = await read();
    const changed = {
      ...stale.section,
      category: {
        ...stale.section.category,
        title: { ...stale.section.category.title, en: '{category}' },
      },
    };
    const first = await owner('PUT', 'admin/settings/seo', {
      section: changed,
      version: stale.version,
    });
    assert.equal(first.statusCode, 200, first.body);
    const refused = await admin('PUT', 'admin/settings/seo', stale);
    assert.equal(refused.statusCode, 409);
    assert.equal(refused.json().code, 'ENTITY_ACTION_NOT_ALLOWED');
    assert.equal(refused.json().conflict.version, stale.version + 1);
    assert.deepEqual(refused.json().conflict.fields, ['category.title']);
    assert.equal(refused.json().conflict.changedBy.role, 'OWNER');
    assert.deepEqual((await read()).section, changed);
  });

  it('refuses placeholders a template’s pages do not have, unknown and broken ones, and pages of no text', async () => {
    const { section, version } = await read();
    const withText = (template: 'general' | 'category' | 'brand' | 'product', text: string) => ({
      ...section,
      [template]: { ...section[template], title: { ...section[template].title, en: text } },
    });
    for (const [seo, field, message] of [
      [
        withText('product', '{colour} {product-name}'),
        'section.product.title.en',
        'seo_placeholder_unknown',
      ],
      [
        withText('category', '{category} for {price}'),
        'section.category.title.en',
        'seo_placeholder_not_here',
      ],
      [
        withText('brand', '{brand {separator}'),
        'section.brand.title.en',
        'seo_placeholder_malformed',
      ],
      [
        withText('general', '{product-name}'),
        'section.general.title.en',
        'seo_placeholder_not_here',
      ],
      [withText('product', 'x'.repeat(5001)), 'section.product.title.en', 'seo_text_too_long'],
    ] as const) {
      const refused = await admin('PUT', 'admin/settings/seo', { section: seo, version });
      assert.equal(refused.statusCode, 400, `${field}: ${refused.body}`);
      assert.equal(refused.json().code, 'ENTITY_BAD_REQUEST');
      assert.equal(refused.json().fields[field], message, refused.body);
    }
    for (const pages of [
      { product: { title: { en: 'A page text over the product template' }, description: {} } },
      { checkout: { title: { en: 'Never indexed' }, description: {} } },
    ]) {
      const refused = await admin('PUT', 'admin/settings/seo', {
        section: { ...section, pages },
        version,
      });
      assert.equal(refused.statusCode, 400, refused.body);
      assert.equal(refused.json().code, 'ENTITY_BAD_REQUEST');
    }
    const { follow: _follow, ...general } = section.general;
    const noFollow = await admin('PUT', 'admin/settings/seo', {
      section: { ...section, general },
      version,
    });
    assert.equal(noFollow.statusCode, 400);
    assert.deepEqual(await read(), { section, version });
  });

  it('marks the translations of a changed main-language text outdated, those saved with it not', async () => {
    const { section, version } = await read();
    assert.equal((await storeGaps('en')).includes('seo.product.description outdated'), false);
    const saved = await admin('PUT', 'admin/settings/seo', {
      section: {
        ...section,
        product: {
          ...section.product,
          description: {
            ...section.product.description,
            pl: '{product-name} od {brand}, {price}. Zamów w {site-name}.',
            en: '{product-name} by {brand}, {price}. Order at {site-name}.',
          },
        },
      },
      version,
    });
    assert.equal(saved.statusCode, 200, saved.body);
    assert.equal((await storeGaps('en')).includes('seo.product.description outdated'), false);
    assert.ok((await storeGaps('ua')).includes('seo.product.description outdated'));
    // Emptied by the save before: missing, whatever its main text says.
    assert.ok((await storeGaps('ru')).includes('seo.product.description missing'));
  });

  it('is stale once the translations page saved one of its texts: the older form cannot undo it', async () => {
    const before = await read();
    const [store] = await t.db.select({ id: stores.id }).from(stores);
    const translated = await admin('POST', 'admin/translations', {
      texts: [
        {
          kind: 'store',
          id: store!.id,
          field: 'seo.brand.description',
          language: 'ua',
          text: 'Товари бренду {brand} у {site-name}, з доставкою.',
          was: before.section.brand.description.ua ?? '',
        },
      ],
    });
    assert.equal(translated.statusCode, 200, translated.body);
    const refused = await owner('PUT', 'admin/settings/seo', before);
    assert.equal(refused.statusCode, 409, refused.body);
    assert.deepEqual(refused.json().conflict.fields, ['brand.description']);
    assert.equal(refused.json().conflict.changedBy.role, 'ADMIN');
    const now = await read();
    assert.equal(now.version, before.version + 1);
    assert.equal(
      now.section.brand.description.ua,
      'Товари бренду {brand} у {site-name}, з доставкою.',
    );
  });
});
