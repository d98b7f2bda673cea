import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import type { AdminProduct, ProductInput } from '@storefront/shared/admin';
import sharp from 'sharp';
import { ORIGIN } from './orders';
import type { TestApp } from './test-app';

/** A new product's form in every storefront language, hidden (no picture yet). */
export function productBody(overrides: Partial<ProductInput> = {}): ProductInput {
  const tag = randomUUID().slice(0, 8);
  return {
    slug: `test-kettle-${tag}`,
    texts: {
      en: { name: `Copper kettle ${tag}`, description: 'A kettle of hammered copper.' },
      pl: { name: `Miedziany czajnik ${tag}`, description: 'Czajnik z kutej miedzi.' },
      ru: { name: `Медный чайник ${tag}`, description: 'Чайник из кованой меди.' },
      ua: { name: `Мідний чайник ${tag}`, description: 'Чайник з кованої міді.' },
    },
    category: 'brewing',
    brand: 'nordwald-manufaktur',
    price: 18900,
    salePrice: null,
    featured: false,
    visible: false,
    ...overrides,
  };
}

const write = (cookie: string) => ({ cookie, origin: ORIGIN });

export async function createProduct(t: TestApp, cookie: string, body: unknown = productBody()) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/admin/products',
    headers: write(cookie),
    payload: body as object,
  });
}

/** A product created by the test, hidden: its form as the API answered it. */
export async function newProduct(
  t: TestApp,
  cookie: string,
  overrides: Partial<ProductInput> = {},
) {
  const created = await createProduct(t, cookie, productBody(overrides));
  assert.equal(created.statusCode, 201, created.body);
  return created.json() as AdminProduct;
}

export async function saveProduct(
  t: TestApp,
  cookie: string,
  id: string,
  body: ProductInput & { version: number },
) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/v1/admin/products/${id}`,
    headers: write(cookie),
    payload: body,
  });
}

/** The product's form fields as the API answered them, ready to save again. */
export const formOf = (product: AdminProduct): ProductInput & { version: number } => ({
  slug: product.slug,
  texts: product.texts,
  category: product.category,
  brand: product.brand,
  price: product.price,
  salePrice: product.salePrice,
  featured: product.featured,
  visible: product.visible,
  version: product.version,
});

export async function uploadPicture(
  t: TestApp,
  cookie: string,
  product: { id: string; version: number },
  bytes: Buffer,
  type = 'image/jpeg',
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/admin/products/${product.id}/images?version=${product.version}`,
    headers: { ...write(cookie), 'content-type': type },
    payload: bytes,
  });
}

/** A small photo, as a camera or a phone would send it. */
export const photo = (width = 1200, height = 800) =>
  sharp({ create: { width, height, channels: 3, background: { r: 180, g: 120, b: 60 } } })
    .jpeg()
    .toBuffer();

/** A product made visible with one uploaded picture: its form as the API answered it. */
export async function visibleProduct(
  t: TestApp,
  cookie: string,
  overrides: Partial<ProductInput> = {},
) {
  const product = await newProduct(t, cookie, overrides);
  const uploaded = await uploadPicture(t, cookie, product, await photo());
  assert.equal(uploaded.statusCode, 201, uploaded.body);
  const withPicture = uploaded.json() as AdminProduct;
  const shown = await saveProduct(t, cookie, product.id, {
    ...formOf(withPicture),
    visible: true,
  });
  assert.equal(shown.statusCode, 200, shown.body);
  return shown.json() as AdminProduct;
}
