import type { AdminProduct } from '@storefront/shared/admin';
import sharp from 'sharp';
import { newProduct, productBody, uploadPicture } from '../helpers/admin-products';
import { ORIGIN } from '../helpers/orders';
import type { TestApp } from '../helpers/test-app';
import type { FuzzRequest, OperationKey } from './valid-requests';

/**
 * Valid requests of the back office's product routes. Every write raises the product's version,
 * so each write's valid request takes the next product of a pool made at version 1 (the pool
 * goes round: a product's second turn is a stale version, refused with 409 and nothing written).
 */
export async function adminProductRequests(
  t: TestApp,
  owner: string,
  runs: number,
): Promise<[OperationKey, () => FuzzRequest][]> {
  const picture = await sharp({
    create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 90, b: 40 } },
  })
    .jpeg()
    .toBuffer();
  const pool = async (pictures: boolean) => {
    const made: AdminProduct[] = [];
    for (let index = 0; index <= runs; index += 1) {
      const product = await newProduct(t, owner);
      made.push(pictures ? (await uploadPicture(t, owner, product, picture)).json() : product);
    }
    return made;
  };
  const turns = (products: AdminProduct[]) => {
    let next = 0;
    return () => products[(next++ % products.length) as number]!;
  };
  const [forms, toUpload, toArrange, toRemove] = await Promise.all([
    pool(false),
    pool(false),
    pool(true),
    pool(true),
  ]);
  const nextForm = turns(forms);
  const nextUpload = turns(toUpload);
  const nextArranged = turns(toArrange);
  const nextRemoved = turns(toRemove);
  const headers = { origin: ORIGIN, cookie: owner };
  const read = forms[0]!;

  return [
    [
      'GET /api/v1/admin/products',
      () => ({
        method: 'GET',
        params: {},
        query: [
          ['lang', 'ua'],
          ['page', '1'],
          ['limit', '20'],
          ['q', 'kettle'],
          ['category', 'brewing'],
          ['brand', 'nordwald-manufaktur'],
          ['inStock', 'false'],
          ['discounted', 'false'],
          ['hidden', 'true'],
          ['missing', 'any'],
        ],
        headers: { cookie: owner },
      }),
    ],
    [
      'GET /api/v1/admin/products/{productId}',
      () => ({
        method: 'GET',
        params: { productId: read.id },
        query: [],
        headers: { cookie: owner },
      }),
    ],
    [
      'POST /api/v1/admin/products',
      () => ({ method: 'POST', params: {}, query: [], headers, body: { json: productBody() } }),
    ],
    [
      'PUT /api/v1/admin/products/{productId}',
      () => {
        const product = nextForm();
        const { slug, texts, category, brand, price, salePrice, version } = product;
        return {
          method: 'PUT',
          params: { productId: product.id },
          query: [],
          headers,
          body: {
            json: {
              slug,
              texts,
              category,
              brand,
              price,
              salePrice,
              featured: true,
              visible: false,
              version,
            },
          },
        };
      },
    ],
    [
      'POST /api/v1/admin/products/{productId}/images',
      () => {
        const product = nextUpload();
        return {
          method: 'POST',
          params: { productId: product.id },
          query: [['version', String(product.version)]],
          headers: { ...headers, 'content-type': 'image/jpeg' },
          body: { raw: picture },
        };
      },
    ],
    [
      'PUT /api/v1/admin/products/{productId}/images',
      () => {
        const product = nextArranged();
        const images = product.images.map((image) => ({ id: image.id, alt: { pl: 'Czajnik' } }));
        return {
          method: 'PUT',
          params: { productId: product.id },
          query: [],
          headers,
          body: { json: { version: product.version, images } },
        };
      },
    ],
    [
      'DELETE /api/v1/admin/products/{productId}/images/{imageId}',
      () => {
        const product = nextRemoved();
        return {
          method: 'DELETE',
          params: { productId: product.id, imageId: product.images[0]!.id },
          query: [['version', String(product.version)]],
          headers,
        };
      },
    ],
  ];
}
