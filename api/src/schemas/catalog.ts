import { DEVICE_FAVORITES_MAX, LANGUAGES, PRODUCT_SORTS } from '@storefront/shared/core';
import { z } from 'zod';
import { INT_MAX, paging, typedText } from './common';

/**
 * How deep paging goes: an offset scan of the whole table gets slower page by page, so lists
 * stop at 10,000 products (500 pages of 20) and filters narrow them further.
 */
export const MAX_OFFSET = 10_000;
const withinReach = (query: { page: number; limit: number }) =>
  (query.page - 1) * query.limit < MAX_OFFSET;
const tooDeep = {
  message: `pages reach ${MAX_OFFSET} products at most; narrow the list with filters`,
  path: ['page'],
};

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'a lowercase slug');
const minorUnits = z.coerce.number().int('whole minor units').min(0).max(INT_MAX);
const flag = z.enum(['true', 'false']).transform((value) => value === 'true');

export const langQuery = z.object({ lang: z.enum(LANGUAGES).default('en') });

export const productParams = z.object({ slug: typedText().min(1).max(200) });

/** Query of the product listing: filters, sort and page, every part validated. */
export const listQuery = langQuery
  .extend({
    ...paging,
    sort: z.enum(PRODUCT_SORTS).default('newest'),
    category: slug.optional(),
    brand: slug.optional(),
    minPrice: minorUnits.optional(),
    maxPrice: minorUnits.optional(),
    inStock: flag.optional(),
    featured: flag.optional(),
    discounted: flag.optional(),
    q: typedText().trim().max(100).optional(),
  })
  .refine(
    (query) =>
      query.minPrice === undefined ||
      query.maxPrice === undefined ||
      query.minPrice <= query.maxPrice,
    { message: 'minPrice must not be above maxPrice', path: ['minPrice'] },
  )
  .refine(withinReach, tooDeep);

/** Query of the ready-made lists (featured, latest, discounts). */
export const presetQuery = langQuery.extend(paging).refine(withinReach, tooDeep);

const summaryShape = {
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  price: z.number().int(),
  discountPrice: z.number().int().nullable(),
  stock: z.number().int(),
  availability: z.enum(['in_stock', 'low_stock', 'out_of_stock']),
  featured: z.boolean(),
  arrivedAt: z.string(),
  image: z.string().nullable(),
  category: z.object({ slug: z.string(), name: z.string() }),
  brand: z.object({ slug: z.string(), name: z.string() }).nullable(),
};

export const productSummary = z.object(summaryShape);

export const productPage = z.object({
  items: z.array(productSummary),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  pages: z.number().int(),
});

export const productDetail = z.object({
  ...summaryShape,
  description: z.string(),
  attributes: z.array(z.object({ name: z.string(), value: z.string() })),
  images: z.array(z.string()),
  imageAlts: z.array(z.string()),
  related: z.array(productSummary),
});

export const categoryList = z.array(
  z.object({
    slug: z.string(),
    name: z.string(),
    description: z.string(),
    image: z.string().nullable(),
    productCount: z.number().int(),
  }),
);

export const brandList = z.array(
  z.object({ slug: z.string(), name: z.string(), country: z.string().nullable() }),
);

export const pathsQuery = z.object({ part: z.coerce.number().int().min(1).max(10_000).default(1) });

export const productPaths = z.object({
  items: z.array(z.object({ slug: z.string(), category: z.string() })),
  total: z.number().int(),
  parts: z.number().int(),
});

/**
 * Query of product cards by id (a guest's favorites kept on the device): `ids` comma-separated,
 * at most as many as a device keeps.
 */
export const cardsQuery = langQuery.extend({
  ids: z
    .string()
    .max(DEVICE_FAVORITES_MAX * 101)
    .transform((text) => text.split(','))
    .pipe(z.array(z.string().min(1).max(100)).min(1).max(DEVICE_FAVORITES_MAX)),
});

export const productCards = z.array(productSummary);
