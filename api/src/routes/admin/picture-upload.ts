import { IMAGE_UPLOAD_LIMITS } from '@storefront/shared/admin';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors';

const TYPES: readonly string[] = IMAGE_UPLOAD_LIMITS.contentTypes;

/** The upload routes' summary of what they take, for the API's description. */
export const PICTURE_BODY = `its bytes as the body, Content-Type ${TYPES.join(', ')}; at most ${IMAGE_UPLOAD_LIMITS.maxBytes / 1024 / 1024} MB, 413 past it: checked by its bytes, at most ${IMAGE_UPLOAD_LIMITS.maxPixels / 1_000_000} megapixels, turned upright, stripped of its metadata, stored as WebP`;

/** An upload route's own body limit (the API's is 64 KB elsewhere). */
export const PICTURE_BODY_LIMIT = IMAGE_UPLOAD_LIMITS.maxBytes;

/**
 * Routes whose body is a picture's bytes, whatever their type: the bytes alone say what they
 * are. In a plugin of their own, so the parser and the body limit are theirs only.
 */
export const pictureUploads =
  (routes: FastifyPluginAsyncZod): FastifyPluginAsyncZod =>
  async (app, options) => {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: PICTURE_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    await routes(app, options);
  };

/** The picture a request carries: 415 for a type not taken, 400 for no bytes at all. */
export function uploadedPicture(request: FastifyRequest): Buffer {
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
  return bytes;
}
