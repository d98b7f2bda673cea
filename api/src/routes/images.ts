import { stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ImageDensity, ImageWidth } from '@storefront/shared/core';
import type { Config } from '../config';
import { AppError, notFound } from '../errors';
import { imageParams, imageQuery } from '../schemas/images';
import { ImageVariants } from '../services/images/image-variants';
import { UploadedFiles } from '../services/images/uploaded-files';

const YEAR_MS = 365 * 24 * 3600 * 1000;

/** The path when it is a file, else null. */
const fileIn = async (source: string) =>
  (await stat(source).catch(() => null))?.isFile() ? source : null;

declare module 'fastify' {
  interface FastifyInstance {
    /** The making of resized copies: one per API, its load readable by tests. */
    imageVariants: ImageVariants;
    /** Uploaded pictures, written from the database to this process's image cache. */
    uploadedFiles: UploadedFiles;
  }
}

/** `app.imageVariants`, made from the configuration; closing the app waits for its queue. */
export function decorateImageVariants(app: FastifyInstance, config: Config) {
  const variants = new ImageVariants({
    cacheDir: config.IMAGE_CACHE_DIR,
    concurrency: config.IMAGE_RESIZE_CONCURRENCY,
    maxWaiting: config.IMAGE_RESIZE_QUEUE,
  });
  app.decorate('imageVariants', variants);
  app.decorate('uploadedFiles', new UploadedFiles(config.IMAGE_CACHE_DIR));
  app.addHook('onClose', () => variants.onIdle());
}

/**
 * Catalog and store pictures, and the pictures staff uploaded (folder `uploads`, from the
 * database). Without `w` the original file; with `w` (a box width the pages use)
 * and `dpr` (1 or 2) a resized copy, webp unless `format` says jpeg, made once and kept on disk.
 * Names are restricted to one safe segment in known folders, so nothing else can be read; a URL
 * always gives the same bytes, so responses are cached for a year (and revalidated by ETag and
 * Last-Modified when a browser asks again). Making a copy is bounded: see ImageVariants, and a
 * per-address limit on the copies not made yet.
 */
export const imageRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const imagesDir = config.IMAGES_DIR;
  const variants = app.imageVariants;
  const missLimit = app.createRateLimit({
    max: config.IMAGE_MISS_RATE_LIMIT,
    timeWindow: config.IMAGE_MISS_RATE_WINDOW,
    // Keyed by the library's own key: the address, with IPv6 grouped by /64 (one shopper's block).
  });
  const admitMiss = (request: FastifyRequest) => async () => {
    const limit = await missLimit(request);
    if (!limit.isAllowed && limit.isExceeded)
      throw new AppError(
        429,
        'ENTITY_ACTION_NOT_ALLOWED',
        'Too many new image sizes asked for, try again later',
        {},
        { 'retry-after': String(limit.ttlInSeconds) },
      );
  };

  // Only for reply.sendFile: ranges, HEAD, ETag, Last-Modified and 304 as for any static file.
  await app.register(fastifyStatic, { root: imagesDir, serve: false });

  app.get(
    '/images/:folder/:file',
    {
      schema: {
        tags: ['images'],
        summary: 'A catalog or store image, resized on request',
        params: imageParams,
        querystring: imageQuery,
      },
    },
    async (request, reply) => {
      const { folder, file } = request.params;
      const source =
        folder === 'uploads'
          ? await app.uploadedFiles.file(app.db, file)
          : await fileIn(path.join(imagesDir, folder, file));
      if (!source) throw notFound('IMAGE_FILE_NOT_FOUND', `Image ${folder}/${file} not found`);

      const { w, dpr, format } = request.query;
      const served =
        w === undefined
          ? source
          : await variants.file(
              source,
              path.join(folder, file),
              { width: w as ImageWidth, dpr: dpr as ImageDensity, format },
              admitMiss(request),
            );
      reply.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
      return reply.sendFile(path.basename(served), path.dirname(served), {
        maxAge: YEAR_MS,
        immutable: true,
      });
    },
  );
};
