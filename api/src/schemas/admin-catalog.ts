import { CATALOG_SLUG } from '@storefront/shared/admin';
import { COUNTRY_CODES, LANGUAGES, type CountryCode } from '@storefront/shared/core';
import { z } from 'zod';
import { INT_MAX } from './common';

/*
 * The back office's categories and brands: paths, the removal's query and the answers. The
 * bodies are the shared schemas (`categoryInputSchema`, `brandUpdateSchema`, … of
 * @storefront/shared/admin), which the forms validate with too.
 */

export const categoryIdParams = z.object({ categoryId: z.string().max(100) });
export const brandIdParams = z.object({ brandId: z.string().max(100) });

/** The version read, and the slug of the category (or brand) the products move to. */
export const removalQuery = z.object({
  version: z.coerce.number().int().min(1).max(INT_MAX),
  moveTo: z.string().max(120).regex(CATALOG_SLUG, 'a lowercase slug').optional(),
});

const perLanguage = z.partialRecord(z.enum(LANGUAGES), z.string());
const languages = z.object({ main: z.enum(LANGUAGES), all: z.array(z.enum(LANGUAGES)) });

export const adminCategory = z.object({
  id: z.string(),
  slug: z.string(),
  name: perLanguage,
  description: perLanguage,
  image: z.string().nullable(),
  position: z.number().int(),
  hidden: z.boolean(),
  productCount: z.number().int(),
  missing: z.array(z.enum(LANGUAGES)),
  version: z.number().int(),
});

export const adminCategoryList = z.object({ items: z.array(adminCategory), languages });

export const adminBrand = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  country: z.enum(COUNTRY_CODES as [CountryCode, ...CountryCode[]]).nullable(),
  position: z.number().int(),
  hidden: z.boolean(),
  productCount: z.number().int(),
  version: z.number().int(),
});

export const adminBrandList = z.object({ items: z.array(adminBrand) });

export const catalogRemoved = z.object({
  id: z.string(),
  moved: z.number().int(),
  movedTo: z.string().nullable(),
});
