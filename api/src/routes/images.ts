import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../errors';

const TYPES: Record<string, string> = {
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

/**
 * Catalog and store pictures. Names are restricted to one safe segment inside known folders, so
 * nothing outside the image store can be read; the files never change under a name, so they are
 * cached for a year.
 */
export const imageRoutes: FastifyPluginAsyncZod<{ imagesDir: string }> = async (
  app,
  { imagesDir },
) => {
  app.get(
    '/images/:folder/:file',
    { schema: { tags: ['images'], summary: 'A catalog or store image', params } },
    async (request, reply) => {
      const { folder, file } = request.params;
      const filePath = path.join(imagesDir, folder, file);
      const info = await stat(filePath).catch(() => null);
      if (!info?.isFile())
        throw notFound('IMAGE_FILE_NOT_FOUND', `Image ${folder}/${file} not found`);
      reply
        .header(
          'Content-Type',
          TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
        )
        .header('Content-Length', info.size)
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
      return reply.send(createReadStream(filePath));
    },
  );
};
