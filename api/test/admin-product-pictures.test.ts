import assert from 'node:assert/strict';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { AdminProduct } from '@storefront/shared/admin';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { imageUploads } from '../src/db/schema';
import {
  formOf,
  newProduct,
  photo,
  saveProduct,
  uploadPicture,
  visibleProduct,
} from './helpers/admin-products';
import { ORIGIN } from './helpers/orders';
import { signedInUser } from './helpers/users';
import { createTestApp, type TestApp } from './helpers/test-app';

/** The bytes stored for a picture of the product (its upload's row). */
const uploadIdOf = (product: AdminProduct, index = 0) =>
  /uploads\/(.+)\.webp$/.exec(product.images[index]!.url)![1]!;

describe("a product's pictures", () => {
  let t: TestApp;
  let cacheDir: string;
  let admin: Awaited<ReturnType<typeof signedInUser>>;
  before(async () => {
    cacheDir = await mkdtemp(path.join(os.tmpdir(), 'picture-cache-'));
    t = await createTestApp({ AUTH_RATE_LIMIT: '1000', IMAGE_CACHE_DIR: cacheDir });
    admin = await signedInUser(t, 'ADMIN');
  });
  after(async () => {
    await t.close();
    await rm(cacheDir, { recursive: true, force: true });
  });

  const uploads = async () =>
    Number((await t.db.select({ value: count() }).from(imageUploads))[0]!.value);
  const storedBytes = async (id: string) =>
    (await t.db.select().from(imageUploads).where(eq(imageUploads.id, id)))[0]!.data;

  it('refuses what is not a JPEG, PNG, WebP or AVIF picture by its bytes, whatever its type says, and stores nothing', async () => {
    const product = await newProduct(t, admin.cookie);
    const before = await uploads();
    const text = await uploadPicture(
      t,
      admin.cookie,
      product,
      Buffer.from('not a picture'),
      'image/png',
    );
    assert.equal(text.statusCode, 415);
    assert.equal(text.json().code, 'IMAGE_UPLOAD_FAILED');
    assert.equal(text.json().fields.image, 'image_format');
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    const refused = await uploadPicture(t, admin.cookie, product, gif, 'image/webp');
    assert.equal(refused.statusCode, 415);
    const wrongType = await uploadPicture(t, admin.cookie, product, await photo(), 'text/plain');
    assert.equal(wrongType.statusCode, 415);
    assert.equal(await uploads(), before);
  });

  it('refuses a 50-megapixel PNG before decoding it, and a body past 15 MB', async () => {
    const product = await newProduct(t, admin.cookie);
    const huge = await sharp({
      create: { width: 10_000, height: 5_000, channels: 3, background: '#fff' },
    })
      .png()
      .toBuffer();
    const refused = await uploadPicture(t, admin.cookie, product, huge, 'image/png');
    assert.equal(refused.statusCode, 400);
    assert.equal(refused.json().code, 'IMAGE_UPLOAD_FAILED');
    assert.equal(refused.json().fields.image, 'image_too_many_pixels');
    const tooLarge = await uploadPicture(
      t,
      admin.cookie,
      product,
      Buffer.alloc(15 * 1024 * 1024 + 1),
      'application/octet-stream',
    );
    assert.equal(tooLarge.statusCode, 413);
  });

  it("stores a JPEG's picture upright as WebP without its EXIF (no GPS position), within 2560 pixels", async () => {
    const product = await newProduct(t, admin.cookie);
    const gps = await sharp({
      create: { width: 4000, height: 3000, channels: 3, background: { r: 90, g: 140, b: 60 } },
    })
      .withExif({
        IFD0: { Make: 'Phone', Model: 'Camera' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '52/1 13/1 4/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '21/1 0/1 42/1',
        },
      })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const sent = await sharp(gps).metadata();
    assert.ok(sent.exif?.includes(Buffer.from('Camera')), 'the photo sent carries EXIF');
    assert.equal(sent.orientation, 6);

    const uploaded = await uploadPicture(t, admin.cookie, product, gps);
    assert.equal(uploaded.statusCode, 201, uploaded.body);
    const withPicture = uploaded.json() as AdminProduct;
    assert.equal(withPicture.version, product.version + 1);
    const stored = await sharp(await storedBytes(uploadIdOf(withPicture))).metadata();
    assert.equal(stored.format, 'webp');
    assert.equal(stored.exif, undefined, 'no EXIF, so no GPS position');
    assert.equal(stored.xmp, undefined);
    assert.equal(stored.orientation, undefined);
    // Turned upright (portrait, as the camera was held) and bounded to 2560 on its longest side.
    assert.deepEqual([stored.width, stored.height], [1920, 2560]);
  });

  it('serves an upload from the database, cached per process, and the 1x and 2x WebP copies the storefront asks for', async () => {
    const product = await newProduct(t, admin.cookie);
    const uploaded = (
      await uploadPicture(t, admin.cookie, product, await photo(1600, 1000))
    ).json();
    const url = (uploaded as AdminProduct).images[0]!.url;
    assert.match(url, /^\/api\/v1\/images\/uploads\/[0-9a-f-]{36}\.webp$/);
    const original = await t.app.inject({ url });
    assert.equal(original.statusCode, 200);
    assert.equal(original.headers['content-type'], 'image/webp');
    const cached = path.join(cacheDir, 'uploads', `${uploadIdOf(uploaded)}.webp`);
    assert.ok((await stat(cached)).isFile(), 'written to this process’s image cache');
    // Another replica has no such file: it writes its own from the database.
    await rm(cached);
    for (const [dpr, width] of [
      [1, 320],
      [2, 640],
    ]) {
      const copy = await t.app.inject({ url: `${url}?w=320&dpr=${dpr}` });
      assert.equal(copy.statusCode, 200);
      assert.equal(copy.headers['content-type'], 'image/webp');
      assert.equal((await sharp(copy.rawPayload).metadata()).width, width);
    }
    const unknown = await t.app.inject({
      url: '/api/v1/images/uploads/00000000-0000-4000-8000-000000000000.webp',
    });
    assert.equal(unknown.statusCode, 404);
    assert.equal(unknown.json().code, 'IMAGE_FILE_NOT_FOUND');
  });

  it('puts the pictures in order with their descriptions over the version read, and refuses a stale one', async () => {
    const product = await visibleProduct(t, admin.cookie);
    const second = (await uploadPicture(t, admin.cookie, product, await photo(900, 900))).json();
    const [first, added] = (second as AdminProduct).images;
    const arrange = (version: number) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/v1/admin/products/${product.id}/images`,
        headers: { cookie: admin.cookie, origin: ORIGIN },
        payload: {
          version,
          images: [
            { id: added!.id, alt: { pl: 'Czajnik z boku', en: 'The kettle from the side' } },
            { id: first!.id, alt: {} },
          ],
        },
      });
    const arranged = await arrange(second.version);
    assert.equal(arranged.statusCode, 200, arranged.body);
    const images = (arranged.json() as AdminProduct).images;
    assert.deepEqual(
      images.map((image) => image.id),
      [added!.id, first!.id],
    );
    assert.deepEqual(images[0]!.alt, { en: 'The kettle from the side', pl: 'Czajnik z boku' });
    const page = await t.app.inject({ url: `/api/v1/product/${product.slug}?lang=pl` });
    assert.deepEqual(page.json().images, [added!.url, first!.url]);
    assert.deepEqual(
      page.json().imageAlts,
      ['Czajnik z boku', ''],
      'described in the page language',
    );
    const stale = await arrange(second.version);
    assert.equal(stale.statusCode, 409);
    assert.deepEqual(stale.json().conflict.fields, ['images']);
  });

  it('keeps the last picture of a visible product (409 PRODUCT_IMAGE_REQUIRED), and removes a hidden one’s with its bytes', async () => {
    const product = await visibleProduct(t, admin.cookie);
    const remove = (of: AdminProduct) =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/v1/admin/products/${of.id}/images/${of.images[0]!.id}?version=${of.version}`,
        headers: { cookie: admin.cookie, origin: ORIGIN },
      });
    const kept = await remove(product);
    assert.equal(kept.statusCode, 409);
    assert.equal(kept.json().code, 'PRODUCT_IMAGE_REQUIRED');

    const hidden = await saveProduct(t, admin.cookie, product.id, {
      ...formOf(product),
      visible: false,
    });
    const before = await uploads();
    const removed = await remove(hidden.json());
    assert.equal(removed.statusCode, 200, removed.body);
    assert.deepEqual(removed.json().images, []);
    assert.equal(await uploads(), before - 1);
  });
});
