import { mkdir, rename, stat } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

/** Widths of the screen sizes and the densities served. */
export const IMAGE_WIDTHS = [320, 640, 768, 1024, 1280, 1536] as const;
export const IMAGE_DENSITIES = [1, 2] as const;
export const IMAGE_FORMATS = ['webp', 'avif', 'jpeg', 'png'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

export const CONTENT_TYPES: Record<ImageFormat, string> = {
  webp: 'image/webp',
  avif: 'image/avif',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

export interface Variant {
  width: (typeof IMAGE_WIDTHS)[number];
  dpr: (typeof IMAGE_DENSITIES)[number];
  format: ImageFormat;
}

const pending = new Map<string, Promise<string>>();

/**
 * The file of an image at a width, density and format, made with sharp on first request and kept
 * on disk. Vector sources are rasterised at the density the target needs, so they stay sharp.
 * Concurrent requests for the same variant share one conversion; the file appears atomically.
 */
export function imageVariant(
  source: string,
  cacheDir: string,
  relative: string,
  variant: Variant,
): Promise<string> {
  const target = path.join(
    cacheDir,
    `${relative}.${variant.width}x${variant.dpr}.${variant.format}`,
  );
  let job = pending.get(target);
  if (!job) {
    job = (async () => {
      if (
        await stat(target).then(
          () => true,
          () => false,
        )
      )
        return target;
      await mkdir(path.dirname(target), { recursive: true });
      const pixels = variant.width * variant.dpr;
      const input = sharp(source);
      const meta = await input.metadata();
      const density =
        meta.format === 'svg' && meta.width
          ? Math.min(2400, Math.ceil((72 * pixels) / meta.width))
          : undefined;
      const temporary = `${target}.${process.pid}.tmp`;
      await sharp(source, density ? { density } : {})
        .resize({ width: pixels, withoutEnlargement: meta.format !== 'svg' })
        .toFormat(variant.format, { quality: 80 })
        .toFile(temporary);
      await rename(temporary, target);
      return target;
    })().finally(() => pending.delete(target));
    pending.set(target, job);
  }
  return job;
}
