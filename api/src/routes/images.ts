import { stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../errors';
import {
  IMAGE_DENSITIES,
  IMAGE_FORMATS,
  IMAGE_WIDTHS,
  imageVariant,
} from '../services/image-variants';

const YEAR_MS = 365 * 24 * 3600 * 1000;

const params = z.object({
  folder: z.enum(['products', 'categories', 'slides', 'store']),
  file: z.string().regex(/^[a-z0-9][a-z0-9._-]*\.(svg|png|jpe?g|webp)$/i, 'invalid file name'),
});

const listOf = (values: readonly number[]) =>
  z.coerce
    .number()
    .int()
    .refine((value) => values.includes(value), `one of ${values.join(', ')}`);

const query = z.object({
  w: listOf(IMAGE_WIDTHS).optional(),
  dpr: listOf(IMAGE_DENSITIES).default(1),
  format: z.enum(IMAGE_FORMATS).default('webp'),
});

/**
 * Catalog and store pictures. Without `w` the original file; with `w` (a screen width) and `dpr`
 * (1 or 2) a resized copy, webp unless `format` says otherwise, made once and kept on disk. Names
 * are restricted to one safe segment in known folders, so nothing else can be read; a URL always
 * gives the same bytes, so responses are cached for a year (and revalidated by ETag and
 * Last-Modified when a browser asks again).
 */
export const imageRoutes: FastifyPluginAsyncZod<{ imagesDir: string; cacheDir: string }> = async (
  app,
  { imagesDir, cacheDir },
) => {
  // Only for reply.sendFile: ranges, HEAD, ETag, Last-Modified and 304 as for any static file.
  await app.register(fastifyStatic, { root: imagesDir, serve: false });

  app.get(
    '/images/:folder/:file',
    {
      schema: {
        tags: ['images'],
        summary: 'A catalog or store image, resized on request',
        params,
        querystring: query,
      },
    },
    async (request, reply) => {
      const { folder, file } = request.params;
      const source = path.join(imagesDir, folder, file);
      const info = await stat(source).catch(() => null);
      if (!info?.isFile())
        throw notFound('IMAGE_FILE_NOT_FOUND', `Image ${folder}/${file} not found`);

      const { w, dpr, format } = request.query;
      const served =
        w === undefined
          ? source
          : await imageVariant(source, cacheDir, path.join(folder, file), {
              width: w as (typeof IMAGE_WIDTHS)[number],
              dpr: dpr as (typeof IMAGE_DENSITIES)[number],
              format,
            });
      reply.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
      return reply.sendFile(path.basename(served), path.dirname(served), {
        maxAge: YEAR_MS,
        immutable: true,
      });
    },
  );
};
