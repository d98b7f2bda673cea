import { LANGUAGES } from '@storefront/shared/core';
import { z } from 'zod';
import { INT_MAX, paging, typedText } from './common';
import { MAX_OFFSET } from './catalog';

/*
 * The back office's product routes: the list's query and the answers. The bodies are the shared
 * schemas (`productInputSchema`, `productUpdateSchema`, `productImagesSchema` of
 * @storefront/shared/admin), which the product form validates with too.
 */

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'a lowercase slug');
const flag = z.enum(['true', 'false']).transform((value) => value === 'true');

export const adminProductQuery = z
  .object({
    lang: z.enum(LANGUAGES).default('en'),
    ...paging,
    q: typedText().trim().max(100).optional(),
    category: slug.optional(),
    brand: slug.optional(),
    inStock: flag.optional(),
    discounted: flag.optional(),
    hidden: flag.optional(),
    missing: z.enum([...LANGUAGES, 'any']).optional(),
  })
  .refine((query) => (query.page - 1) * query.limit < MAX_OFFSET, {
    message: `pages reach ${MAX_OFFSET} products at most; narrow the list with filters`,
    path: ['page'],
  });

export const productIdParams = z.object({ productId: z.string().max(100) });

export const productImageParams = productIdParams.extend({ imageId: z.string().max(100) });

/** The version a change of pictures is made over, in the query (the body is the picture). */
export const versionQuery = z.object({ version: z.coerce.number().int().min(1).max(INT_MAX) });

const languages = z.object({ main: z.enum(LANGUAGES), all: z.array(z.enum(LANGUAGES)) });
const named = z.object({ slug: z.string(), name: z.string() });
const perLanguage = z.partialRecord(z.enum(LANGUAGES), z.string());

export const adminProductPage = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      slug: z.string(),
      name: z.string(),
      category: named,
      brand: named.nullable(),
      price: z.number().int(),
      discountPrice: z.number().int().nullable(),
      salePrice: z.number().int().nullable(),
      stock: z.number().int(),
      visible: z.boolean(),
      image: z.string().nullable(),
      missing: z.array(z.enum(LANGUAGES)),
      version: z.number().int(),
    }),
  ),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  pages: z.number().int(),
  languages,
});

export const adminProduct = z.object({
  id: z.string(),
  slug: z.string(),
  texts: z.partialRecord(
    z.enum(LANGUAGES),
    z.object({ name: z.string(), description: z.string() }),
  ),
  category: z.string(),
  brand: z.string().nullable(),
  price: z.number().int(),
  salePrice: z.number().int().nullable(),
  discountPrice: z.number().int().nullable(),
  featured: z.boolean(),
  visible: z.boolean(),
  images: z.array(z.object({ id: z.string(), url: z.string(), alt: perLanguage })),
  stock: z.number().int(),
  version: z.number().int(),
  languages,
  createdAt: z.string(),
  updatedAt: z.string(),
});
