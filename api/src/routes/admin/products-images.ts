import { productImagesSchema } from '@storefront/shared/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminProduct,
  productIdParams,
  productImageParams,
  versionQuery,
} from '../../schemas/admin-products';
import { addPicture, arrangePictures, removePicture } from '../../services/products/pictures';
import {
  PICTURE_BODY,
  PICTURE_BODY_LIMIT,
  pictureUploads,
  uploadedPicture,
} from './picture-upload';
import { writeContext } from './products';

const tags = ['admin'];
const security = [{ session: [] }];

/** A picture's bytes as the body: see `pictureUploads`. */
const uploadRoute = pictureUploads(async (app) => {
  app.post(
    '/admin/products/:productId/images',
    {
      config: { permission: 'products.write' },
      bodyLimit: PICTURE_BODY_LIMIT,
      schema: {
        tags,
        security,
        summary: `Upload a picture (${PICTURE_BODY})`,
        params: productIdParams,
        querystring: versionQuery,
        response: { 201: adminProduct },
      },
    },
    async (request, reply) => {
      const product = await addPicture(
        app.db,
        request.params.productId,
        request.query.version,
        uploadedPicture(request),
        await writeContext(request),
      );
      return reply.code(201).send(product);
    },
  );
});

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
