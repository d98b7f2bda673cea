import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mainInfoSettingsView, storePictureParams, storePictureQuery } from '../../schemas/store';
import { CACHE_TAGS } from '../../services/events/invalidation';
import { setStorePicture } from '../../services/store/main-info';
import {
  PICTURE_BODY,
  PICTURE_BODY_LIMIT,
  pictureUploads,
  uploadedPicture,
} from './picture-upload';

const tags = ['admin'];
const security = [{ session: [] }];
const schema = { tags, security, params: storePictureParams, querystring: storePictureQuery };

/**
 * The store's logo and favicon: each uploaded or removed on its own, saved at once over the main
 * info's version, as a product's pictures are; the storefront shows the change on its next page.
 */
export const storePictureRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(
    pictureUploads(async (uploads) => {
      uploads.post(
        '/admin/settings/main-info/:picture',
        {
          config: { permission: 'settings.write' },
          bodyLimit: PICTURE_BODY_LIMIT,
          schema: {
            ...schema,
            summary: `Set the logo or the favicon (${PICTURE_BODY}), over the main info's version`,
            response: { 200: mainInfoSettingsView },
          },
        },
        async (request) =>
          setStorePicture(
            app.db,
            await request.actor(),
            {
              picture: request.params.picture,
              version: request.query.version,
              bytes: uploadedPicture(request),
            },
            (tx) => request.invalidate(tx, [CACHE_TAGS.store]),
          ),
      );
    }),
  );

  app.delete(
    '/admin/settings/main-info/:picture',
    {
      config: { permission: 'settings.write' },
      schema: {
        ...schema,
        summary:
          "Remove the logo or the favicon over the main info's version: the storefront shows its own",
        response: { 200: mainInfoSettingsView },
      },
    },
    async (request) =>
      setStorePicture(
        app.db,
        await request.actor(),
        { picture: request.params.picture, version: request.query.version, bytes: null },
        (tx) => request.invalidate(tx, [CACHE_TAGS.store]),
      ),
  );
};
