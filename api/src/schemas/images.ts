import { IMAGE_DENSITIES, IMAGE_FORMATS, IMAGE_WIDTHS } from '@storefront/shared/core';
import { z } from 'zod';

/** One safe segment in a known folder: nothing else can be read. */
export const imageParams = z.object({
  // `uploads`: the pictures staff uploaded, served from the database (`<id>.webp`).
  folder: z.enum(['products', 'categories', 'slides', 'store', 'uploads']),
  file: z.string().regex(/^[a-z0-9][a-z0-9._-]*\.(svg|png|jpe?g|webp)$/i, 'invalid file name'),
});

const listOf = (values: readonly number[]) =>
  z.coerce
    .number()
    .int()
    .refine((value) => values.includes(value), `one of ${values.join(', ')}`);

/** A resized copy: a box width the pages use, a density, a format. */
export const imageQuery = z.object({
  w: listOf(IMAGE_WIDTHS).optional(),
  dpr: listOf(IMAGE_DENSITIES).default(1),
  format: z.enum(IMAGE_FORMATS).default('webp'),
});
