import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../errors';
import {
  CONTENT_TYPES,
  IMAGE_DENSITIES,
  IMAGE_FORMATS,
  IMAGE_WIDTHS,
  imageVariant,
} from '../services/image-variants';

const ORIGINAL_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
};

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
 * gives the same bytes, so responses are cached for a year.
 */
export const imageRoutes: FastifyPluginAsyncZod<{ imagesDir: string; cacheDir: string }> = async (
  app,
  { imagesDir, cacheDir },
) => {
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
      let served = source;
      let type = ORIGINAL_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
      if (w !== undefined) {
        served = await imageVariant(source, cacheDir, path.join(folder, file), {
          width: w as (typeof IMAGE_WIDTHS)[number],
          dpr: dpr as (typeof IMAGE_DENSITIES)[number],
          format,
        });
        type = CONTENT_TYPES[format];
      }
      const { size } = await stat(served);
      reply
        .header('Content-Type', type)
        .header('Content-Length', size)
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
      return reply.send(createReadStream(served));
    },
  );
};
