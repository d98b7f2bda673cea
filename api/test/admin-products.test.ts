import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { PERMISSIONS, type AdminProduct } from '@storefront/shared/admin';
import { and, asc, eq } from 'drizzle-orm';
import { auditLog, stockMovements } from '../src/db/schema';
import {
  createProduct,
  formOf,
  newProduct,
  photo,
  productBody,
  saveProduct,
  uploadPicture,
} from './helpers/admin-products';
import { seeded } from './helpers/catalog';
import { signedInUser } from './helpers/users';
import { createTestApp, type TestApp } from './helpers/test-app';

describe('the back office creates and saves products', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signedInUser>>;
  before(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '1000' });
    admin = await signedInUser(t, 'ADMIN');
  });
  after(() => t.close());

  const auditOf = (id: string) =>
    t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'product'), eq(auditLog.entityId, id)))
      .orderBy(asc(auditLog.id));

  it('creates a hidden product at version 1 with no stock, its first stock record and its audit entry', async () => {
    const body = productBody({ salePrice: 15900 });
    const created = await createProduct(t, admin.cookie, body);
    assert.equal(created.statusCode, 201, created.body);
    const product = created.json() as AdminProduct;
    assert.equal(product.version, 1);
    assert.equal(product.visible, false);
    assert.equal(product.stock, 0);
    assert.equal(product.discountPrice, 15900, 'the own discount is what the storefront charges');
    assert.deepEqual(product.texts, body.texts);
    assert.deepEqual(product.languages, { main: 'pl', all: ['pl', 'en', 'ru', 'ua'] });

    const read = await t.app.inject({
      url: `/api/v1/admin/products/${product.id}`,
      headers: { cookie: admin.cookie },
    });
    assert.deepEqual(read.json(), product);

    const movements = await t.db
      .select()
      .from(stockMovements)
      .where(eq(stockMovements.productId, product.id));
    assert.deepEqual(
      movements.map((movement) => [movement.kind, movement.quantity, movement.stockAfter]),
      [['INITIAL', 0, 0]],
    );
    const [entry] = await auditOf(product.id);
    assert.equal(entry?.action, 'product.create');
    assert.equal(entry?.actorEmail, admin.email);
    assert.equal(entry?.version, 1);
    assert.equal(entry?.before, null);
    assert.deepEqual((entry?.after as { name: object }).name, {
      en: body.texts.en!.name,
      pl: body.texts.pl!.name,
      ru: body.texts.ru!.name,
      ua: body.texts.ua!.name,
    });
  });

  it('refuses a product without a name in the main language, a discount not below the price, an unknown category', async () => {
    const noPolish = productBody();
    delete noPolish.texts.pl;
    const refused = await createProduct(t, admin.cookie, noPolish);
    assert.equal(refused.statusCode, 400);
    assert.equal(refused.json().fields['texts.pl.name'], 'main_name_required');

    const dearDiscount = await createProduct(t, admin.cookie, productBody({ salePrice: 18900 }));
    assert.equal(dearDiscount.statusCode, 400);
    assert.equal(dearDiscount.json().fields.salePrice, 'sale_price_not_below');

    const unknown = await createProduct(t, admin.cookie, productBody({ category: 'garden' }));
    assert.equal(unknown.statusCode, 400);
    assert.equal(unknown.json().fields.category, 'category_unknown');
  });

  it('answers 409 PRODUCT_ALREADY_EXISTS for a slug another product has, on creation and on saving', async () => {
    const seededSlug = seeded.products[0]!.slug;
    const taken = await createProduct(t, admin.cookie, productBody({ slug: seededSlug }));
    assert.equal(taken.statusCode, 409);
    assert.equal(taken.json().code, 'PRODUCT_ALREADY_EXISTS');
    const product = await newProduct(t, admin.cookie);
    const renamed = await saveProduct(t, admin.cookie, product.id, {
      ...formOf(product),
      slug: seededSlug,
    });
    assert.equal(renamed.statusCode, 409);
    assert.equal(renamed.json().code, 'PRODUCT_ALREADY_EXISTS');
  });

  it('keeps a product without a picture hidden (409 PRODUCT_IMAGE_REQUIRED), and a visible one needs every shop language', async () => {
    const atOnce = await createProduct(t, admin.cookie, productBody({ visible: true }));
    assert.equal(atOnce.statusCode, 409);
    assert.equal(atOnce.json().code, 'PRODUCT_IMAGE_REQUIRED');

    const product = await newProduct(t, admin.cookie);
    const shown = await saveProduct(t, admin.cookie, product.id, {
      ...formOf(product),
      visible: true,
    });
    assert.equal(shown.statusCode, 409);
    assert.equal(shown.json().code, 'PRODUCT_IMAGE_REQUIRED');

    const withPicture = (await uploadPicture(t, admin.cookie, product, await photo())).json();
    const { ru: _ru, ...texts } = product.texts;
    const noRussian = await saveProduct(t, admin.cookie, product.id, {
      ...formOf(withPicture),
      texts: { ...texts, ua: { name: product.texts.ua!.name, description: '' } },
      visible: true,
    });
    assert.equal(noRussian.statusCode, 400);
    assert.deepEqual(noRussian.json().fields, {
      'texts.ru.name': 'visible_name_required',
      'texts.ru.description': 'visible_description_required',
      'texts.ua.description': 'visible_description_required',
    });
    const visible = await saveProduct(t, admin.cookie, product.id, {
      ...formOf(withPicture),
      visible: true,
    });
    assert.equal(visible.statusCode, 200, visible.body);
    assert.equal(visible.json().visible, true);
  });

  it('refuses a save over a newer version with what changed, who and when, and writes nothing', async () => {
    const product = await newProduct(t, admin.cookie);
    const other = await signedInUser(t, 'OWNER');
    const first = await saveProduct(t, other.cookie, product.id, {
      ...formOf(product),
      price: 19900,
      texts: { ...product.texts, pl: { ...product.texts.pl!, name: 'Czajnik z miedzi' } },
    });
    assert.equal(first.statusCode, 200, first.body);
    assert.equal(first.json().version, 2);

    const stale = await saveProduct(t, admin.cookie, product.id, {
      ...formOf(product),
      featured: true,
    });
    assert.equal(stale.statusCode, 409);
    const body = stale.json();
    assert.equal(body.code, 'ENTITY_ACTION_NOT_ALLOWED');
    assert.equal(body.conflict.version, 2);
    assert.deepEqual(body.conflict.fields.sort(), ['name.pl', 'price']);
    assert.deepEqual(body.conflict.changedBy, { email: other.email, role: 'OWNER' });
    assert.ok(Date.parse(body.conflict.changedAt) > 0);

    const now = await t.app.inject({
      url: `/api/v1/admin/products/${product.id}`,
      headers: { cookie: admin.cookie },
    });
    assert.equal(now.json().featured, false, 'the refused save wrote nothing');
    assert.equal(now.json().price, 19900, 'the saved change stays');
    assert.equal(now.json().version, 2);
  });

  it('records each save with its fields before and after, and keeps the discount price in line', async () => {
    const product = await newProduct(t, admin.cookie, { salePrice: 15000 });
    const cheaper = await saveProduct(t, admin.cookie, product.id, {
      ...formOf(product),
      // Below the old discount price: the row must never hold a discount at or above its price.
      price: 12000,
      salePrice: null,
    });
    assert.equal(cheaper.statusCode, 200, cheaper.body);
    assert.equal(cheaper.json().discountPrice, null);
    const [, entry] = await auditOf(product.id);
    assert.equal(entry?.action, 'product.update');
    assert.equal(entry?.version, 2);
    assert.equal((entry?.before as { price: number }).price, 18900);
    assert.deepEqual(
      [(entry?.after as { price: number }).price, (entry?.after as { salePrice: null }).salePrice],
      [12000, null],
    );
  });

  it('lets only the roles of the table write: a manager reads but saves nothing, and a price change needs prices.write', async () => {
    const product = await newProduct(t, admin.cookie);
    const manager = await signedInUser(t, 'MANAGER');
    const read = await t.app.inject({
      url: `/api/v1/admin/products/${product.id}`,
      headers: { cookie: manager.cookie },
    });
    assert.equal(read.statusCode, 200);
    const refused = await saveProduct(t, manager.cookie, product.id, formOf(product));
    assert.equal(refused.statusCode, 403);

    // A table where administrators write products but not prices: the service checks the price.
    const table = PERMISSIONS as unknown as Record<string, readonly string[]>;
    const prices = table['prices.write']!;
    table['prices.write'] = ['OWNER'];
    try {
      const price = await saveProduct(t, admin.cookie, product.id, {
        ...formOf(product),
        price: 17900,
      });
      assert.equal(price.statusCode, 403);
      assert.equal(price.json().code, 'ENTITY_FORBIDDEN_ACTION');
      const text = await saveProduct(t, admin.cookie, product.id, {
        ...formOf(product),
        featured: true,
      });
      assert.equal(text.statusCode, 200, text.body);
      assert.equal(text.json().price, 18900);
    } finally {
      table['prices.write'] = prices;
    }
  });
});
