import { IMAGE_UPLOAD_LIMITS, productImagesSchema } from '@storefront/shared/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors';
import {
  adminProduct,
  productIdParams,
  productImageParams,
  versionQuery,
} from '../../schemas/admin-products';
import { addPicture, arrangePictures, removePicture } from '../../services/products/pictures';
import { writeContext } from './products';

const tags = ['admin'];
const security = [{ session: [] }];

const TYPES: readonly string[] = IMAGE_UPLOAD_LIMITS.contentTypes;

/**
 * A picture's bytes as the body, whatever their type: the bytes alone say what they are. Its own
 * plugin, so its parser and body limit are this route's only.
 */
const uploadRoute: FastifyPluginAsyncZod = async (app) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: IMAGE_UPLOAD_LIMITS.maxBytes },
    (_request, body, done) => done(null, body),
  );

  app.post(
    '/admin/products/:productId/images',
    {
      config: { permission: 'products.write' },
      bodyLimit: IMAGE_UPLOAD_LIMITS.maxBytes,
      schema: {
        tags,
        security,
        summary: `Upload a picture (its bytes as the body, Content-Type ${TYPES.join(', ')}; at most ${IMAGE_UPLOAD_LIMITS.maxBytes / 1024 / 1024} MB, 413 past it): checked by its bytes, at most ${IMAGE_UPLOAD_LIMITS.maxPixels / 1_000_000} megapixels, turned upright, stripped of its metadata, stored as WebP`,
        params: productIdParams,
        querystring: versionQuery,
        response: { 201: adminProduct },
      },
    },
    async (request, reply) => {
      const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
      if (!TYPES.includes(type))
        throw new AppError(415, 'IMAGE_UPLOAD_FAILED', `Send the picture as ${TYPES.join(', ')}`, {
          fields: { image: 'image_format' },
        });
      const bytes = request.body;
      if (!Buffer.isBuffer(bytes) || bytes.length === 0)
        throw new AppError(400, 'IMAGE_UPLOAD_FAILED', 'The request has no picture', {
          fields: { image: 'image_required' },
        });
      const product = await addPicture(
        app.db,
        request.params.productId,
        request.query.version,
        bytes,
        await writeContext(request),
      );
      return reply.code(201).send(product);
    },
  );
};

/** A product's pictures: upload one, put them in order with their descriptions, remove one. */
export const adminProductImageRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(uploadRoute);

  app.put(
    '/admin/products/:productId/images',
    {
      config: { permission: 'products.write' },
      schema: {
        tags,
        security,
        summary:
          "The product's pictures in a new order, with their descriptions per language, over the product's version",
        params: productIdParams,
        body: productImagesSchema,
        response: { 200: adminProduct },
      },
    },
    async (request) =>
      arrangePictures(app.db, request.params.productId, request.body, await writeContext(request)),
  );

  app.delete(
    '/admin/products/:productId/images/:imageId',
    {
      config: { permission: 'products.write' },
      schema: {
        tags,
        security,
        summary:
          "Remove a picture, over the product's version; a visible product keeps its last one (409 PRODUCT_IMAGE_REQUIRED)",
        params: productImageParams,
        querystring: versionQuery,
        response: { 200: adminProduct },
      },
    },
    async (request) =>
      removePicture(
        app.db,
        request.params.productId,
        request.params.imageId,
        request.query.version,
        await writeContext(request),
      ),
  );
};
